import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A read-only memory mapping of a whole file, so the lexicon costs page cache, not heap, and needs
/// no copying at load. Immutable after init, hence `@unchecked Sendable`.
final class MappedFile: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer

    init(path: String) throws(LexiconError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: Self.lastError()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: Self.lastError()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .unreadable(path: path, reason: "not a regular file") }
        let size = Int(info.st_size)
        guard size > 0 else { throw .malformed(path: path, line: 1, reason: "the file is empty") }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            throw .unreadable(path: path, reason: Self.lastError())
        }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
