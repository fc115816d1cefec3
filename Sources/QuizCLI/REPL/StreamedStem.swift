import Foundation
import Quiz

/// Tracks the question text while a model streams it, so the REPL can show it as it arrives.
///
/// Snapshots may arrive before the learner reaches this question (prefetch). Text is buffered
/// until `attach` and then forwarded as updates; a reply the source rejects restarts the text.
final class StreamedStem: @unchecked Sendable {
    /// What the viewer is told.
    enum Update: Sendable, Equatable {
        /// The first text shown: mark where the stem starts, so it can be erased.
        case started(String)
        /// More of the stem.
        case text(String)
        /// The stem shown so far belongs to a rejected reply: erase it (the question is asked again).
        case rejected
        /// The first text of the next reply: erase whatever stands in for the rejected stem first.
        case restarted(String)
    }

    private let lock = NSLock()
    private var text = ""
    private var sink: (@Sendable (Update) -> Void)?
    private var isRestarting = false
    /// Whether any text went to the viewer since `attach` (the stem on screen may need erasing).
    private(set) var hasShownText = false

    func receive(_ partial: Question.PartiallyGenerated) {
        if partial == Question.PartiallyGenerated() {
            let wasShown: Bool = lock.withLock {
                defer { text = "" }
                let shown = sink != nil && !text.isEmpty
                if shown { isRestarting = true }
                return shown
            }
            if wasShown { sink?(.rejected) }
            return
        }
        guard let latest = partial.text else { return }
        let update: Update? = lock.withLock {
            guard latest.count > text.count, latest.hasPrefix(text) else { return nil }
            let delta = String(latest.dropFirst(text.count))
            text = latest
            guard sink != nil else { return nil }
            defer {
                isRestarting = false
                hasShownText = true
            }
            if !hasShownText { return .started(delta) }
            return isRestarting ? .restarted(delta) : .text(delta)
        }
        if let update { sink?(update) }
    }

    /// Starts forwarding updates to `sink`; the text received so far is its first update.
    func attach(_ sink: @escaping @Sendable (Update) -> Void) {
        let buffered: String = lock.withLock {
            self.sink = sink
            hasShownText = !text.isEmpty
            return text
        }
        if !buffered.isEmpty { sink(.started(buffered)) }
    }

    /// Stops forwarding and returns everything that was received, and whether any of it was shown.
    func detach() -> (text: String, wasShown: Bool) {
        lock.withLock {
            sink = nil
            return (text, hasShownText)
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
