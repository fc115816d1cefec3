import Foundation
import Lexicon
import Quiz
import Testing

@Suite struct LexiconTests {
    @Test func bundledLexiconHasEntriesOfEveryClassAndLevel() throws {
        let lexicon = try Fixtures.lexicon.get()
        #expect(lexicon.entryCount > 50_000)
        for level in CEFRLevel.allCases {
            #expect(!lexicon.entryIndices(at: level).isEmpty, "no entries at \(level)")
        }
        let abate = try #require(lexicon.entries(for: "abate").first)
        #expect(abate.partOfSpeech == .verb)
        #expect(abate.forms.contains("abated") && abate.forms.contains("abating"))
        let glosses = abate.senses.map { lexicon.gloss(ofSynset: $0.synset) }
        #expect(glosses.contains("become less in amount or intensity"))
    }

    /// A one-syllable verb ending consonant-vowel-consonant doubles it: the undoubled forms are
    /// another verb's ("raped", "hoped", "scared"), and were listed as *rap*'s, *hop*'s and *scar*'s.
    @Test(arguments: [
        ("rap", ["rapped", "rapping"], ["raped", "raping"]), ("hop", ["hopped", "hopping"], ["hoped", "hoping"]),
        ("scar", ["scarred", "scarring"], ["scared", "scaring"]),
        ("admit", ["admitted", "admitting"], []), ("visit", ["visited", "visiting"], []),
    ])
    func oneSyllableVerbsDoubleTheirLastConsonant(verb: String, forms: [String], notForms: [String]) throws {
        let entry = try #require(Fixtures.lexicon.get().entries(for: verb).first { $0.partOfSpeech == .verb })
        #expect(Set(forms).isSubset(of: entry.forms), "\(entry.forms)")
        #expect(Set(notForms).isDisjoint(with: entry.forms), "\(entry.forms)")
    }

    @Test func lookupIgnoresCaseAndSurroundingSpace() throws {
        let lexicon = try Fixtures.lexicon.get()
        #expect(lexicon.contains(" Abate "))
        #expect(Set(lexicon.entries(for: "run").map(\.partOfSpeech)) == [.noun, .verb])
    }

    @Test func frequentWordsAreLowLevelsAndRareWordsHigh() throws {
        let lexicon = try Fixtures.lexicon.get()
        let level = { (word: String) in lexicon.entries(for: word).map(\.level).min() }
        #expect(try #require(level("good")) <= .a2)
        #expect(try #require(level("house")) <= .a2)
        #expect(try #require(level("picometer")) >= .c1)
    }

    @Test func antonymsAndSynonymsComeFromWordNet() throws {
        let lexicon = try Fixtures.lexicon.get()
        let hot = try #require(lexicon.entries(for: "hot").first { $0.partOfSpeech == .adjective })
        #expect(hot.senses.flatMap(\.antonyms).contains("cold"))
        let members = try #require(lexicon.entries(for: "abate").first).senses.flatMap {
            lexicon.synset(at: $0.synset).members
        }
        #expect(members.contains("slack"))
    }

    @Test func unknownWordsAreNormalisedAndReportedOnce() throws {
        let lexicon = try Fixtures.lexicon.get()
        let unknown = lexicon.unknownWords(in: ["abate", "Xyzzyq", "xyzzyq ", "", "ice cream", "run"])
        #expect(unknown == ["xyzzyq", "ice cream"])
    }

    @Test func properNounsAndMultiWordExpressionsAreLeftOut() throws {
        let lexicon = try Fixtures.lexicon.get()
        #expect(!lexicon.contains("paris"))
        #expect(!lexicon.contains("einstein"))
        #expect(!lexicon.contains("ice cream"))
        #expect(!lexicon.contains("ice_cream"))
    }

    @Test func everyBlocklistedWordIsLeftOut() throws {
        let lexicon = try Fixtures.lexicon.get()
        let list = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/offensive-blocklist.txt")
        let words = try String(contentsOf: list, encoding: .utf8).split(separator: "\n")
            .map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(words.count > 50)
        #expect(words.filter(lexicon.contains).isEmpty)
    }

    @Test func wordsWhoseOnlySensesWordNetLabelsOffensiveAreLeftOut() throws {
        let lexicon = try Fixtures.lexicon.get()
        // WordNet labels these as ethnic slurs, obscenities or disparagement; none is on the blocklist.
        let present = ["wog", "paleface", "chickenshit"].filter { lexicon.contains($0) }
        #expect(present.isEmpty)
    }

    @Test func offensiveSensesOfOrdinaryWordsAreDropped() throws {
        let lexicon = try Fixtures.lexicon.get()
        let boy = lexicon.entries(for: "boy").flatMap { $0.senses.map { lexicon.gloss(ofSynset: $0.synset) } }
        #expect(!boy.isEmpty)
        #expect(boy.allSatisfy { !$0.contains("offensive") && !$0.contains("slur") })
    }

    @Test func prebuiltIndexAgreesWithScanningTheFile() throws {
        let indexed = try Fixtures.lexicon.get()
        let scanned = try Lexicon(contentsOf: try #require(Lexicon.bundledResourceURL))
        #expect(indexed.entryCount == scanned.entryCount && indexed.synsetCount == scanned.synsetCount)
        for level in CEFRLevel.allCases {
            #expect(indexed.entryIndices(at: level) == scanned.entryIndices(at: level), "level \(level)")
        }
        for number in stride(from: 0, to: scanned.entryCount, by: 997) {
            #expect(indexed.entry(at: number) == scanned.entry(at: number))
        }
        for number in stride(from: 0, to: scanned.synsetCount, by: 997) {
            #expect(indexed.synset(at: number) == scanned.synset(at: number))
        }
    }

    @Test func indexThatDoesNotMatchItsLexiconIsRejected() throws {
        let directory = FileManager.default.temporaryDirectory
        let lexicon = directory.appendingPathComponent("lexicon-\(UUID().uuidString).tsv")
        let index = directory.appendingPathComponent("lexicon-\(UUID().uuidString).index")
        try "VQLEX\t1\t1\t1\nS\tv\tbecome less intense\t\tabate\t\nabate\tv\t2\t\t0\n"
            .write(to: lexicon, atomically: true, encoding: .utf8)
        let bundledIndex = try #require(Lexicon.bundledResourceURL).deletingPathExtension().appendingPathExtension(
            "index")
        try FileManager.default.copyItem(at: bundledIndex, to: index)
        defer {
            try? FileManager.default.removeItem(at: lexicon)
            try? FileManager.default.removeItem(at: index)
        }
        #expect(throws: LexiconError.self) { try Lexicon(contentsOf: lexicon, index: index) }
    }

    @Test func licenseNoticeCarriesPrincetonsCopyright() throws {
        let notice = try Lexicon.licenseNotice()
        #expect(notice.contains("WordNet 3.0 Copyright 2006 by Princeton University"))
    }

    @Test func missingFileIsAnUnreadableError() {
        let url = URL(fileURLWithPath: "/nonexistent/lexicon.tsv")
        #expect(throws: LexiconError.self) { try Lexicon(contentsOf: url) }
        do {
            _ = try Lexicon(contentsOf: url)
        } catch {
            #expect(error.description.contains("/nonexistent/lexicon.tsv"))
        }
    }

    @Test(arguments: [
        "", "not a lexicon\n", "VQLEX\t1\t2\t1\nS\tn\tgloss\t\t\t\n",
        "VQLEX\t1\t1\t1\nS\tn\tg\t\t\t\nword\tx\t9\t\t0\n",
    ])
    func malformedFilesAreRejectedWithoutCrashing(contents: String) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lexicon-\(UUID().uuidString).tsv")
        try contents.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: LexiconError.self) { try Lexicon(contentsOf: url) }
    }

    @Test func smallWellFormedFileLoadsFromAURL() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lexicon-\(UUID().uuidString).tsv")
        try "VQLEX\t1\t1\t1\nS\tv\tbecome less intense\tthe storm abated\tabate\t\nabate\tv\t2\tabated\t0\n"
            .write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let lexicon = try Lexicon(contentsOf: url)
        let entry = try #require(lexicon.entries(for: "abate").first)
        #expect(entry.level == .b1)
        #expect(lexicon.synset(at: 0).examples == ["the storm abated"])
    }
}
