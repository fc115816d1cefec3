import Lexicon
import Quiz
import Testing

@testable import Reading

/// A blank's wrong choices are forms English writes: the words of WordNet's own glosses and examples
/// (`Lexicon.writtenWords()`). The second passage read-through found "deers", "easters" and "fortemente".
struct WrittenFormsTests {
    @Test func madeUpPluralsAndUnusedLemmasAreNotWritten() throws {
        let written = try ReadingFixtures.lexicon.get().writtenWords()
        for form in ["deers", "sheeps", "easters", "advices", "fortemente"] {
            #expect(!written.contains(form), "\(form)")
        }
        for form in ["shores", "wings", "fishes", "ran", "stopped", "carries", "deer", "easter"] {
            #expect(written.contains(form), "\(form)")
        }
    }

    /// Counts what the rule takes from the forms a blank could offer: the lexicon's regular forms of its
    /// words at A1-C1, as `words` lists them.
    @Test func theRuleRemovesFormsTheLexiconMadeByRule() throws {
        let lexicon = try ReadingFixtures.lexicon.get()
        let written = lexicon.writtenWords()
        var forms = (all: 0, unwritten: 0)
        for index in 0..<lexicon.entryCount {
            let entry = lexicon.entry(at: index)
            guard entry.level < .c2, entry.lemma.allSatisfy({ $0.isLetter && $0.isASCII }) else { continue }
            for form in entry.forms {
                forms.all += 1
                if !written.contains(form) { forms.unwritten += 1 }
            }
        }
        print("written-forms rule: \(forms.unwritten) of \(forms.all) regular forms of A1-C1 words are not written")
        // Measured 17,777 of 28,196: most comparatives ("abler") and many verb forms are never written, and a
        // blank passes over them for a word whose form is.
        #expect(forms.unwritten > 0 && forms.unwritten < forms.all, "\(forms)")
    }

    @Test func noBlankOffersAFormEnglishDoesNotWrite() throws {
        let reader = try ReadingFixtures.reader()
        let lexicon = try ReadingFixtures.lexicon.get()
        let written = lexicon.writtenWords()
        let questions = try ReadingFixtures.passageQuestions()
        var random = SeededGenerator(seed: 2_503)
        var blanks = 0
        for passage in ["chapter3", "kitchen", "river", "science", "shop", "tennis", "camp", "orchestra", "station"] {
            let text = try ReadingFixtures.text("Tests/Fixtures/passages/\(passage).txt")
            for word in try reader.list(text: text, level: .a1, limit: 10_000, source: passage).words {
                guard let item = questions.question(for: word, using: &random), item.kind == .fillInTheBlank
                else { continue }
                blanks += 1
                for wrong in item.question.choices where wrong != item.question.answer {
                    #expect(written.contains(wrong.lowercased()), "\(word.lemma): \(wrong)")
                }
            }
        }
        #expect(blanks >= 20, "\(blanks) blank questions")
    }
}
