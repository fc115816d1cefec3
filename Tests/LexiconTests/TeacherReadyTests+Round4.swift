import Foundation
import Lexicon
import Quiz
import Testing

/// Issue 22, fourth round: what blind readers still marked at held-out seeds
/// (Benchmarks/readthroughs/2026-12-01/round4-seed6600): feedback naming a wrong pick's rare sense,
/// marginal senses tested at A2-B1, keys above the level, and labels that were not the level asked.
extension TeacherReadyTests {
    @Test func feedbackOnAWrongPickNamesThatWordsCommonestSense() throws {
        var rare: [String] = []
        var notes = 0
        for item in try Self.session.get() where item.kind != .wordToDefinition {
            // The tested class, from the explanation; a blank explained by its sentence alone does
            // not name it, and then the first sense of any class of the choice counts.
            let tested = Self.testedGloss(item)
            let classOf = lexicon.senses(of: item.question.word).first { $0.gloss == tested }?.partOfSpeech
            for note in item.choiceFeedback ?? [] where note.hasPrefix("“") {
                notes += 1
                // The everyday sense, by the generator's own rule (`Lexicon.everydaySense`: the first
                // with a learner definition written for this word, else WordNet's first); the word is
                // the note's, since a blank's choice is inflected and the note names its lemma.
                let word = String(note.dropFirst().prefix { $0 != "”" })
                let everyday = lexicon.entries(for: word).filter { classOf == nil || $0.partOfSpeech == classOf }
                    .compactMap { lexicon.everydaySense(of: word, as: $0.partOfSpeech)?.gloss }
                if !everyday.contains(where: { note.hasPrefix("“\(word)” means “\($0)”") }) {
                    rare.append(note)
                }
            }
        }
        #expect(notes > 300)
        #expect(rare.isEmpty, "\(rare.count) of \(notes): \(rare.prefix(5))")
    }

    @Test func rareSensesOfWrongPicksAreNeverNamed() throws {
        for item in try Self.session.get() {
            for note in item.choiceFeedback ?? [] {
                #expect(!note.contains("pinkish table wine") && !note.contains("advertising space"), "\(note)")
            }
        }
    }

    /// SemCor's few tags cannot tell *mate*'s or *kingdom*'s everyday sense from a marginal one, so
    /// below B2 neither is asked; a dominant sense (bank's money sense, with many tags) still is. A sense is
    /// named by WordNet's gloss, which a learner definition may have replaced (delicious "very pleasant
    /// and enjoyable", written for delightful).
    @Test(arguments: [
        ("mate", "the officer below the master"), ("kingdom", "a domain in which"),
        ("delicious", "greatly pleasing or entertaining"), ("filling", "flow into something"),
    ])
    func belowB2OnlyDominantSensesAreAsked(word: String, gloss: String) throws {
        let sense = try #require(lexicon.senses(of: word).first { ($0.wordNetGloss ?? $0.gloss).hasPrefix(gloss) })
        #expect(!sense.isAsked(at: .b1), "\(word): \(sense.gloss) is \(sense.level?.rawValue ?? "never asked")")
        let bank = lexicon.senses(of: "bank")
        #expect(bank.contains { $0.gloss.hasPrefix("a business that keeps your money") && $0.isAsked(at: .a1) })
    }

    @Test func aSecondaryPartOfSpeechIsALevelHarderThanItsEntry() throws {
        let particular = lexicon.senses(of: "particular").filter { $0.partOfSpeech == .noun }
        #expect(!particular.isEmpty)
        #expect(particular.allSatisfy { !$0.isAsked(at: $0.entry.level) }, "\(particular.map(\.level))")
        #expect(lexicon.senses(of: "particular").contains { $0.partOfSpeech == .adjective && $0.isAsked(at: .a2) })
    }

    @Test func synonymAndAntonymKeysAreAtOrBelowTheQuestionsLevel() throws {
        var above: [String] = []
        for item in try Self.session.get() where item.kind == .synonym || item.kind == .antonym {
            let level = try #require(item.level)
            if let read = lexicon.readingLevel(ofWord: item.question.answer), read > level {
                above.append("\(level) \(item.question.word) → \(item.question.answer) (\(read))")
            }
        }
        #expect(above.isEmpty, "\(above.prefix(5))")
        let generator = QuestionGenerator(lexicon: lexicon)
        let lavish = try #require(lexicon.entries(for: "lavish").first { $0.partOfSpeech == .adjective })
        for seed in 0..<20 {
            var random = SeededGenerator(seed: UInt64(seed))
            let item = generator.makeQuestion(about: lavish, kinds: [.synonym], level: .c1, using: &random)
            #expect(item?.question.answer != "lucullan")
        }
    }

    /// The definition in every explanation (synonym and antonym questions' too) is one the learner
    /// reads: at A2 no word above A2 ("inspiring awe or admiration or wonder" is no A2 text).
    @Test func everyExplanationsDefinitionIsReadableAtTheLevel() throws {
        var hard: [String] = []
        for item in try Self.session.get() {
            let level = try #require(item.level)
            guard let gloss = Self.testedGloss(item) else {
                #expect(
                    item.kind == .fillInTheBlank, "only a blank's sentence explains it: \(item.question.explanation)")
                continue
            }
            if !lexicon.isReadable(gloss, at: level) { hard.append("\(level) \(item.question.word): \(gloss)") }
        }
        #expect(hard.isEmpty, "\(hard.count): \(hard.prefix(5))")
        #expect(Lexicon.readingCeiling(at: .a2) == .a2 && Lexicon.readingCeiling(at: .b1) == .b2)
    }

    /// *hands*' A1 senses have definitions above A2 ("(with 'in') guardianship over; …") and no learner
    /// definition. It used to be asked at A1 as a blank explained by its sentence alone, and round 8's
    /// readers marked every such blank ("the feedback never says what *snap* means"): a blank is now
    /// asked only in a sense whose definition the learner can read, and says what the word means.
    @Test func aBlankAlwaysSaysWhatTheWordMeans() throws {
        let hands = try #require(lexicon.entries(for: "hands").first { $0.partOfSpeech == .noun })
        let generator = QuestionGenerator(lexicon: lexicon)
        var random = SeededGenerator(seed: 1)
        let item = generator.makeQuestion(about: hands, level: .a1, using: &random)
        #expect(item?.kind != .fillInTheBlank, "\(item?.question.explanation ?? "")")
        // 600 questions at A1, where blanks are commonest (14-25 in 600-question A1 exports at seeds 7 and
        // 11-13 in session 22): the 300-question mixed session held 11, then 7, then 4, then 1 blank as other
        // rules changed its draws, too few to show anything.
        let source = OfflineQuestionSource(lexicon: lexicon, seed: 22)
        var blanks = 0
        for _ in 0..<600 {
            let item = try source.makeQuestion(for: QuestionRequest(level: .a1))
            guard item.kind == .fillInTheBlank else { continue }
            blanks += 1
            for note in item.choiceFeedback ?? [] where !note.isEmpty {
                #expect(note.contains("” here means “"), "\(note)")
            }
        }
        #expect(blanks >= 8, "blanks are still asked (\(blanks) of 600 at A1, seed 22)")
    }

    /// A question shows the level it was built for: an A1 word asked at B1 may test a B1 sense, so
    /// it says B1; asked at its own level it tests only A1 senses and says A1.
    @Test func aQuestionShowsTheLevelItWasAskedAt() throws {
        let source = OfflineQuestionSource(lexicon: lexicon, seed: 5)
        let atB1 = try source.makeQuestion(for: QuestionRequest(level: .b1, words: ["bank"]))
        #expect(atB1.level == .b1)
        let atOwn = try source.makeQuestion(for: QuestionRequest(level: .a1, words: ["bank"]))
        #expect(atOwn.level == .a1)
        let a1 = lexicon.senses(of: "bank").filter { $0.level == .a1 }
        if let gloss = Self.testedGloss(atOwn) {
            #expect(a1.contains { $0.gloss == gloss }, "\(gloss)")
        } else {
            let sentence = atOwn.question.explanation.dropFirst().prefix { $0 != "”" }
            #expect(a1.contains { $0.examples.contains(String(sentence)) }, "\(atOwn.question.explanation)")
        }
    }
}
