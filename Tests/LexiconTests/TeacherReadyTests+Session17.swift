import Lexicon
import Quiz
import Testing

/// Issue 22, session 17: what read-through round 19's A2 and B1 readers still marked. A B1 wrong answer was
/// explained in WordNet's first sense when no learner definition was written for it (*links* "a golf course
/// that is built on sandy ground near a shore", *occasions*, *mechanics*), and blanks were cut from WordNet's
/// phrases ("police tried to _____ the gang", "more _____ is needed") and shown in lower case.
extension TeacherReadyTests {
    /// 150 questions at B1 from one session.
    static let b1Session = Result { () throws -> [QuizItem] in
        let source = OfflineQuestionSource(lexicon: try Fixtures.lexicon.get(), seed: 17)
        return try (0..<150).map { _ in try source.makeQuestion(for: QuestionRequest(level: .b1)) }
    }

    /// Every B1 wrong answer is explained by a learner definition written for a sense of it, as below B1.
    @Test func aB1WrongAnswerIsExplainedByALearnerDefinition() throws {
        var offenders: [String] = []
        for item in try Self.b1Session.get() {
            for index in item.question.choices.indices {
                guard let feedback = item.feedback(forChoice: index), !feedback.isEmpty,
                    let word = feedback.split(separator: "“", omittingEmptySubsequences: false).dropFirst().first?
                        .split(separator: "”").first
                else { continue }
                let senses = PartOfSpeech.allCases.compactMap { lexicon.everydaySense(of: String(word), as: $0) }
                if !senses.contains(where: { $0.wordNetGloss != nil }) {
                    offenders.append("\(item.question.word): \(word) \(senses.map(\.gloss))")
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders.count): \(offenders.prefix(5))")
    }

    /// A B1 blank is cut from a sentence, and is shown starting with a capital letter. Blanks are 1-3% of B1
    /// questions, so 600 are drawn (the 150 of `b1Session` held none on session 27's data).
    @Test func aB1BlankIsASentenceWithACapital() throws {
        let source = OfflineQuestionSource(lexicon: lexicon, seed: 17)
        let blanks = try (0..<600).map { _ in try source.makeQuestion(for: QuestionRequest(level: .b1)) }.filter {
            $0.kind == .fillInTheBlank
        }
        #expect(blanks.count >= 3)
        for item in blanks {
            let stem = item.question.text
            let quoted = String(stem.split(separator: "“").last ?? "")
            #expect(quoted.first?.isUppercase == true || quoted.hasPrefix("_"), "\(stem)")
        }
    }
}
