import Foundation

/// One multiple-choice vocabulary question, in the field order the model generates it.
///
/// The order matters: `word` comes first so the model commits to a target before writing
/// about it, and `explanation` comes last so it can refer to the chosen `answer`.
///
/// A `Question` always keeps its rules (`validate()`): every way of making one (the initialiser,
/// decoding, `replacing`) checks them, and the fields they bind cannot be set from outside. So
/// whatever holds a `Question` (the quiz, exports, history) can trust it without checking again.
public struct Question: Sendable, Hashable, Codable {
    /// The target word the question tests; never empty.
    public private(set) var word: String
    /// The question stem shown to the learner; never empty.
    public private(set) var text: String
    /// Exactly four non-empty, distinct choices, one of which is `answer`.
    public private(set) var choices: [String]
    /// The correct choice, spelled exactly as one of `choices`.
    public private(set) var answer: String
    /// Why the answer is right, shown after grading.
    public var explanation: String

    /// A question that keeps every rule; `answer` is matched ignoring case and surrounding white space
    /// and stored as its choice spells it.
    ///
    /// - Throws: `QuestionError` naming the first rule broken.
    public init(
        word: String, text: String, choices: [String], answer: String, explanation: String
    ) throws(QuestionError) {
        self.word = word
        self.text = text
        self.choices = choices
        self.answer = answer
        self.explanation = explanation
        // Store the answer spelled as the choice the rules found it to be.
        self.answer = choices[try checkedAnswerIndex()]
    }

    /// This question with the given fields changed, checked like a new one.
    ///
    /// - Throws: `QuestionError` when the change would break a rule.
    public func replacing(
        word: String? = nil, text: String? = nil, choices: [String]? = nil, answer: String? = nil,
        explanation: String? = nil
    ) throws(QuestionError) -> Question {
        try Question(
            word: word ?? self.word, text: text ?? self.text, choices: choices ?? self.choices,
            answer: answer ?? self.answer, explanation: explanation ?? self.explanation)
    }

    private enum CodingKeys: String, CodingKey {
        case word, text, choices, answer, explanation
    }

    /// Decodes a question and checks its rules, so a hand-edited or damaged file cannot bring in one
    /// that breaks them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                word: container.decode(String.self, forKey: .word), text: container.decode(String.self, forKey: .text),
                choices: container.decode([String].self, forKey: .choices),
                answer: container.decode(String.self, forKey: .answer),
                explanation: container.decode(String.self, forKey: .explanation))
        } catch let error as QuestionError {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    /// The number of choices every question has.
    public static let choiceCount = 4

    /// The all-optional twin of `Question`, filled in field by field while a model streams.
    public struct PartiallyGenerated: Sendable, Hashable {
        public var word: String?
        public var text: String?
        public var choices: [String]?
        public var answer: String?
        public var explanation: String?

        public init(
            word: String? = nil, text: String? = nil, choices: [String]? = nil,
            answer: String? = nil, explanation: String? = nil
        ) {
            self.word = word
            self.text = text
            self.choices = choices
            self.answer = answer
            self.explanation = explanation
        }
    }
}

extension Question {
    /// The index of the choice that matches `candidate`, ignoring case and surrounding white space.
    public func indexOfChoice(matching candidate: String) -> Int? {
        let wanted = Self.normalized(candidate)
        return choices.firstIndex { Self.normalized($0) == wanted }
    }

    /// The index of `answer` among `choices` (a `Question` always has one).
    public var answerIndex: Int { choices.firstIndex(of: answer) ?? 0 }

    /// Case- and white-space-insensitive form used whenever choices or target words are compared, and
    /// the key the scheduler files a word's memory under: the one normalisation in the package.
    public static func normalized(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last, isPrintableASCII(first), isPrintableASCII(last)
        else { return text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
        return isLowerCaseASCII(text) ? text : text.lowercased()
    }

    /// A printable ASCII byte at either end means trimming would change nothing. Foundation's trimming
    /// bridges through `NSString` on Linux, which dominated a 10,000-question export.
    private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x80 }

    /// Most words are lower-case ASCII already; checking that is far cheaper than `lowercased()`,
    /// which dominated replaying a long history.
    private static func isLowerCaseASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
        } ?? false
    }
}

extension Question {
    /// The same question with its choices in a random order; `answer` still names the right one.
    ///
    /// Models and lexicon builders both tend to put the answer in the same place; shuffling removes
    /// that position bias. Each source shuffles once, where it makes the question (the offline
    /// generator, the model source), so the quiz and the export show the same spread.
    public func shufflingChoices<G: RandomNumberGenerator>(using generator: inout G) -> Question {
        // Shuffling keeps every rule: the same four choices, `answer` spelled as one of them.
        var copy = self
        copy.choices.shuffle(using: &generator)
        return copy
    }
}
