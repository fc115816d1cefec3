import Foundation
import Quiz
import Testing

@testable import Lexicon

/// Issue 22, session 22: a definition that holds another whole is the same meaning and more, and a meaning
/// question's wrong answers come in the key's style.
extension TeacherReadyTests {
    /// *beach* "the land next to the sea, where people like to play" holds *coast*'s "the land next to the
    /// sea": beside *coast*'s meaning *beach* was a second answer (the WordNet cross-check found it offered
    /// once wrong answers came from the key's class). A shorter phrase inside a word does not count.
    @Test func aDefinitionThatHoldsAnotherWholeIsAlike() throws {
        let coast = try #require(lexicon.everydaySense(of: "coast", as: .noun))
        let beach = try #require(lexicon.everydaySense(of: "beach", as: .noun))
        #expect(lexicon.glossesAlike(coast.synset, beach.synset) && lexicon.glossesAlike(beach.synset, coast.synset))
        let island = try #require(lexicon.everydaySense(of: "island", as: .noun))
        #expect(!lexicon.glossesAlike(coast.synset, island.synset))
        let holds = { (text: String, longer: String) in
            Array(text.utf8).withUnsafeBytes { a in
                Array(longer.utf8).withUnsafeBytes { Lexicon.holdsPhrase(a, in: $0) }
            }
        }
        #expect(holds("the land next", "the land next to the sea"))
        #expect(!holds("the land next", "the land nextdoor to the sea"))
        #expect(!holds("next to", "the land next to the sea"))  // two words are no definition
        for (seed, item) in QuestionGenerator(lexicon: lexicon).questions(about: "coast", at: .a2, seeds: 1...40) {
            #expect(!item.question.choices.contains("beach"), "seed \(seed): \(item.question)")
            #expect(!item.question.choices.contains(beach.gloss), "seed \(seed): \(item.question)")
        }
    }

    /// From B1, a meaning question's wrong answers are of the key's style: learner definitions beside a
    /// learner definition, WordNet's glosses beside WordNet's (round 30-32's C1 readers: "provoke or stir
    /// up" among "to …" choices gave the key away). Over a 1,500-question C1 session, the key is alone in its
    /// style in 2 meaning questions (where the key's style has too few words), 5 without the rule.
    @Test func wrongDefinitionsComeInTheKeysStyle() throws {
        let source = OfflineQuestionSource(lexicon: lexicon, seed: 41)
        var meaningQuestions = 0
        var keyAlone: [String] = []
        for _ in 0..<1_500 {
            let item = try source.makeQuestion(for: QuestionRequest(level: .c1))
            guard item.kind == .wordToDefinition else { continue }
            meaningQuestions += 1
            let senses = lexicon.senses(of: item.question.word)
            let isPlain = { (choice: String) in
                senses.first { $0.gloss == choice }.map { $0.wordNetGloss != nil }
            }
            guard let keyPlain = isPlain(item.question.answer) else { continue }
            // A wrong answer's style, read from the word its feedback names.
            let others = (item.choiceFeedback ?? []).compactMap { note -> Bool? in
                guard let open = note.range(of: "“"),
                    let close = note.range(of: "”", range: open.upperBound..<note.endIndex),
                    note.hasPrefix("That is what")
                else { return nil }
                let word = String(note[open.upperBound..<close.lowerBound])
                return lexicon.senses(of: word).first { item.question.choices.contains($0.gloss) }.map {
                    $0.wordNetGloss != nil
                }
            }
            if others.count == 3, others.allSatisfy({ $0 != keyPlain }) { keyAlone.append(item.question.word) }
        }
        #expect(meaningQuestions >= 100)
        #expect(keyAlone.count <= 2, "\(keyAlone.count) of \(meaningQuestions): \(keyAlone)")
    }
}
