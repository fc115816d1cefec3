import Foundation
import GuidedGeneration
import Quiz

/// Tracks the question text while a model streams it, so the REPL can show it as it arrives.
///
/// Snapshots may arrive before the learner reaches this question (prefetch). Text is buffered
/// until `attach` and then forwarded as deltas.
/// Deltas are forwarded while the lock is held, so none arrives after `detach` returns and none
/// overtakes another.
final class StreamedStem: Sendable {
    private struct State {
        var text = ""
        var sink: (@Sendable (String) -> Void)?
    }

    private let state = Locked(State())

    func receive(_ partial: Question.PartiallyGenerated) {
        guard let latest = partial.text else { return }
        state.withLock { state in
            guard latest.count > state.text.count, latest.hasPrefix(state.text) else { return }
            let delta = String(latest.dropFirst(state.text.count))
            state.text = latest
            state.sink?(delta)
        }
    }

    /// Starts forwarding deltas to `sink` and returns the text received so far.
    func attach(_ sink: @escaping @Sendable (String) -> Void) -> String {
        state.withLock { state in
            state.sink = sink
            return state.text
        }
    }

    /// Stops forwarding and returns everything that was received.
    func detach() -> String {
        state.withLock { state in
            state.sink = nil
            return state.text
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

    /// Cancels the request and waits until it has ended, so the source is free for the next one.
    func cancel() async {
        task.cancel()
        _ = await task.result
    }
}
