import Foundation
import ModelQuestions
import Quiz
import Support

/// Rejected model replies counted by reason, with the words they were about, for the export summary
/// and the session transcript: how often the model was wrong, and how, is part of an honest result.
final class RejectionTally: Sendable {
    private let state = Locked(
        (counts: [QuestionRejection.Reason: Int](), words: [QuestionRejection.Reason: [String]](), rekeyed: [String]()))

    /// The categories counted, in the order the line lists them.
    private static let reasons = QuestionRejection.Reason.modelQuestionReasons

    /// Counts a rejected attempt's reason (a schema failure unless it names a check's category).
    func record(reason: String) {
        let category = QuestionRejection.Reason(classifying: reason, among: Self.reasons)
        let word = Self.word(in: reason, after: category)
        state.withLock { state in
            state.counts[category, default: 0] += 1
            if let word, !(state.words[category] ?? []).contains(word) {
                state.words[category, default: []].append(word)
            }
        }
    }

    /// "2 lexicon: wrong key (load, stem), 1 schema", in `reasons` order; nil when nothing was rejected.
    var line: String? {
        let order = { (reason: QuestionRejection.Reason) in Self.reasons.firstIndex(of: reason) ?? 0 }
        let (sorted, named) = state.withLock { ($0.counts.sorted { order($0.key) < order($1.key) }, $0.words) }
        guard !sorted.isEmpty else { return nil }
        return sorted.map { reason, count in
            let list = named[reason].map { " (\($0.joined(separator: ", ")))" } ?? ""
            return "\(count) \(reason.rawValue)\(list)"
        }.joined(separator: ", ")
    }

    /// The export summary's lines: `rejected replies: …`, then the questions whose wrong key was moved
    /// to the one choice the lexicon confirms; empty when there is nothing to say.
    var summary: String {
        let rekeyed = state.withLock { $0.rekeyed }
        return (line.map { "rejected replies: \($0)\n" } ?? "")
            + (rekeyed.isEmpty
                ? ""
                : "re-keyed to the one choice the lexicon confirms: \(rekeyed.count) (\(rekeyed.joined(separator: ", ")))\n")
    }

    /// Counts the rejections (and re-keyed questions) among a source's events.
    @Sendable func observe(_ event: ModelQuestionSource.Event) {
        if case let .rekeyed(word, _, _) = event { state.withLock { $0.rekeyed.append(word) } }
        guard case let .rejected(attempt, reason) = event else { return }
        // Without an attempt, a rejection concerns a reply already accepted by the session: a repeated
        // word (not a fault of the reply) or a blind disagreement (counted).
        if attempt != nil || !QuestionRejection.Reason(classifying: reason, among: Self.reasons).isSchema {
            record(reason: reason)
        }
    }

    /// The word a check's message names first: `lexicon: wrong key: "load": …` gives `load`.
    private static func word(in message: String, after category: QuestionRejection.Reason) -> String? {
        guard !category.isSchema, let start = message.range(of: category.rawValue + ": \"") else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
