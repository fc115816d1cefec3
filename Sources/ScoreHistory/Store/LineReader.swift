import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file's lines in fixed-size blocks, so a large history never sits in memory whole,
/// and splits big files into chunks at line boundaries so several threads can parse them.
enum LineReader {
    /// Files smaller than this are read by one thread; thread start-up would cost more than it saves.
    static let bytesPerChunk: off_t = 32 << 20

    /// Opens `url` under a shared `flock`, splits it into at most `maxChunks` chunks and hands them to `body`.
    ///
    /// The lock makes a concurrent append visible whole or not at all; a missing file has no chunks.
    ///
    /// - Parameter chunkBytes: The least a chunk should hold; tests lower it to split small files.
    static func withChunks<T>(
        of url: URL, maxChunks: Int, chunkBytes: off_t = bytesPerChunk, _ body: ([LineChunk]) -> T
    ) throws(HistoryError) -> T {
        let path = url.path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return body([]) }
            throw .ioFailure(path: path, operation: "open", reason: systemErrorText())
        }
        defer { close(fd) }
        flock(fd, LOCK_SH)
        defer { flock(fd, LOCK_UN) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw .ioFailure(path: path, operation: "read", reason: systemErrorText())
        }
        let size = off_t(info.st_size)
        let count = max(1, min(maxChunks, Int(size / max(1, chunkBytes))))
        var bounds: [off_t] = [0]
        for index in 1..<(count + 1) {
            let guess = index == count ? size : size * off_t(index) / off_t(count)
            bounds.append(max(bounds[index - 1], index == count ? size : lineStart(after: guess, fd: fd, size: size)))
        }
        let chunks = (0..<count).map { LineChunk(fd: fd, path: path, start: bounds[$0], end: bounds[$0 + 1]) }
        return body(chunks)
    }

    /// Calls `body` with each line's number (1-based) and bytes, on this thread.
    static func forEachLine(in url: URL, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) throws(HistoryError) {
        let result = try withChunks(of: url, maxChunks: 1) { chunks -> Result<Void, HistoryError> in
            for chunk in chunks {
                if case .failure(let error) = chunk.forEachLine(body) { return .failure(error) }
            }
            return .success(())
        }
        try result.get()
    }

    /// The offset just past the first newline at or after `offset`, or `size` when there is none.
    private static func lineStart(after offset: off_t, fd: Int32, size: off_t) -> off_t {
        var block = [UInt8](repeating: 0, count: 64 << 10)
        var position = offset
        while position < size {
            let count = block.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, position) }
            guard count > 0 else { return size }
            if let index = block[0..<count].firstIndex(of: 0x0A) { return position + off_t(index) + 1 }
            position += off_t(count)
        }
        return size
    }
}

/// The lines that start in `[start, end)` of an open file; safe to walk from any thread (it uses `pread`).
struct LineChunk: Sendable {
    let fd: Int32
    let path: String
    let start: off_t
    let end: off_t

    static let blockSize = 4 << 20

    /// Calls `body` with each line's number within this chunk (1-based) and its bytes, without the newline.
    ///
    /// - Returns: The number of lines walked, or the read error.
    @discardableResult
    func forEachLine(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) -> Result<Int, HistoryError> {
        var buffer = [UInt8](repeating: 0, count: Self.blockSize)
        var filled = 0
        var offset = start
        var lineNumber = 0
        while true {
            if filled == buffer.count {
                buffer.append(contentsOf: [UInt8](repeating: 0, count: buffer.count))
            }
            let wanted = min(buffer.count - filled, Int(end - offset))
            let count = buffer.withUnsafeMutableBytes { raw in
                wanted == 0 ? 0 : pread(fd, raw.baseAddress! + filled, wanted, offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.ioFailure(path: path, operation: "read", reason: systemErrorText()))
            }
            let isEnd = count == 0
            filled += count
            offset += off_t(count)
            let consumed = buffer.withUnsafeBufferPointer { all -> Int in
                var lineStart = 0
                while lineStart < filled {
                    let rest = UnsafeRawPointer(all.baseAddress! + lineStart)
                    guard let newline = memchr(rest, 0x0A, filled - lineStart) else { break }
                    let lineEnd = lineStart + (UnsafeRawPointer(newline) - rest)
                    lineNumber += 1
                    body(lineNumber, UnsafeBufferPointer(rebasing: all[lineStart..<lineEnd]))
                    lineStart = lineEnd + 1
                }
                if isEnd, lineStart < filled {
                    lineNumber += 1
                    body(lineNumber, UnsafeBufferPointer(rebasing: all[lineStart..<filled]))
                    lineStart = filled
                }
                return lineStart
            }
            if consumed > 0 {
                buffer.withUnsafeMutableBytes { raw in
                    _ = memmove(raw.baseAddress!, raw.baseAddress! + consumed, filled - consumed)
                }
                filled -= consumed
            }
            if isEnd { return .success(lineNumber) }
        }
    }
}
