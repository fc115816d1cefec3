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
}
