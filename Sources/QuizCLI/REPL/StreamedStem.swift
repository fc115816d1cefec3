import Foundation
import GuidedGeneration
import Quiz
import Support

/// Tracks the question text while a model streams it, so the REPL can show it as it arrives.
///
/// Snapshots may arrive before the learner reaches this question (prefetch). Text is buffered
/// until `attach` and then forwarded as updates; a reply the source rejects restarts the text.
/// Updates are forwarded while the lock is held, so none arrives after `detach` returns and none
/// overtakes another.
final class StreamedStem: Sendable {
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

    private struct State {
        var text = ""
        var sink: (@Sendable (Update) -> Void)?
        var isRestarting = false
        /// Whether any text went to the viewer since `attach` (the stem on screen may need erasing).
        var hasShownText = false
    }

    private let state = Locked(State())

    func receive(_ progress: QuestionProgress) {
        state.withLock { state in
            guard case let .partial(partial) = progress else {
                let wasShown = state.sink != nil && !state.text.isEmpty
                state.text = ""
                if wasShown {
                    state.isRestarting = true
                    state.sink?(.rejected)
                }
                return
            }
            guard let latest = partial.text, latest.count > state.text.count, latest.hasPrefix(state.text) else {
                return
            }
            let delta = String(latest.dropFirst(state.text.count))
            state.text = latest
            guard let sink = state.sink else { return }
            let update: Update =
                !state.hasShownText ? .started(delta) : state.isRestarting ? .restarted(delta) : .text(delta)
            state.isRestarting = false
            state.hasShownText = true
            sink(update)
        }
    }

    /// Starts forwarding updates to `sink`; the text received so far is its first update.
    func attach(_ sink: @escaping @Sendable (Update) -> Void) {
        state.withLock { state in
            state.sink = sink
            state.hasShownText = !state.text.isEmpty
            if !state.text.isEmpty { sink(.started(state.text)) }
        }
    }

    /// Stops forwarding and returns everything that was received, and whether any of it was shown.
    func detach() -> (text: String, wasShown: Bool) {
        state.withLock { state in
            state.sink = nil
            return (state.text, state.hasShownText)
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

    /// The question, or the error that ended its generation. Cancelling the waiting task (Ctrl-C)
    /// cancels the generation: a task's `value` alone waits on, however long the model takes.
    var item: QuizItem {
        get async throws {
            let task = task
            return try await withTaskCancellationHandler {
                try await task.value
            } onCancel: {
                task.cancel()
            }
        }
    }

    /// Cancels the request and waits until it has ended, so the source is free for the next one.
    func cancel() async {
        task.cancel()
        _ = await task.result
    }
}
