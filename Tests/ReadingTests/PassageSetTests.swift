import Lexicon
import Quiz
import Testing

@testable import Reading

/// A passage set asks at most one blank question per sentence: a second blank in the same sentence
/// would show the first one's answer in its stem (the round-2 read-through's river 01/09/16, tennis 03/18).
struct PassageSetTests {
    @Test func noTwoBlankQuestionsShareASentence() throws {
        let reader = try ReadingFixtures.reader()
        let lexicon = try ReadingFixtures.lexicon.get()
        let inflections = try ReadingFixtures.inflections.get()
        var blanks = 0
        var definitionsInATakenSentence = 0
        for passage in ["river", "tennis", "chapter3", "kitchen", "station"] {
            let text = try ReadingFixtures.text("Tests/Fixtures/passages/\(passage).txt")
            let list = try reader.list(text: text, level: .b1, limit: 40, source: passage)
            let source = PassageQuestionSource(
                list: list, lexicon: lexicon, inflections: inflections,
                relations: try ReadingFixtures.relations.get(), seed: 502)
            var asked = Set<String>()
            var blanked: [String: String] = [:]
            while let item = try? source.makeQuestion(for: QuestionRequest(excludedWords: asked)) {
                asked.insert(item.question.word)
                let sentence = try #require(item.passage?.sentence)
                if item.kind == .fillInTheBlank {
                    blanks += 1
                    #expect(
                        blanked[sentence] == nil, "\(passage): \(item.question.word) and \(blanked[sentence] ?? "")")
                    blanked[sentence] = item.question.word
                } else if blanked[sentence] != nil {
                    definitionsInATakenSentence += 1
                }
            }
        }
        #expect(blanks >= 20)
        // The rule is not vacuous: words of a taken sentence are still asked, by definition.
        #expect(definitionsInATakenSentence >= 1)
    }
}
