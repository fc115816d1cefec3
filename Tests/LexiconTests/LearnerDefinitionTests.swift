import Foundation
import Lexicon
import Quiz
import Testing

/// The hand-written learner definitions (`scripts/data/learner-definitions.tsv`) that
/// `scripts/build-lexicon` puts in place of WordNet's gloss of the common sense of common words: each
/// must land on the sense it names, read at its word's level, give nothing away, and make the basic
/// words a teacher starts with askable at A1 and A2.
@Suite struct LearnerDefinitionTests {
    struct Row {
        let line: Int
        /// The words the row defines the everyday sense of (comma-separated in the file), first the one
        /// it was written for.
        let lemmas: [String]
        var lemma: String { lemmas[0] }
        let partOfSpeech: String
        /// WordNet 3.0's synset offset, as in its `data.*` files.
        let offset: String
        let definition: String
    }

    static let rows = Result { () throws -> [Row] in
        try dataRows("learner-definitions.tsv", header: "lemma").map { line, fields in
            Row(
                line: line, lemmas: fields[0].split(separator: ",").map(String.init), partOfSpeech: fields[1],
                offset: fields[2], definition: fields[3])
        }
    }

    /// The 4-field rows of `scripts/data/NAME`, with their 1-based line numbers: comment lines (`#`) and
    /// the header (its first field `header`) left out.
    static func dataRows(_ name: String, header: String, fields count: Int = 4) throws -> [(
        line: Int, fields: [String]
    )] {
        let url = ClassroomTerms.scriptsDirectory.appendingPathComponent("data/" + name)
        let lines = try String(contentsOf: url, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().compactMap { number, line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == count, !line.hasPrefix("#"), fields[0] != header else { return nil }
            return (number + 1, fields)
        }
    }

    /// The entry a row was written for.
    static func entry(of row: Row, in lexicon: Lexicon) -> LexiconEntry? {
        lexicon.entries(for: row.lemma).first { $0.partOfSpeech.rawValue == row.partOfSpeech }
    }

    @Test func everyRowIsTheDefinitionOfASenseOfItsWordAndNoSenseHasTwo() throws {
        let lexicon = try Fixtures.lexicon.get().restricted(to: .mature)  // adult-only words have rows too
        let rows = try Self.rows.get()
        #expect(rows.count >= 500)
        var missing: [String] = []
        for row in rows {
            for lemma in row.lemmas {
                let senses = lexicon.senses(of: lemma).filter { $0.partOfSpeech.rawValue == row.partOfSpeech }
                if !senses.contains(where: { $0.gloss == row.definition && $0.wordNetGloss != nil }) {
                    missing.append("line \(row.line): \(lemma)")
                }
            }
        }
        #expect(missing.isEmpty, "\(missing.prefix(10))")
        // One marked synset per row: two rows for one sense would leave one of them unplaced.
        let marked = (0..<lexicon.synsetCount).filter { lexicon.wordNetGloss(ofSynset: $0) != nil }
        #expect(marked.count == rows.count)
    }

    @Test func everyDefinitionIsReadableAtItsWordsLevelAndNamesNoFormOfIt() throws {
        let lexicon = try Fixtures.lexicon.get().restricted(to: .mature)  // adult-only words have rows too
        var faults: [String] = []
        for row in try Self.rows.get() {
            for lemma in row.lemmas {
                let entry = try #require(
                    lexicon.entries(for: lemma).first { $0.partOfSpeech.rawValue == row.partOfSpeech },
                    "line \(row.line): \(lemma)")
                if !lexicon.isReadable(row.definition, at: entry.level) {
                    faults.append("line \(row.line) \(lemma) (\(entry.level)): above the level")
                }
                if WordMatcher(entry: entry).occurs(in: row.definition) {
                    faults.append("line \(row.line) \(lemma): names the word")
                }
            }
            if !(4...12).contains(row.definition.split(separator: " ").count) {
                faults.append("line \(row.line) \(row.lemma): not 4-12 words")
            }
        }
        #expect(faults.isEmpty, "\(faults.count): \(faults.prefix(10))")
    }

    /// Basic words a teacher's first lessons use (all A1 or A2 words). Before the learner definitions
    /// 10 of them could be asked at A2 (9 at A1): WordNet's gloss of their common sense was above the level.
    static let coreWords = [
        "house", "dog", "water", "friend", "school", "book", "cat", "mother", "money", "time", "tree", "door",
        "table", "father", "car", "city", "food", "bed", "boy", "girl", "woman", "man", "child", "eye", "hand",
        "head", "face", "room", "night", "morning", "day", "bird", "fish", "milk", "window", "kitchen", "garden",
        "teacher",
    ]

    @Test func theCoreWordsAreAskedAtA2() throws {
        let lexicon = try Fixtures.lexicon.get()
        let generator = QuestionGenerator(lexicon: lexicon)
        #expect(Self.coreWords.count == 38)
        var unaskable: [String] = []
        for word in Self.coreWords {
            let entry = try #require(lexicon.entries(for: word).first { $0.partOfSpeech == .noun }, "\(word)")
            #expect(entry.level <= .a2, "\(word) is \(entry.level)")
            var random = SeededGenerator(seed: 1)
            let item = try? generator.makeQuestion(
                for: QuestionRequest(level: .a2, words: [word]), using: &random)
            if item == nil { unaskable.append(word) }
        }
        #expect(unaskable.isEmpty, "not askable at A2: \(unaskable)")
    }
}
