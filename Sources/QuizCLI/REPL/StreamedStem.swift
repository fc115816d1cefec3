import Foundation
import Quiz

/// Tracks the question text while a model streams it, so the REPL can show it as it arrives.
///
/// Snapshots may arrive before the learner reaches this question (prefetch). Text is buffered
/// until `attach` and then forwarded as deltas.
final class StreamedStem: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    private var sink: (@Sendable (String) -> Void)?

    func receive(_ partial: Question.PartiallyGenerated) {
        guard let latest = partial.text else { return }
        let delta: String? = lock.withLock {
            guard latest.count > text.count, latest.hasPrefix(text) else { return nil }
            let delta = String(latest.dropFirst(text.count))
            text = latest
            return sink == nil ? nil : delta
        }
        if let delta { sink?(delta) }
    }

    /// Starts forwarding deltas to `sink` and returns the text received so far.
    func attach(_ sink: @escaping @Sendable (String) -> Void) -> String {
        lock.withLock {
            self.sink = sink
            return text
        }
    }

    /// Stops forwarding and returns everything that was received.
    func detach() -> String {
        lock.withLock {
            sink = nil
            return text
        }
    }
}

/// A question being generated in the background while the learner answers the previous one.
struct PendingQuestion: Sendable {
    let request: QuestionRequest
    let stem = StreamedStem()
    private let task: Task<QuizItem, Error>

    init(source: any QuestionSource, request: QuestionRequest) {
        self.request = request
        let stem = self.stem
        task = Task { try await source.nextQuestion(for: request) { stem.receive($0) } }
    }

    var item: QuizItem {
        get async throws { try await task.value }
    }

    func cancel() {
        task.cancel()
    }
}
