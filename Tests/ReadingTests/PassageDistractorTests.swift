import Foundation
import Lexicon
import Quiz
import Testing

@testable import Reading

/// Passage questions take their wrong answers under the lexicon's rules (`DistractorRules`): checked here
/// independently, on every question the six marked passages yield, against the lexicon's own senses.
struct PassageDistractorTests {
    @Test func noWrongChoiceSharesAMeaningWithTheWord() throws {
        let reader = try ReadingFixtures.reader()
        let lexicon = try ReadingFixtures.lexicon.get()
        let questions = try ReadingFixtures.passageQuestions()
        var random = SeededGenerator(seed: 25)
        var checked = (blanks: 0, definitions: 0)
        var lemmasByForm: [String: Set<String>] = [:]
        for index in 0..<lexicon.entryCount {
            let entry = lexicon.entry(at: index)
            for form in entry.forms + [entry.lemma] { lemmasByForm[form, default: []].insert(entry.lemma) }
        }
        for passage in ["chapter3", "kitchen", "river", "science", "shop", "tennis"] {
            let text = try ReadingFixtures.text("Tests/Fixtures/passages/\(passage).txt")
            for word in try reader.list(text: text, level: .a1, limit: 10_000, source: passage).words {
                guard let item = questions.question(for: word, using: &random) else { continue }
                let question = item.question
                let ownSynsets = Set(lexicon.senses(of: word.lemma).map(\.synset))
                let ownGlosses = Set(lexicon.senses(of: word.lemma).map(\.gloss))
                for wrong in question.choices where wrong != question.answer {
                    if item.kind == .fillInTheBlank {
                        checked.blanks += 1
                        // The wrong choice is a form the lexicon lists for some lemma.
                        let lemmas = lemmasByForm[wrong.lowercased(), default: []]
                        #expect(!lemmas.isEmpty, "\(word.lemma): \(wrong)")
                        for lemma in lemmas {
                            let shared = ownSynsets.intersection(lexicon.senses(of: lemma).map(\.synset))
                            #expect(
                                shared.isEmpty,
                                "\(word.lemma) and \(lemma) share a meaning: \(question.text) \(question.choices) \(word.partOfSpeech)"
                            )
                            #expect(lemma != word.lemma)
                        }
                    } else {
                        checked.definitions += 1
                        #expect(!ownGlosses.contains(wrong), "\(word.lemma): '\(wrong)' is one of its own meanings")
                    }
                }
            }
        }
        #expect(checked.blanks >= 30 && checked.definitions >= 30, "\(checked)")
    }
}
