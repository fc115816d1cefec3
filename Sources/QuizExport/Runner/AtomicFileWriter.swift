import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// Writes a file so that it either appears complete or not at all.
///
/// The bytes go to a 0600 temporary file beside the destination, are flushed to disk with `fsync`,
/// and the file is renamed over the destination only at the end. An export is meant to be shared, so
/// by default the file then takes the mode any new file would (0666 less the umask); `.private`
/// keeps it 0600. On an error or a cancellation the
/// temporary file is removed, so Ctrl-C or a full disk never leaves a half-written export behind.
public struct AtomicFileWriter: Sendable {
    /// Bytes written between two cancellation checks.
    public var chunkSize: Int
    public var permissions: FilePermissions
    private let isCancelled: @Sendable () -> Bool

    /// - Parameter isCancelled: Asked between chunks and just before the rename; by default the current task's flag.
    public init(
        chunkSize: Int = 1 << 20, permissions: FilePermissions = .followingUmask,
        isCancelled: @escaping @Sendable () -> Bool = { Task.isCancelled }
    ) {
        self.chunkSize = max(1, chunkSize)
        self.permissions = permissions
        self.isCancelled = isCancelled
    }

    /// Writes `data` to `destination` atomically, with `permissions`.
    ///
    /// - Throws: `ExportError.cancelled` when cancelled before the rename, `ExportError.writeFailed` otherwise;
    ///   in both cases neither the destination nor a temporary file has been created.
    public func write(_ data: Data, to destination: URL) throws(ExportError) {
        let path = destination.path
        let directory = destination.deletingLastPathComponent().path
        var template = Array((directory + "/.\(destination.lastPathComponent).vocabquiz-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: Self.systemError()) }
        let temporaryPath = String(
            decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(ExportError) {
            try fill(descriptor, with: data, path: path)
            if permissions == .followingUmask, fchmod(descriptor, 0o666 & ~Self.currentUmask()) != 0 {
                throw .writeFailed(path: path, reason: Self.systemError())
            }
            guard fsync(descriptor) == 0 else { throw .writeFailed(path: path, reason: Self.systemError()) }
        } catch {
            close(descriptor)
            unlink(temporaryPath)
            throw error
        }
        guard close(descriptor) == 0 else {
            let reason = Self.systemError()
            unlink(temporaryPath)
            throw .writeFailed(path: path, reason: reason)
        }
        guard !isCancelled() else {
            unlink(temporaryPath)
            throw .cancelled(path: path)
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = Self.systemError()
            unlink(temporaryPath)
            throw .writeFailed(path: path, reason: reason)
        }
        Self.syncDirectory(directory)
    }

    private func fill(_ descriptor: Int32, with data: Data, path: String) throws(ExportError) {
        var offset = 0
        while offset < data.count {
            guard !isCancelled() else { throw .cancelled(path: path) }
            let end = min(offset + chunkSize, data.count)
            let written = data[data.startIndex + offset..<data.startIndex + end].withUnsafeBytes { bytes in
                systemWrite(descriptor, bytes.baseAddress, bytes.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .writeFailed(path: path, reason: Self.systemError())
            }
            offset += written
        }
    }

    /// Makes the rename itself durable; failure here loses nothing already visible, so it is not an error.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// The process's umask; POSIX can only read it by setting it, so it is put back at once.
    private static func currentUmask() -> mode_t {
        let mask = umask(0o077)
        umask(mask)
        return mask
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}

/// Who may read a file the writer creates.
public enum FilePermissions: Sendable, Equatable {
    /// 0666 less the umask, like any file a program creates: for exports, which are shared.
    case followingUmask
    /// 0600: only the owner.
    case `private`
}
