import Foundation
import Quiz
import Testing

@testable import Lexicon

/// The words a lexicon-bound turn's grammar lets a model write: what a learner at the level reads,
/// and never a word the client's own checks would then reject.
@Suite struct WritableWordsTests {
    @Test func theListHoldsTheLearnersWordsInEveryFormAndTheFunctionWords() throws {
        let lexicon = try Fixtures.lexicon.get()
        let a2 = Set(try #require(lexicon.writableWords(at: .a2)))
        for word in ["river", "went", "children", "the", "himself", "because"] {
            #expect(a2.contains(word), "\(word)")
        }
        for word in ["lunation", "atnight", "dentition", "hangdog", "River"] {
            #expect(!a2.contains(word), "\(word)")
        }
        let b1 = Set(try #require(lexicon.writableWords(at: .b1)))
        #expect(a2.isSubset(of: b1) && b1.count > a2.count)
        #expect(lexicon.writableWords(at: .c1) == nil && lexicon.writableWords(at: .c2) == nil)
    }

    /// The lexicon's forms include regular spellings no one writes; the grammar must not offer the ones
    /// the client's unknown-word rule rejects, or it would force a rejected reply. (Morphy explains
    /// some others, "childs" and "medievaler", so they stay, as the client would pass them too.)
    @Test func spellingsNoOneWritesAreLeftOutAndRealFormsKept() throws {
        let lexicon = try Fixtures.lexicon.get()
        let b1 = Set(try #require(lexicon.writableWords(at: .b1)))
        for junk in ["openned", "runned", "academiccer", "hitted", "cutted", "usefuller", "basicer", "usefullest"] {
            #expect(!b1.contains(junk), "\(junk)")
        }
        for real in ["opened", "ran", "running", "hit", "went", "children", "happier", "biggest", "larger", "simpler"] {
            #expect(b1.contains(real), "\(real)")
        }
    }

    /// The list skips the checks for words Morphy reads as an entry at the level
    /// (`Morphy.derives`); every word it holds must still pass them, or the grammar would let a model
    /// write a word the client then rejects.
    @Test func everyListedWordPassesTheClientsChecks() throws {
        let lexicon = try Fixtures.lexicon.get()
        for level in [CEFRLevel.a2, .b1] {
            let words = try #require(lexicon.writableWords(at: level))
            let failing = words.filter { lexicon.firstUnknownWord(in: $0) != nil || !lexicon.isReadable($0, at: level) }
            #expect(failing.isEmpty, "\(level): \(failing.prefix(10))")
        }
    }

    @Test func morphyDerivesAFormOnlyWhereItsAnalysesSaySo() throws {
        let lexicon = try Fixtures.lexicon.get()
        var derived = 0
        for index in stride(from: 0, to: lexicon.entryCount, by: 7) {
            guard let partOfSpeech = lexicon.partOfSpeech(ofEntry: index) else { continue }
            let lemma = lexicon.lemma(ofEntry: index)
            for form in lexicon.forms(ofEntry: index) where lexicon.morphy.derives(form, from: lemma, as: partOfSpeech)
            {
                derived += 1
                let analyses = lexicon.morphy.analyses(of: form)
                #expect(
                    analyses.contains { $0.lemma == lemma && $0.partOfSpeech == partOfSpeech }, "\(form) ← \(lemma)")
            }
        }
        #expect(derived > 1_000)
        #expect(
            lexicon.morphy.derives("went", from: "go", as: .verb)
                && lexicon.morphy.derives("books", from: "book", as: .noun))
        #expect(!lexicon.morphy.derives("openned", from: "open", as: .verb))
        #expect(!lexicon.morphy.derives("books", from: "book", as: .adjective))
    }

    @Test func theClassroomListLeavesOutAdultOnlyWords() throws {
        let lexicon = try Fixtures.lexicon.get()
        let classroom = Set(try #require(lexicon.writableWords(at: .b1)))
        let mature = Set(try #require(lexicon.restricted(to: .mature).writableWords(at: .b1)))
        #expect(classroom.isSubset(of: mature))
        #expect(!classroom.contains("cocaine") && mature.contains("cocaine"))
    }
}

/// A negative contraction's first half is read as part of "n't", not as the rare word it spells.
@Suite struct ContractionReadingTests {
    @Test func dontAndHaventAreEverydayWordsButTheRareNounsAreNot() throws {
        let lexicon = try Fixtures.lexicon.get()
        for text in ["I don't know where it is.", "We haven't seen it.", "They don’t like rain."] {
            #expect(lexicon.isReadable(text, at: .a2), "\(text)")
        }
        // The same spellings as words of their own keep their level.
        #expect(!lexicon.isReadable("He found a safe haven.", at: .a2))
        #expect(lexicon.writableWords(at: .a2)?.contains("don't") == true)
    }
}
