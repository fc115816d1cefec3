import Foundation
import Quiz
import Testing

@testable import Lexicon

extension TeacherReadyTests {
    /// The word and the meaning a wrong pick's feedback gives it: "“talks” means “formal meetings…”"
    /// for a word choice, "That is what “raise” means" beside the choice itself for a meaning choice.
    static func explainedMeaning(of choice: String, note: String) -> (word: String, meaning: String)? {
        if note.hasPrefix("That is what “"), let close = note.range(of: "” means") {
            return (String(note[note.index(note.startIndex, offsetBy: 14)..<close.lowerBound]), choice)
        }
        guard note.hasPrefix("“"), let close = note.range(of: "” means “"),
            let end = note[close.upperBound...].range(of: "”")
        else { return nil }
        return (
            String(note[note.index(after: note.startIndex)..<close.lowerBound]),
            String(note[close.upperBound..<end.lowerBound])
        )
    }

    /// Feedback that explains a wrong word by a word of its own stem ("“awkwardly” means “in an awkward
    /// manner”", "“loyalty” means “the quality of being loyal”") teaches nothing: round 13's readers
    /// marked it in every set. A learner definition is exempt, as in the generator's rule.
    @Test func noWrongPickIsExplainedByAWordOfItsOwnStem() throws {
        let lexicon = try Fixtures.lexicon.get()
        var circular: [String] = []
        var explained = 0
        for item in try Self.session.get() {
            for (index, choice) in item.question.choices.enumerated() where choice != item.question.answer {
                guard let note = item.feedback(forChoice: index),
                    let (word, meaning) = Self.explainedMeaning(of: choice, note: note)
                else { continue }
                explained += 1
                // A learner definition may need the word's root ("artist": "… makes other art").
                let learnerDefined = lexicon.senses(of: word).contains {
                    $0.gloss == meaning && lexicon.hasLearnerDefinition(ofSynset: $0.synset)
                }
                if !learnerDefined, Giveaway(word: word).isGivenAway(by: meaning) {
                    circular.append("\(word): \(meaning)")
                }
            }
        }
        #expect(explained > 600)
        #expect(circular.isEmpty, "\(circular.count) of \(explained): \(circular)")
    }
}
