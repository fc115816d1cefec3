import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Streams a file's lines in fixed-size chunks, so a large history never sits in memory whole.
enum LineReader {
    static let chunkSize = 4 << 20

    /// Calls `body` with each line's number (1-based) and bytes, without the newline.
    ///
    /// Holds a shared `flock` while reading so a concurrent append is seen whole or not at all.
    /// A missing file has no lines.
    static func forEachLine(
        in url: URL, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void
    ) throws(HistoryError) {
        let path = url.path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return }
            throw .ioFailure(path: path, operation: "open", reason: systemErrorText())
        }
        defer { close(fd) }
        flock(fd, LOCK_SH)
        defer { flock(fd, LOCK_UN) }

        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var filled = 0
        var lineNumber = 0
        while true {
            if filled == buffer.count {
                buffer.append(contentsOf: [UInt8](repeating: 0, count: buffer.count))
            }
            let count = buffer.withUnsafeMutableBytes { raw in
                read(fd, raw.baseAddress! + filled, raw.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .ioFailure(path: path, operation: "read", reason: systemErrorText())
            }
            let isEnd = count == 0
            filled += count
            let consumed = buffer.withUnsafeBufferPointer { all -> Int in
                var start = 0
                while start < filled {
                    let rest = UnsafeRawPointer(all.baseAddress! + start)
                    guard let newline = memchr(rest, 0x0A, filled - start) else { break }
                    let end = start + (UnsafeRawPointer(newline) - rest)
                    lineNumber += 1
                    body(lineNumber, UnsafeBufferPointer(rebasing: all[start..<end]))
                    start = end + 1
                }
                if isEnd, start < filled {
                    lineNumber += 1
                    body(lineNumber, UnsafeBufferPointer(rebasing: all[start..<filled]))
                    start = filled
                }
                return start
            }
            if consumed > 0 {
                buffer.withUnsafeMutableBytes { raw in
                    _ = memmove(raw.baseAddress!, raw.baseAddress! + consumed, filled - consumed)
                }
                filled -= consumed
            }
            if isEnd { return }
        }
    }
}
