import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The append-only score-history file (`history.jsonl`), one JSON record per line.
///
/// Appends are crash- and concurrency-safe (see `append(_:)`); loading never rewrites or
/// deletes anything, it only skips lines it cannot read and says so once.
public struct HistoryStore: Sendable {
    /// The JSONL file.
    public let file: URL
    /// The least each parsing thread gets; tests lower it to exercise chunking on small files.
    var chunkBytes = LineReader.bytesPerChunk

    /// A store over `file`; nothing is opened until the first append or load.
    public init(file: URL) {
        self.file = file
    }

    /// The store in `locations.dataDirectory`.
    public init(locations: DataLocations) {
        self.init(file: locations.historyFile)
    }

    /// Appends one record as a single `write` of a whole line under `flock(LOCK_EX)`, then `fsync`s.
    ///
    /// A `kill -9` therefore never tears earlier lines, and two processes appending at once
    /// never interleave. A torn last line left by a crash is terminated first, not overwritten.
    /// The file is created 0600.
    ///
    /// - Throws: `HistoryError.ioFailure` quoting the file and the system's reason.
    public func append(_ record: HistoryRecord) throws(HistoryError) {
        try SecureFiles.appendLine(record.jsonLine(), to: file, isDurable: true)
    }

    /// Every readable record, oldest first; a missing file is an empty history.
    ///
    /// - Throws: `HistoryError.ioFailure` when the file exists but cannot be read.
    public func loadRecords() throws(HistoryError) -> HistoryLoad<HistoryRecord> {
        try load(fast: HistoryRecord.scanRecord) { $0 }
    }

    /// The outcome of every readable record, oldest first: what `stats` and review scheduling need.
    ///
    /// Much cheaper than `loadRecords()`, because question texts and explanations are skipped unread.
    /// Files over 32 MiB are parsed in chunks on up to 8 threads, split at line boundaries.
    public func loadOutcomes() throws(HistoryError) -> HistoryLoad<AnswerOutcome> {
        try load(fast: HistoryRecord.scanOutcome) { $0.outcome }
    }

    private func load<Element: Sendable>(
        fast: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> Element?,
        slow: @escaping @Sendable (HistoryRecord) -> Element
    ) throws(HistoryError) -> HistoryLoad<Element> {
        let maxChunks = min(8, ProcessInfo.processInfo.activeProcessorCount)
        let parts = try LineReader.withChunks(of: file, maxChunks: maxChunks, chunkBytes: chunkBytes) { chunks in
            let results = ChunkResults<Result<ChunkLoad<Element>, HistoryError>>(count: chunks.count)
            DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
                results.set(index, Self.load(chunks[index], fast: fast, slow: slow))
            }
            return results.values
        }
        let chunks = try parts.map { result throws(HistoryError) in try result.get() }
        var items: [Element] = []
        items.reserveCapacity(chunks.reduce(0) { $0 + $1.items.count })
        var skipped = SkippedLines(file: file.path)
        var linesBefore = 0
        for chunk in chunks {
            items.append(contentsOf: chunk.items)
            skipped.add(count: chunk.skippedCount, sample: chunk.skippedSample.map { $0 + linesBefore })
            linesBefore += chunk.lineCount
        }
        return HistoryLoad(items: items, skipped: skipped.count > 0 ? skipped : nil)
    }

    /// Parses one chunk: the fast scanner first, `JSONDecoder` for lines it cannot read, else skipped.
    private static func load<Element>(
        _ chunk: LineChunk, fast: (UnsafeBufferPointer<UInt8>) -> Element?, slow: (HistoryRecord) -> Element
    ) -> Result<ChunkLoad<Element>, HistoryError> {
        var result = ChunkLoad<Element>()
        let decoder = JSONDecoder()
        let walked = chunk.forEachLine { number, line in
            if let item = fast(line) {
                result.items.append(item)
            } else if let record = try? decoder.decode(HistoryRecord.self, from: Data(buffer: line)) {
                result.items.append(slow(record))
            } else if !isBlank(line) {
                result.skippedCount += 1
                if result.skippedSample.count < SkippedLines.sampleSize { result.skippedSample.append(number) }
            }
        }
        return walked.map { lines in
            result.lineCount = lines
            return result
        }
    }

    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
}

/// What a load produced: the readable items and, if any, the lines it had to skip.
public struct HistoryLoad<Element> {
    /// The readable items, in file order.
    public var items: [Element]
    /// Present when some lines were unreadable; print its `description` once as a warning.
    public var skipped: SkippedLines?
}

extension HistoryLoad: Sendable where Element: Sendable {}

/// Unreadable history lines (torn by a crash, or edited by hand), reported as one warning.
public struct SkippedLines: Sendable, Hashable, CustomStringConvertible {
    /// The file the lines are in.
    public var file: String
    /// How many lines were skipped.
    public private(set) var count = 0
    /// The first few line numbers (1-based), enough to find them in an editor.
    public private(set) var sampleLineNumbers: [Int] = []

    /// How many line numbers the warning quotes.
    public static let sampleSize = 5

    init(file: String) {
        self.file = file
    }

    mutating func add(lineNumber: Int) {
        add(count: 1, sample: [lineNumber])
    }

    /// Adds `count` skipped lines, of which `sample` are the first line numbers.
    mutating func add(count: Int, sample: [Int]) {
        self.count += count
        sampleLineNumbers += sample.prefix(Self.sampleSize - sampleLineNumbers.count)
    }

    /// The one warning line to print, e.g. `warning: skipped 2 unreadable lines in …`.
    public var description: String {
        let lines = sampleLineNumbers.map(String.init).joined(separator: ", ")
        let more = count > sampleLineNumbers.count ? ", …" : ""
        let noun = count == 1 ? "line" : "lines"
        return "warning: skipped \(count) unreadable \(noun) in '\(file)' (line\(count == 1 ? "" : "s") "
            + "\(lines)\(more)); the file was left unchanged"
    }
}
