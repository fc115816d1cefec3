import Foundation
import Quiz

/// One line of a session transcript: what was sent, what came back, what the learner did.
///
/// A flat record with optional fields keeps every line greppable and the file easy to read
/// with `jq`; `kind` says which fields are set.
public struct TranscriptEvent: Sendable, Hashable, Codable {
    /// Which step of a turn the event records; the raw value is the `event` field.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The session's system instructions (`text`).
        case instructions
        /// A per-turn prompt (`text`).
        case prompt
        /// Raw model output before validation (`text`).
        case modelOutput = "model-output"
        /// A generation was retried (`reason`, `attempt`).
        case retry
        /// A question was shown (`question`).
        case questionShown = "question-shown"
        /// The learner answered (`text`, `seconds` = answer latency).
        case answerGiven = "answer-given"
        /// The answer was graded (`isCorrect`, `text` = the right answer).
        case grading
        /// A duration (`label`, `seconds`), e.g. generation time or time to first token.
        case timing
        /// Rejected model replies counted by reason, at the end of a session (`text`).
        case rejections
        /// A question whose wrong key was moved to the one choice the lexicon confirms (`text`).
        case rekeyed = "re-keyed"
        /// Something the run said once about its source (`text`), such as falling back to free choices.
        case notice
        /// What one question's model replies cost, retries included (`text`: "612 prompt + 74 completion").
        case tokens
    }

    /// ISO 8601 UTC.
    public var time: String
    /// Which fields below are set.
    public var kind: Kind
    /// Instructions, prompt, raw output, the given answer or the right answer.
    public var text: String?
    /// Why a generation was retried.
    public var reason: String?
    /// Which attempt a retry starts (2 for the first retry).
    public var attempt: Int?
    /// The question as shown, after shuffling.
    public var question: Question?
    /// The grading.
    public var isCorrect: Bool?
    /// What a timing measures.
    public var label: String?
    /// A duration: answer latency or a timing.
    public var seconds: Double?

    /// One event at `time`; set the fields its `kind` documents.
    public init(
        kind: Kind, at time: Date, text: String? = nil, reason: String? = nil, attempt: Int? = nil,
        question: Question? = nil, isCorrect: Bool? = nil, label: String? = nil, seconds: Double? = nil
    ) {
        self.time = Timestamp.format(time)
        self.kind = kind
        self.text = text
        self.reason = reason
        self.attempt = attempt
        self.question = question
        self.isCorrect = isCorrect
        self.label = label
        self.seconds = seconds
    }

    enum CodingKeys: String, CodingKey {
        case time, kind = "event", text, reason, attempt, question
        case isCorrect = "correct"
        case label, seconds
    }

    /// The same event with every string passed through `redactor`.
    public func redacted(by redactor: Redactor) -> TranscriptEvent {
        var copy = self
        copy.text = text.map(redactor.redact)
        copy.reason = reason.map(redactor.redact)
        copy.label = label.map(redactor.redact)
        // A redaction that would break a rule (two choices both a secret) drops the question rather than
        // keep the secret: the transcript's other events still say what happened.
        copy.question = question.flatMap {
            try? Question(
                word: redactor.redact($0.word), text: redactor.redact($0.text),
                choices: $0.choices.map(redactor.redact), answer: redactor.redact($0.answer),
                explanation: redactor.redact($0.explanation))
        }
        return copy
    }
}
