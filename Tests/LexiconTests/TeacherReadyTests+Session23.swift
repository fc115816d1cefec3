import Foundation
import Quiz
import Testing

@testable import Lexicon

/// Issue 22, session 23: read-through round 36's synonym faults. A synonym key shares the asked meaning in
/// its own everyday sense, and its wrong answers are of its kind.
extension TeacherReadyTests {
    /// The synonym questions `word` gets at `level` over 24 draws: key and choices.
    private func synonymQuestions(about word: String, at level: CEFRLevel) -> [Question] {
        QuestionGenerator(lexicon: lexicon).questions(about: word, at: level, seeds: 1...24).compactMap {
            $0.item.kind == .synonym ? $0.item.question : nil
        }
    }

    /// Round 36's four readers marked *adjust* as the key for *align* ("only a loose synonym"), and one
    /// *worried* for *distressed*: WordNet lists each in the word's synset, but not in the key's everyday
    /// sense. Keys that share the word's meaning in their own everyday sense stay (*mistake* for *error*).
    @Test func aSynonymKeySharesTheMeaningInItsOwnEverydaySense() throws {
        for (word, loose) in [("align", "adjust"), ("distressed", "worried"), ("consecutive", "straight")] {
            let keys = synonymQuestions(about: word, at: .c1).map(\.answer)
            #expect(!keys.contains(loose), "\(word): \(keys)")
        }
        let error = synonymQuestions(about: "error", at: .b1)
        #expect(!error.isEmpty && error.allSatisfy { $0.answer == "mistake" })
        let keyEntry = try #require(lexicon.entries(for: "adjust").first { $0.partOfSpeech == .verb })
        let alignEntry = try #require(lexicon.entries(for: "align").first { $0.partOfSpeech == .verb })
        let shared = Set(keyEntry.senses.map(\.synset)).intersection(alignEntry.senses.map(\.synset))
        #expect(!shared.isEmpty, "WordNet lists adjust in a sense of align")
        #expect(!shared.contains(try #require(lexicon.commonSense(ofEntry: keyEntry.index))))
    }

    /// *boss* was the only person beside *mare*, *clip* and *reckoning* for *foreman* (round 36, two
    /// readers): a synonym question's wrong answers are now drawn from a kind-of-thing key's class too.
    @Test func aSynonymsWrongAnswersAreOfTheKeysKind() throws {
        let person = try #require(
            lexicon.everydaySense(of: "boss", as: .noun).flatMap { lexicon.lexicographerFile(ofSynset: $0.synset) })
        var checked = 0
        for question in synonymQuestions(about: "foreman", at: .c1) {
            for choice in question.choices where choice != question.answer {
                let sense = try #require(lexicon.everydaySense(of: choice, as: .noun), "\(choice)")
                #expect(lexicon.lexicographerFile(ofSynset: sense.synset) == person, "\(choice) in \(question)")
                checked += 1
            }
        }
        #expect(checked >= 9)
    }

    /// Rounds 36 and 37's words: *rid* (learners know "get rid of"), *resistor* (a physics term), *drug*
    /// (to teenagers an illegal drug), *miscarriage* and *anorexia* (unusable for teenagers), *counting*
    /// (the A1 verb's -ing form), *neither* as an adjective, and round 39's *incite* ("provoke or stir up"),
    /// *approaching* and *eggs* are asked only at C2: no C1 quiz draws them.
    @Test func roundThirtySixsWordsAreAskedOnlyAtC2() throws {
        let words: [(String, PartOfSpeech)] = [
            ("rid", .verb), ("resistor", .noun), ("drug", .noun), ("miscarriage", .noun), ("anorexia", .noun),
            ("counting", .noun), ("neither", .adjective), ("incite", .verb), ("approaching", .adjective),
            ("eggs", .noun),
        ]
        for (word, kind) in words {
            let levels = lexicon.senses(of: word).filter { $0.partOfSpeech == kind }.map(\.level)
            #expect(!levels.isEmpty && levels.allSatisfy { $0 == nil || $0 == .c2 }, "\(word): \(levels)")
        }
        let source = OfflineQuestionSource(lexicon: lexicon, seed: 36)
        for _ in 0..<300 {
            let word = try source.makeQuestion(for: QuestionRequest(level: .c1)).question.word
            #expect(!words.contains { $0.0 == word })
        }
    }

    /// A learner example is shown at its meaning's level even when a word's frequency puts one of its words
    /// higher: "My jeans are torn at the knee." reads *jeans* as *jean* (C2), and was hidden at A2 before.
    @Test func aLearnerExampleIsShownAtItsMeaningsLevel() throws {
        let explanations = QuestionGenerator(lexicon: lexicon).questions(about: "torn", at: .a2, seeds: 1...12).map {
            $0.item.question.explanation
        }
        #expect(explanations.count >= 6)
        #expect(explanations.contains { $0.contains("Example: “My jeans are torn at the knee.”") }, "\(explanations)")
    }

    /// Round 37's blanks: *play*'s "Pele played for the Brazilian teams…" (a blank in every round since 29)
    /// and "he wrote several plays but only one was produced on Broadway" are dropped.
    @Test func roundThirtySevensBlanksAreGone() throws {
        let generator = QuestionGenerator(lexicon: lexicon)
        for (seed, item) in generator.questions(about: "play", at: .b1, seeds: 1...40) {
            #expect(!item.question.text.contains("Brazilian") && !item.question.text.contains("Broadway"), "\(seed)")
        }
    }

    /// Round 38: *dose* gave *dosage* away as its synonym (two readers), and *physics* (B1) was read as the
    /// plural of *physic* (C2), so its wrong answers were plurals (*arts*, *eggs*, *means*).
    @Test func roundThirtyEightsFormGiveAways() throws {
        #expect(QuestionGenerator.lookAlike("dose", "dosage") && QuestionGenerator.lookAlike("dosage", "dose"))
        #expect(!QuestionGenerator.lookAlike("error", "mistake"))
        #expect(!synonymQuestions(about: "dosage", at: .c1).contains { $0.answer == "dose" })
        #expect(!KeyClass.isPluralNoun("physics", in: lexicon))
        #expect(KeyClass.isPluralNoun("eggs", in: lexicon) && KeyClass.isPluralNoun("glasses", in: lexicon))
        let generator = QuestionGenerator(lexicon: lexicon)
        for (seed, item) in generator.questions(about: "physics", at: .b1, seeds: 1...20)
        where item.kind == .definitionToWord {
            #expect(!item.question.choices.contains("eggs"), "seed \(seed): \(item.question.choices)")
        }
    }

    /// Round 40: the adjective *twin* was explained by *matching*'s row "The twins wore matching red hats."
    /// (the noun *twins*, two readers). An example must hold a form of the word in the class asked.
    @Test func anExampleHoldsTheWordInItsOwnClass() throws {
        let generator = QuestionGenerator(lexicon: lexicon)
        var adjectives = 0
        for (seed, item) in generator.questions(about: "twin", at: .b1, seeds: 1...30)
        where item.question.explanation.hasPrefix("twin (adjective)") {
            adjectives += 1
            #expect(!item.question.explanation.contains("The twins wore"), "seed \(seed)")
        }
        #expect(adjectives > 0)
        let matching = try #require(lexicon.everydaySense(of: "matching", as: .adjective))
        #expect(matching.examples.contains("The twins wore matching red hats."))
    }
}
