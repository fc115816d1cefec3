import Foundation
import Quiz
import Testing

@testable import Reading

/// A heading is a line without a full stop: blanked, it gives a learner nothing to decide by ("The
/// _____ on Mill Street": *corner* fits as well), so a blank question never takes its sentence from one.
struct HeadingTests {
    @Test func onlyASentenceWithItsFullStopIsBlanked() {
        #expect(PassageQuestions.endsLikeASentence("Rosa opens the bakery at four."))
        #expect(PassageQuestions.endsLikeASentence("\u{201C}Is it ready?\u{201D}"))
        #expect(PassageQuestions.endsLikeASentence("(She laughed.)"))
        #expect(!PassageQuestions.endsLikeASentence("The Bakery on Mill Street"))
        #expect(!PassageQuestions.endsLikeASentence("A Visit to the City Museum "))
    }

    @Test func noBlankIsMadeFromATitle() throws {
        let reader = try ReadingFixtures.reader()
        let questions = try ReadingFixtures.passageQuestions()
        let text = """
            The Bakery on Mill Street

            Every morning Rosa unlocks the small bakery and switches on the big oven before dawn. Her bread \
            has a loyal following in the neighbourhood, and students grab a roll on the way to class.
            """
        var random = SeededGenerator(seed: 7)
        var blanks = 0
        for word in try reader.list(text: text, level: .a1, limit: 100, source: "bakery").words {
            guard let item = questions.question(for: word, using: &random), item.kind == .fillInTheBlank else {
                continue
            }
            blanks += 1
            #expect(!item.question.text.contains("on Mill Street") || item.question.text.hasSuffix("."))
            #expect(item.passage?.sentence != "The Bakery on Mill Street", "\(item.question.text)")
        }
        #expect(blanks > 0, "the body's sentences still give blanks")
    }
}
