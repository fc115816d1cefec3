import Foundation
import ModelQuestions
import Quiz

/// Rejected model replies counted by reason, for the export summary and the session transcript: how
/// often the model was wrong, and how, is part of an honest result.
final class RejectionTally: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [QuestionRejection.Reason: Int] = [:]

    /// Counts a rejected attempt's reason (a schema failure unless it names a check's category).
    func record(reason: String) {
        let category = QuestionRejection.Reason(classifying: reason)
        lock.withLock { counts[category, default: 0] += 1 }
    }

    /// "2 lexicon: wrong key, 1 schema", in `Reason` order; nil when nothing was rejected.
    var line: String? {
        let sorted = lock.withLock { counts.sorted { $0.key < $1.key } }
        guard !sorted.isEmpty else { return nil }
        return sorted.map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", ")
    }

    /// Counts the rejections among a source's events.
    @Sendable func observe(_ event: ModelQuestionSource.Event) {
        guard case let .rejected(attempt, reason) = event else { return }
        // Without an attempt, a rejection concerns a reply already accepted by the session: a repeated
        // word (not a fault of the reply) or a blind disagreement (counted).
        if attempt != nil || QuestionRejection.Reason(classifying: reason) != .schema { record(reason: reason) }
    }
}
