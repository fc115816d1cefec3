import Foundation
import Quiz
import Testing

@testable import Lexicon

extension TeacherReadyTests {
    /// The word and the meaning a wrong pick's feedback gives it: "“talks” means “formal meetings…”"
    /// for a word choice (`spelledOut`), "That is what “raise” means" beside the choice itself for a
    /// meaning choice.
    static func explainedMeaning(of choice: String, note: String) -> (word: String, meaning: String)? {
        if note.hasPrefix("That is what “"), let close = note.range(of: "” means") {
            return (String(note[note.index(note.startIndex, offsetBy: 14)..<close.lowerBound]), choice)
        }
        return spelledOut(note)
    }

    /// Feedback that explains a wrong word by a word of its own stem ("“awkwardly” means “in an awkward
    /// manner”", "“loyalty” means “the quality of being loyal”") teaches nothing: round 13's readers
    /// marked it in every set. A learner definition is exempt, as in the generator's rule: it may need
    /// the word's root ("artist": "… makes other art").
    @Test func noWrongPickIsExplainedByAWordOfItsOwnStem() throws {
        var circular: [String] = []
        var explained = 0
        for item in try Self.session.get() {
            for (index, choice) in item.question.choices.enumerated() where choice != item.question.answer {
                guard let note = item.feedback(forChoice: index),
                    let (word, meaning) = Self.explainedMeaning(of: choice, note: note)
                else { continue }
                explained += 1
                if isWordNetText(meaning, of: word), Giveaway(word: word).isGivenAway(by: meaning) {
                    circular.append("\(word): \(meaning)")
                }
            }
        }
        #expect(explained > 600)
        #expect(circular.isEmpty, "\(circular.count) of \(explained): \(circular)")
    }
}
