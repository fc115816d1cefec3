import Foundation
import Quiz

/// One answered question, as appended to the score history.
///
/// History is the source of truth for scores, statistics and review scheduling, so a record
/// carries everything needed to recompute them and to show a missed question again later.
public struct HistoryRecord: Sendable, Hashable {
    /// When the learner answered.
    public var time: Date
    /// Groups the answers of one REPL run.
    public var session: String
    /// The target word.
    public var word: String
    /// The question stem as shown: `text`, as in `Question` and exports. Lines written before it
    /// was named so call it `"question"`; both are read.
    public var text: String
    /// The choices in the order shown.
    public var choices: [String]
    /// The correct choice.
    public var answer: String
    /// The choice the learner picked.
    public var given: String
    /// Whether `given` was the answer.
    public var isCorrect: Bool
    /// Seconds from the question being shown to the answer; drives hard/good/easy grading.
    public var latency: Double
    /// The level the word was asked at, when known.
    public var level: CEFRLevel?
    /// `offline`, or `model @ endpoint`.
    public var source: String
    /// What the question asked about the word.
    public var kind: QuestionKind
    /// Why the answer is right, so `history --missed` can teach it again.
    public var explanation: String

    /// Every field, as stored.
    public init(
        time: Date, session: String, word: String, text: String, choices: [String],
        answer: String, given: String, isCorrect: Bool, latency: Double, level: CEFRLevel?,
        source: String, kind: QuestionKind, explanation: String
    ) {
        self.time = time
        self.session = session
        self.word = word
        self.text = text
        self.choices = choices
        self.answer = answer
        self.given = given
        self.isCorrect = isCorrect
        self.latency = latency
        self.level = level
        self.source = source
        self.kind = kind
        self.explanation = explanation
    }

    /// Builds the record for an answer to `item`.
    public init(item: QuizItem, given: String, isCorrect: Bool, latency: Double, session: String, time: Date) {
        self.init(
            time: time, session: session, word: item.question.word, text: item.question.text,
            choices: item.question.choices, answer: item.question.answer, given: given,
            isCorrect: isCorrect, latency: latency, level: item.level, source: item.source,
            kind: item.kind, explanation: item.question.explanation)
    }

    /// The slice of the record that scheduling and statistics need.
    public var outcome: AnswerOutcome {
        AnswerOutcome(time: time, word: word, isCorrect: isCorrect, latency: latency, level: level)
    }
}

/// The part of an answer that statistics and scheduling use; cheap to load a million of.
public struct AnswerOutcome: Sendable, Hashable, Codable {
    /// When the learner answered.
    public var time: Date
    /// The target word, as asked.
    public var word: String
    /// Whether `given` was the answer.
    public var isCorrect: Bool
    /// Seconds to answer.
    public var latency: Double
    /// The level the question was asked at, where recorded (the history-based default level uses it).
    public var level: CEFRLevel?

    /// Every field, as stored.
    public init(time: Date, word: String, isCorrect: Bool, latency: Double, level: CEFRLevel? = nil) {
        self.time = time
        self.word = word
        self.isCorrect = isCorrect
        self.latency = latency
        self.level = level
    }
}

// MARK: - Codable

extension HistoryRecord: Codable {
    /// The JSON keys, in the order every line is written.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case time, session, word, text, choices, answer, given
        case isCorrect = "correct"
        case latency, level, source, kind, explanation
    }

    /// The stem's key in lines written before it was `text`.
    private enum LegacyKeys: String, CodingKey {
        case question
    }

    /// Decodes a line written by `jsonLine()` or any JSON writer; `time` must be ISO 8601 UTC.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let stamp = try container.decode(String.self, forKey: .time)
        guard let time = Timestamp.parse(Array(stamp.utf8)) else {
            throw DecodingError.dataCorruptedError(
                forKey: .time, in: container, debugDescription: "not an ISO 8601 UTC time: '\(stamp)'")
        }
        self.time = time
        session = try container.decode(String.self, forKey: .session)
        word = try container.decode(String.self, forKey: .word)
        text =
            try container.decodeIfPresent(String.self, forKey: .text)
            ?? decoder.container(keyedBy: LegacyKeys.self).decode(String.self, forKey: .question)
        choices = try container.decode([String].self, forKey: .choices)
        answer = try container.decode(String.self, forKey: .answer)
        given = try container.decode(String.self, forKey: .given)
        isCorrect = try container.decode(Bool.self, forKey: .isCorrect)
        latency = try container.decode(Double.self, forKey: .latency)
        level = try container.decodeIfPresent(CEFRLevel.self, forKey: .level)
        source = try container.decode(String.self, forKey: .source)
        kind = try container.decode(QuestionKind.self, forKey: .kind)
        explanation = try container.decodeIfPresent(String.self, forKey: .explanation) ?? ""
    }

    /// Encodes with `time` as ISO 8601 UTC, the same shape as `jsonLine()`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Timestamp.format(time), forKey: .time)
        try container.encode(session, forKey: .session)
        try container.encode(word, forKey: .word)
        try container.encode(text, forKey: .text)
        try container.encode(choices, forKey: .choices)
        try container.encode(answer, forKey: .answer)
        try container.encode(given, forKey: .given)
        try container.encode(isCorrect, forKey: .isCorrect)
        try container.encode(latency, forKey: .latency)
        try container.encode(level, forKey: .level)
        try container.encode(source, forKey: .source)
        try container.encode(kind, forKey: .kind)
        try container.encode(explanation, forKey: .explanation)
    }
}
