import Foundation
import Quiz
import Testing

@testable import Lexicon

/// Issue 22, session 24: the C1 and B1 reviews. Two teachers read every word asked at C1 (and every word
/// and meaning a B1 quiz shows) with the meaning and example shown; where both skipped a word, marked it
/// easy or hard, or marked its definition wrong, the data changed (`learner-skips.tsv`, `learner-levels.tsv`, `learner-definitions.tsv`,
/// `learner-everyday-senses.tsv`).
extension TeacherReadyTests {
    /// Every skipped entry, the C1 review's 176 among them (*testosterone*, *ballast*, *squire*, the
    /// participle *teasing*), is asked only at C2, in whatever class and sense.
    @Test func everySkippedEntryIsAskedOnlyAtC2() throws {
        let rows = try LearnerDefinitionTests.dataRows("learner-skips.tsv", header: "lemma", fields: 3)
        #expect(rows.count >= 1_250)
        #expect(rows.contains { $0.fields[0] == "testosterone" && $0.fields[2].contains("session 24") })
        var asked: [String] = []
        for (line, fields) in rows {
            let kind = try #require(PartOfSpeech(rawValue: fields[1]), "line \(line)")
            let senses = lexicon.senses(of: fields[0]).filter { $0.partOfSpeech == kind }
            if senses.contains(where: { $0.isAsked(at: .c1) }) { asked.append("line \(line) \(fields[0])") }
        }
        #expect(asked.isEmpty, "\(asked.count): \(asked.prefix(5))")
    }

    /// Words the review found known long before C1 are asked at the level it gave: *raft* and *canteen*
    /// at B1, *bravery* at B2, so a C1 set no longer gives them away among harder words.
    @Test func wordsTheReviewFoundEasyAreAskedBelowC1() throws {
        for (word, level) in [("raft", CEFRLevel.b1), ("canteen", .b1), ("bravery", .b2)] {
            let entry = try #require(lexicon.entries(for: word).first { $0.partOfSpeech == .noun })
            #expect(entry.level == level, "\(word): \(entry.level)")
        }
    }

    /// The reviews' everyday senses: *lousy* was asked as "infested with lice" and *shutter* as a camera's
    /// part at C1, *plain* as "easy to see or understand" and *guilty* as "having done something wrong or
    /// against the law" at B1; a question now asks and explains the meaning learners know.
    @Test func theReviewsEverydaySensesAreAskedAndExplained() throws {
        let cases: [(String, PartOfSpeech, CEFRLevel, String, String)] = [
            ("lousy", .adjective, .c1, "very bad or of very poor quality", "lice"),
            ("shutter", .noun, .c1, "a wooden or metal cover that can be closed over a window", "camera"),
            ("plain", .adjective, .b1, "simple, with no pattern, decoration or extra things added", "easy to see"),
            ("guilty", .adjective, .b1, "feeling or looking bad because you have done something wrong", "the law"),
        ]
        for (word, kind, level, meaning, old) in cases {
            #expect(lexicon.everydaySense(of: word, as: kind)?.gloss == meaning, "\(word)")
            let explanations = QuestionGenerator(lexicon: lexicon).questions(about: word, at: level, seeds: 1...8).map {
                $0.item.question.explanation
            }
            #expect(!explanations.isEmpty)
            for explanation in explanations {
                #expect(explanation.contains(meaning) && !explanation.contains(old), "\(explanation)")
            }
        }
    }

    /// *ham* "meat from the back leg of a pig" says what *pork* "meat from a pig" says, so *pork*'s meaning
    /// was a second answer to "What does ham mean?" (the WordNet cross-check met it once the reviews moved
    /// the draws). Words in order under the same start count; the same words in another order do not.
    @Test func aDefinitionWithTheOthersWordsInOrderIsAlike() throws {
        let ham = try #require(lexicon.everydaySense(of: "ham", as: .noun))
        let pork = try #require(lexicon.everydaySense(of: "pork", as: .noun))
        #expect(lexicon.glossesAlike(ham.synset, pork.synset) && lexicon.glossesAlike(pork.synset, ham.synset))
        let holds = { (text: String, longer: String) in
            Array(text.utf8).withUnsafeBytes { a in
                Array(longer.utf8).withUnsafeBytes { Lexicon.holdsWordsInOrder(a, in: $0) }
            }
        }
        #expect(holds("meat from a pig", "meat from the back leg of a pig"))
        #expect(!holds("meat from a pig", "meat from the pig farm a"))
        #expect(!holds("meat from a pig", "food from a pig"))
        #expect(!holds("meat from", "meat from a pig"))
    }

    /// *production*'s "the act of making something" is said, in order, by *decision*'s WordNet gloss "the act of
    /// making up your mind about something", which its learner definition replaced: the WordNet cross-check
    /// (session 25) counted it a second definition of *decision*, so it is no wrong meaning beside it.
    @Test func aDefinitionInTheReplacedGlossIsNoWrongMeaning() throws {
        let decision = try #require(lexicon.everydaySense(of: "decision", as: .noun))
        let production = try #require(lexicon.everydaySense(of: "production", as: .noun))
        #expect(production.gloss == "the act of making something")
        #expect(lexicon.isHeldByReplacedGloss(ofSynset: production.synset, in: decision.synset))
        #expect(!lexicon.glossesAlike(production.synset, decision.synset))
        let kitchen = try #require(lexicon.everydaySense(of: "kitchen", as: .noun))
        #expect(!lexicon.isHeldByReplacedGloss(ofSynset: production.synset, in: kitchen.synset))
    }
}
