import Foundation

/// Reads a reading text from a file or standard input, in chunks, up to a size limit.
///
/// The limit bounds memory: a 50 MB file stops being read at the limit and is refused, rather than
/// loaded whole. A NUL byte or invalid UTF-8 means the file is not text.
public enum TextInput {
    /// Longer than ten 100,000-word novels: a chapter or a book is far below it.
    public static let byteLimit = 8_000_000

    /// The text of `handle`, named `source` in messages ("'chapter3.txt'", "on standard input").
    ///
    /// - Throws: `ReadingError` when it is too long, binary or empty.
    public static func read(
        _ handle: FileHandle, source: String, limit: Int = byteLimit
    ) throws(ReadingError) -> String {
        var data = Data()
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 16)
            } catch {
                throw .unreadable(path: source)
            }
            guard let chunk, !chunk.isEmpty else { break }
            // On the raw bytes: `Data`'s own iterator costs more than the rest of reading a novel.
            if chunk.withUnsafeBytes({ $0.contains(0) }) { throw .binary(source: source) }
            data.append(chunk)
            if data.count > limit { throw .tooLong(source: source, limit: limit) }
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .binary(source: source) }
        guard text.contains(where: \.isLetter) else { throw .empty(source: source) }
        return text
    }

    /// Opens and reads `path`, or standard input for `-`.
    public static func read(path: String, limit: Int = byteLimit) throws(ReadingError) -> String {
        if path == "-" { return try read(.standardInput, source: "on standard input", limit: limit) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(path: path) }
        defer { try? handle.close() }
        return try read(handle, source: "'\(path)'", limit: limit)
    }
}
