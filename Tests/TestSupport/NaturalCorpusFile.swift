import Foundation
import Quiz

/// The natural corpus as stored (`Tests/Fixtures/natural-corpus/natural-questions.jsonl`): correct
/// questions written blind, in plain learner-dictionary words, one JSON object a line. The checker's
/// measurements (`LexiconTests`) and the judge's (`ModelQuestionsTests`) read the same file this way.
public enum NaturalCorpusFile {
    public struct Item: Decodable, Sendable {
        public let kind: String
        public let level: String
        public let word: String
        public let text: String
        public let choices: [String]
        public let answer: String
        public let explanation: String

        public var question: Question {
            // The corpus file holds only questions that keep `Question`'s rules.
            try! Question(word: word, text: text, choices: choices, answer: answer, explanation: explanation)
        }
    }

    /// Which questions a measurement covers. Every 4th question of the file (lines 4, 8, 12, …) is held
    /// out: rules are tuned on the development questions only, and the held-out ones are read as counts,
    /// never item by item, so their figure says how the checker does on questions nobody tuned it for.
    public enum Split: String, Sendable {
        case all, development, heldOut = "held-out"

        public func contains(line: Int) -> Bool {
            switch self {
            case .all: true
            case .development: line % 4 != 0
            case .heldOut: line % 4 == 0
            }
        }
    }

    public static var url: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/natural-corpus/natural-questions.jsonl")
    }

    public static func items() throws -> [Item] {
        let text = try String(contentsOf: url, encoding: .utf8)
        let decoder = JSONDecoder()
        return try text.split(separator: "\n").map { try decoder.decode(Item.self, from: Data($0.utf8)) }
    }

    /// `question` with its key moved to each of its other choices.
    public static func wrongKeyVariants(of question: Question) -> [Question] {
        question.choices.filter { Question.normalized($0) != Question.normalized(question.answer) }.compactMap {
            try? question.replacing(answer: $0)
        }
    }
}
