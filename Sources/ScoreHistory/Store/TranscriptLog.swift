import Foundation

/// One session's transcript: a 0600 JSONL file of `TranscriptEvent`s under the transcripts directory.
///
/// Every event is redacted before it is encoded, and the encoded line is redacted again, so a
/// configured secret cannot reach the file even inside a JSON escape.
public struct TranscriptLog: Sendable {
    /// The session's JSONL file.
    public let file: URL
    /// Applied to every event before it is written.
    public let redactor: Redactor

    /// - Parameters:
    ///   - session: The session id; also the file name.
    ///   - locations: Where transcripts go; the directory is created (0700) on the first append.
    ///   - redactor: Holds the secrets to keep out, e.g. the API key.
    public init(session: String, locations: DataLocations, redactor: Redactor) {
        self.init(file: locations.transcriptFile(session: session), redactor: redactor)
    }

    /// A log at an explicit path, for tests.
    public init(file: URL, redactor: Redactor) {
        self.file = file
        self.redactor = redactor
    }

    /// Appends one event as one line (whole-line write under `flock`; not fsync'd, unlike history).
    ///
    /// - Throws: `HistoryError` when the directory or file cannot be written.
    public func append(_ event: TranscriptEvent) throws(HistoryError) {
        try SecureFiles.createDirectory(file.deletingLastPathComponent())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(event.redacted(by: redactor))
        } catch {
            throw .ioFailure(path: file.path, operation: "encode an event for", reason: "\(error)")
        }
        let line = redactor.redact(String(decoding: data, as: UTF8.self)) + "\n"
        try SecureFiles.appendLine(Array(line.utf8), to: file, isDurable: false)
    }

    /// Reads the transcript back (for `:transcript`); unreadable lines are counted in `skipped`.
    public func load() throws(HistoryError) -> HistoryLoad<TranscriptEvent> {
        let decoder = JSONDecoder()
        var events: [TranscriptEvent] = []
        var skipped = SkippedLines(file: file.path)
        try LineReader.forEachLine(in: file) { number, line in
            guard !line.isEmpty else { return }
            if let event = try? decoder.decode(TranscriptEvent.self, from: Data(buffer: line)) {
                events.append(event)
            } else {
                skipped.add(lineNumber: number)
            }
        }
        return HistoryLoad(items: events, skipped: skipped.count > 0 ? skipped : nil)
    }
}
