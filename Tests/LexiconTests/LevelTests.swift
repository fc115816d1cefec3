import Lexicon
import Quiz
import Testing

/// Levels from present-day frequency (see `scripts/build-lexicon`).
@Suite struct LevelTests {
    /// Lemmas whose easiest entry is at each level, every audience.
    static func lemmaCounts(_ lexicon: Lexicon) -> [CEFRLevel: Int] {
        var easiest: [String: CEFRLevel] = [:]
        for index in 0..<lexicon.entryCount {
            let entry = lexicon.entry(at: index)
            easiest[entry.lemma] = min(easiest[entry.lemma] ?? .c2, entry.level)
        }
        return easiest.values.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    @Test func bandsHaveTheDocumentedSizes() throws {
        let counts = Self.lemmaCounts(try Fixtures.lexicon.get().restricted(to: .mature))
        #expect(counts[.a1] == 800)
        #expect(counts[.a2] == 1_200)
        #expect(counts[.b1] == 2_000)
        // A rare technical or archaic lemma ranked in B2 is C2, like those in C1.
        #expect((2_990...3_000).contains(counts[.b2] ?? 0), "B2 \(counts[.b2] ?? 0)")
        #expect(
            (4_500...5_000).contains(counts[.c1] ?? 0),
            "C1 \(counts[.c1] ?? 0): its archaic and rare technical words are C2")
    }

    @Test(arguments: ["tuxedoed", "chartaceous", "pemmican", "holystone", "outdraw"])
    func theIssuesRareWordsAreC2(word: String) throws {
        let lexicon = try Fixtures.lexicon.get()
        let levels = lexicon.entries(for: word).map(\.level)
        #expect(!levels.isEmpty && levels.allSatisfy { $0 == .c2 })
    }

    @Test(arguments: [("house", CEFRLevel.a1), ("good", .a1), ("interview", .a2), ("ambulance", .b2)])
    func everydayWordsAreLow(word: String, atMost level: CEFRLevel) throws {
        let lexicon = try Fixtures.lexicon.get()
        #expect(try #require(lexicon.entries(for: word).map(\.level).min()) <= level)
    }

    @Test func rareWordsNeverServeAsDistractorsBelowC1() throws {
        let lexicon = try Fixtures.lexicon.get()
        let source = OfflineQuestionSource(lexicon: lexicon, seed: 4)
        var offenders: [String] = []
        for number in 0..<2_000 {
            let level = [CEFRLevel.a1, .a2, .b1, .b2][number % 4]
            let item = try source.makeQuestion(for: QuestionRequest(level: level))
            guard item.kind != .wordToDefinition else { continue }
            for choice in item.question.choices where choice != item.question.answer {
                let levels = lexicon.entries(for: choice).map(\.level)
                if !levels.isEmpty, levels.allSatisfy({ $0 == .c2 }) { offenders.append("\(level) \(choice)") }
            }
        }
        #expect(offenders.isEmpty, "\(offenders.prefix(10))")
    }
}
