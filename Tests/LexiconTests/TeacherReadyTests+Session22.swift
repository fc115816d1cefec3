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

    /// From B1, a meaning question's wrong answers are of the key's style: WordNet's glosses beside a WordNet
    /// key, learner definitions beside a learner definition (rounds 30 and 32's C1 readers: *incite*'s "provoke
    /// or stir up" among "to …" choices gave the key away). Over 30 draws each, every wrong answer of *incite*
    /// (a WordNet key) is a WordNet gloss, and every one of *grapple* (a learner key) a learner definition.
    @Test func wrongDefinitionsComeInTheKeysStyle() throws {
        let generator = QuestionGenerator(lexicon: lexicon)
        var checked = 0
        for (word, keyIsPlain) in [("incite", false), ("grapple", true)] {
            for (seed, item) in generator.questions(about: word, at: .c1, seeds: 1...30)
            where item.kind == .wordToDefinition {
                checked += 1
                // A wrong answer's style, read from the word its feedback names.
                let styles = (item.choiceFeedback ?? []).compactMap { note -> Bool? in
                    guard note.hasPrefix("That is what “"), let close = note.firstIndex(of: "”") else { return nil }
                    let wrongWord = String(note[note.index(note.startIndex, offsetBy: 14)..<close])
                    return lexicon.senses(of: wrongWord).first { item.question.choices.contains($0.gloss) }
                        .map { $0.wordNetGloss != nil }
                }
                #expect(styles.count == 3 && styles.allSatisfy { $0 == keyIsPlain }, "seed \(seed): \(item.question)")
            }
        }
        #expect(checked >= 10)
    }
}

extension TeacherReadyTests {
    /// WordNet pairs a teacher does not ask as opposites (`scripts/data/learner-antonym-drops.tsv`): *native*
    /// → *adopted* (rounds 30 and 34), *ride* → *walk* (round 33), *present* → *future* (rounds 31-32). The
    /// pairs are gone from the lexicon, so no antonym question keys them; other pairs of the same words stay.
    @Test func droppedAntonymPairsAreNotAskedAsOpposites() throws {
        let rows = try LearnerDefinitionTests.dataRows("learner-antonym-drops.tsv", header: "lemma")
        #expect(rows.count >= 8)
        for (line, fields) in rows {
            let kind = try #require(PartOfSpeech(rawValue: fields[1]), "line \(line)")
            let entry = try #require(lexicon.entries(for: fields[0]).first { $0.partOfSpeech == kind }, "line \(line)")
            #expect(!entry.senses.contains { $0.antonyms.contains(fields[2]) }, "line \(line): \(fields[0])")
        }
        let native = try #require(lexicon.entries(for: "native").first { $0.partOfSpeech == .adjective })
        #expect(native.senses.contains { $0.antonyms.contains("foreign") })
        let generator = QuestionGenerator(lexicon: lexicon)
        for (word, dropped) in [("native", "adopted"), ("ride", "walk"), ("present", "future")] {
            for (seed, item) in generator.questions(about: word, at: .b1, seeds: 1...30) where item.kind == .antonym {
                #expect(item.question.answer != dropped, "seed \(seed): \(item.question)")
            }
        }
    }
}
