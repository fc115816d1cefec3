import Foundation
import Lexicon
import Quiz
import Testing

/// Issue 22, second round: what blind read-throughs still found after the first rows passed
/// (Benchmarks/readthroughs/2026-12-01/after): marginal parts of speech, name-like wrong answers,
/// dictionary leftovers, circular feedback and examples a teacher replaces.
extension TeacherReadyTests {
    @Test(arguments: [("article", "verb"), ("large", "adverb"), ("fair", "verb"), ("fate", "verb"), ("skip", "noun")])
    func aMarginalPartOfSpeechIsNeverAsked(word: String, partOfSpeech: String) throws {
        let senses = lexicon.senses(of: word)
        let marginal = senses.filter { $0.entry.partOfSpeech.name == partOfSpeech }
        #expect(!marginal.isEmpty, "\(word) is in WordNet as a \(partOfSpeech)")
        #expect(marginal.allSatisfy { $0.level == nil }, "\(word) (\(partOfSpeech)) is asked")
        #expect(senses.contains { $0.level != nil }, "\(word) is still asked in its main class")
    }

    @Test(arguments: ["tom", "ford", "jay", "em"])
    func aWordWhoseFrequencyIsANamesIsRare(word: String) {
        #expect(lexicon.readingLevel(ofWord: word) == .c2)
    }

    @Test func noDefinitionOrExampleCarriesDictionaryLeftovers() {
        let leftovers = try! NSRegularExpression(
            pattern: "[,:;]$|\\b(or|and|to|the) \\1\\b|\\be\\.g\\.|\\([^()]*combining form[^()]*\\)"
                + "|; (often|usually|sometimes) used (as (a )?combining forms?|in combination)"
                + "|\\(usually elliptical\\)|\\(or [^()]*\\)")
        var found: [String] = []
        for index in 0..<lexicon.synsetCount {
            let synset = lexicon.synset(at: index)
            for text in [synset.gloss] + synset.examples
            where leftovers.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                found.append(text)
            }
        }
        #expect(found.isEmpty, "\(found.count): \(found.prefix(5))")
    }

    @Test func feedbackNeverDefinesAChosenWordByItself() throws {
        var circular: [String] = []
        var notes = 0
        for item in try Self.session.get() where item.kind != .wordToDefinition {
            for note in item.choiceFeedback ?? [] where note.hasPrefix("“") {
                notes += 1
                guard let close = note.range(of: "” means “"), let end = note[close.upperBound...].range(of: "”")
                else { continue }
                let word = String(note[note.index(after: note.startIndex)..<close.lowerBound])
                let matcher = WordMatcher(lemma: word, forms: lexicon.entries(for: word).flatMap(\.forms))
                if matcher.occurs(in: String(note[close.upperBound..<end.lowerBound])) {
                    circular.append(note)
                }
            }
        }
        #expect(notes > 300)
        #expect(circular.isEmpty, "\(circular.count) of \(notes): \(circular.prefix(5))")
    }

    @Test func examplesATeacherWouldReplaceAreNotShownInClass() throws {
        // WordNet's gloss: the sense has a learner definition since session 13.
        let hunt = try #require(
            lexicon.senses(of: "hunt").first { ($0.wordNetGloss ?? $0.gloss).hasPrefix("pursue for food or sport") })
        #expect(!hunt.examples.contains { $0.contains("Goering") }, "a real person's name")
        #expect(hunt.examples.contains { $0.contains("Duke") }, "a title is no name")
        let strike = try #require(
            lexicon.senses(of: "strike").first { ($0.wordNetGloss ?? $0.gloss).hasPrefix("deliver a sharp blow") })
        #expect(!strike.examples.contains { $0.contains("struck the child") })
        let mature = lexicon.restricted(to: .mature)
        #expect(mature.synset(at: hunt.synset).examples.contains { $0.contains("Goering") }, "adults still see it")
    }
}
