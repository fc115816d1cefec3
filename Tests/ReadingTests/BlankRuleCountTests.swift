import Foundation
import Lexicon
import Quiz
import Testing

@testable import Reading

/// What each of the blank's slot rules removes over the nine passages' blanks (printed for BENCHMARKS.md):
/// of the words of the level that the earlier rules admitted as wrong choices (class, lexicon rules, the
/// key's form, written English), how many the main-class rule, the article and the -ing / -ly endings
/// refuse, and how many of the wrong choices asked come from the sense's WordNet neighbourhood.
struct BlankRuleCountTests {
    @Test func eachSlotRuleRemovesSomeCandidates() throws {
        let lexicon = try ReadingFixtures.lexicon.get()
        let inflections = try ReadingFixtures.inflections.get()
        let relations = try ReadingFixtures.relations.get()
        let questions = PassageQuestions(lexicon: lexicon, inflections: inflections, relations: relations)
        let inflector = Inflector(lexicon: lexicon, inflections: inflections)
        var random = SeededGenerator(seed: 2_527)
        var counts = (blanks: 0, candidates: 0, mainClass: 0, article: 0, ing: 0, ly: 0, wrong: 0, near: 0)
        for word in try ReadingFixtures.wordsOfEveryPassage(at: .b1) {
            guard let sense = word.sense, let item = questions.question(for: word, using: &random),
                item.kind == .fillInTheBlank,
                let ending = inflector.ending(of: word.form.lowercased(), lemma: word.lemma)
            else { continue }
            counts.blanks += 1
            let slot = BlankSlot(
                stem: item.question.text, key: item.question.answer, partOfSpeech: sense.partOfSpeech)
            let rules = DistractorRules(entry: sense.entry, lexicon: lexicon, level: word.level)
            var pool = lexicon.entryIndices(at: word.level)
            pool.shuffle(using: &random)
            for entry in pool.prefix(400).map(lexicon.entry(at:))
            where entry.partOfSpeech == sense.partOfSpeech && entry.lemma.count >= 3
                && entry.lemma.allSatisfy({ $0.isLetter && $0.isASCII }) && rules.admits(entry)
            {
                guard let form = inflector.distractor(entry.lemma, as: entry.partOfSpeech, ending),
                    ending == .none || entry.forms.contains(form), questions.written.contains(form)
                else { continue }
                counts.candidates += 1
                if !lexicon.isMainPartOfSpeech(ofEntry: entry.index) {
                    counts.mainClass += 1
                    continue
                }
                if let article = slot.article, BlankSlot.article(before: form) != article { counts.article += 1 }
                if form.hasSuffix("ing") != slot.ing { counts.ing += 1 }
                if let ly = slot.ly, form.hasSuffix("ly") != ly { counts.ly += 1 }
            }
            let near = Set(
                questions.neighbours.entries(
                    near: sense.synset, partOfSpeech: sense.partOfSpeech, upTo: word.level, using: &random
                ).map(\.lemma))
            for choice in item.question.choices where choice != item.question.answer {
                counts.wrong += 1
                let lemmas = lexicon.morphy.analyses(of: choice.lowercased()).map(\.lemma)
                if lemmas.contains(where: near.contains) { counts.near += 1 }
            }
        }
        print("blank slot rules over the nine passages at B1: \(counts)")
        #expect(counts.blanks >= 20 && counts.mainClass > 0 && counts.article + counts.ing > 0, "\(counts)")
        #expect(counts.near > 0, "\(counts)")
    }

    /// What each `BlankFit` rule removes from the wrong choices the sense's WordNet neighbourhood offers
    /// (printed for BENCHMARKS.md), and that no blank asked keeps a wrong choice one of them rejects.
    @Test func eachFitRuleRemovesNeighboursThatWouldAlsoFit() throws {
        let lexicon = try ReadingFixtures.lexicon.get()
        let questions = try ReadingFixtures.passageQuestions()
        var random = SeededGenerator(seed: 2_527)
        var blanks = 0
        var offered = 0
        var removed: [BlankFit.Rejection: Int] = [:]
        var kept: [String] = []
        // Blanks whose sentence shares no content stem with the key sense's own words: nothing in the
        // sentence points to the key (round 4's "my _____ runs a small stall" for *aunt*).
        var unsupported: [String] = []
        for word in try ReadingFixtures.wordsOfEveryPassage(at: .b1) {
            guard let sense = word.sense, let item = questions.question(for: word, using: &random),
                item.kind == .fillInTheBlank
            else { continue }
            blanks += 1
            let fit = BlankFit(word: word, sense: sense, lexicon: lexicon, neighbours: questions.neighbours)
            if fit.keyOverlap == 0 { unsupported.append(word.lemma) }
            let near = questions.neighbours.entries(
                near: sense.synset, partOfSpeech: sense.partOfSpeech, upTo: word.level, using: &random)
            for entry in near {
                offered += 1
                if let rejection = fit.rejection(of: entry) { removed[rejection, default: 0] += 1 }
            }
            for choice in item.question.choices where choice != item.question.answer {
                let entries = lexicon.morphy.analyses(of: choice.lowercased())
                    .filter { $0.partOfSpeech == sense.partOfSpeech }
                    .flatMap { lexicon.entries(for: $0.lemma).filter { $0.partOfSpeech == sense.partOfSpeech } }
                if !entries.isEmpty, entries.allSatisfy({ fit.rejection(of: $0) != nil }) {
                    kept.append("\(word.lemma): \(choice)")
                }
            }
        }
        print(
            "blank fit rules over the nine passages at B1: \(blanks) blanks, \(offered) neighbourhood words offered; "
                + "removed as sister \(removed[.sister] ?? 0), sharing a neighbour with the key "
                + "\(removed[.sharesANeighbour] ?? 0), on the key's adjective scale \(removed[.sameScale] ?? 0), "
                + "defined by the key \(removed[.definedByKey] ?? 0), "
                + "fitting the sentence as well \(removed[.fitsAsWell] ?? 0); "
                + "\(unsupported.count) blanks whose sentence shares nothing with the key's sense: \(unsupported)")
        #expect(blanks >= 20 && (removed[.sister] ?? 0) > 0 && (removed[.fitsAsWell] ?? 0) > 0, "\(removed)")
        #expect(kept.isEmpty, "\(kept)")
    }

    /// Round 4's station blanks: *summer* and *winter* are sisters of *autumn* (seasons); *cousin* is
    /// defined by *aunt* ("the child of your aunt or uncle").
    @Test func seasonsAndRelativesOfTheKeyAreRejected() throws {
        let lexicon = try ReadingFixtures.lexicon.get()
        let questions = try ReadingFixtures.passageQuestions()
        let list = try ReadingFixtures.reader().list(
            text: try ReadingFixtures.text("Tests/Fixtures/passages/station.txt"), level: .a1, limit: 10_000,
            source: "station")
        func fit(_ lemma: String) throws -> BlankFit {
            let word = try #require(
                list.words.first { $0.lemma == lemma } ?? list.skipped.first { $0.lemma == lemma }?.word)
            return BlankFit(
                word: word, sense: word.sense ?? word.commonSense, lexicon: lexicon, neighbours: questions.neighbours)
        }
        func noun(_ lemma: String) throws -> LexiconEntry {
            try #require(lexicon.entries(for: lemma).first { $0.partOfSpeech == .noun })
        }
        let autumn = try fit("autumn")
        #expect(autumn.rejection(of: try noun("summer")) == .sister)
        #expect(autumn.rejection(of: try noun("winter")) == .sister)
        #expect(try fit("aunt").rejection(of: try noun("cousin")) == .definedByKey)
        #expect(autumn.rejection(of: try noun("pencil")) == nil)
    }
}
