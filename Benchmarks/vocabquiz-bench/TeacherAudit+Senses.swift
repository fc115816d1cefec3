import Foundation
import Lexicon
import Quiz

/// SemCor's tag count of each sense, from WordNet's `cntlist.rev` (`lemma%ss_type:… sense_number
/// tag_count`): what the dominant-sense row is counted against, independently of the levels the
/// lexicon ships.
struct SenseTags {
    private var tags: [String: Int] = [:]

    init(wordnet: String) throws {
        try Self.forEachTag(in: wordnet) { lemma, partOfSpeech, number, count in
            tags["\(lemma)|\(partOfSpeech)|\(number)", default: 0] += count
        }
    }

    /// Calls `body` with each line of `cntlist.rev`: the lemma (lowercased), its part of speech, the
    /// sense number and SemCor's tag count. The one reader of that file for every bench row.
    static func forEachTag(
        in wordnet: String, _ body: (_ lemma: String, _ partOfSpeech: String, _ number: Int, _ count: Int) -> Void
    ) throws {
        let classes: [Character: String] = [
            "1": "noun", "2": "verb", "3": "adjective", "4": "adverb", "5": "adjective",
        ]
        let counts = try String(contentsOfFile: "\(wordnet)/cntlist.rev", encoding: .isoLatin1)
        for line in counts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, let percent = fields[0].firstIndex(of: "%"),
                let kind = fields[0][fields[0].index(after: percent)...].first.flatMap({ classes[$0] }),
                let number = Int(fields[1]), let count = Int(fields[2])
            else { continue }
            body(fields[0][..<percent].lowercased(), kind, number, count)
        }
    }

    /// SemCor's tags of sense `number` (1-based, WordNet's order) of `lemma` in `partOfSpeech`.
    func count(_ lemma: String, _ partOfSpeech: String, sense number: Int) -> Int {
        tags["\(lemma)|\(partOfSpeech)|\(number)"] ?? 0
    }
}

/// Rows for what round 4's readers marked (issue 22): marginal senses asked at A1-B1, feedback in a
/// wrong pick's rare sense, keys above the level.
extension TeacherAudit {
    /// Whether a question at A1-B1 tests a sense that is not dominant: its word has several senses in
    /// the class and the tested one is past the second, SemCor tagged it under 5 times, or it is the
    /// second with under 30% of the class's tags. Ranks are the measured lexicon's order within the class (WordNet's, less
    /// the few senses the build drops).
    ///
    /// A sense that a learner definition was written for (the word's everyday sense by
    /// `Lexicon.everydaySense`, chosen by hand in `scripts/data/learner-definitions.tsv`) counts as
    /// dominant: SemCor, 1960s American text, ranks *draw* "make a picture" 6th and *fashion* "clothes"
    /// 3rd, and tags no sense of *favour* (it spells *favor*: 17 tags, its 1st), while those are the senses
    /// learners meet first. So it does when it is WordNet's first with under 5 tags: SemCor barely saw
    /// *potato*, *hobby* or *toothbrush* at all, which says nothing about which sense learners meet (all 46
    /// such A1-B1 items in session 15's full run were read, all the everyday sense). Every such row is
    /// listed and read in BENCHMARKS.md (issue 22, sessions 10 and 15); senses the build chose from WordNet
    /// alone are still counted as before.
    func testsNonDominantSense(_ item: QuizItem, tags: SenseTags, counts: ClassCounts) -> Bool {
        guard let level = item.level, level <= .b1, let (partOfSpeech, gloss) = testedSense(item) else { return false }
        let word = item.question.word
        let senses = measured.senses(of: word).filter { $0.entry.partOfSpeech.name == partOfSpeech }
        guard senses.count > 1, let rank = senses.firstIndex(where: { $0.gloss == gloss }).map({ $0 + 1 }) else {
            return false
        }
        if isChosenEverydaySense(of: word, partOfSpeech, gloss: gloss) { return false }
        let count = tags.count(word, partOfSpeech, sense: rank)
        let total = counts.count(word, partOfSpeech)
        return rank > 2 || count < 5 || (rank == 2 && Double(count) < 0.3 * Double(total))
    }

    /// Whether `gloss` is the sense of `word` that a learner definition written for it names.
    func isChosenEverydaySense(of word: String, _ partOfSpeech: String, gloss: String) -> Bool {
        chosenEverydaySense(of: word, partOfSpeech)?.gloss == gloss
    }

    /// The everyday sense of `word` in the class named `partOfSpeech` when a learner definition was written
    /// for it there (someone chose it by hand); nil when `Lexicon.everydaySense` falls back to WordNet's first.
    func chosenEverydaySense(of word: String, _ partOfSpeech: String) -> WordSense? {
        guard let wanted = PartOfSpeech.allCases.first(where: { $0.name == partOfSpeech }),
            let everyday = measured.everydaySense(of: word, as: wanted), everyday.wordNetGloss != nil
        else { return nil }
        return everyday
    }

    /// How many wrong picks' feedback names a sense that is not the word's everyday one in the question's
    /// class, out of all "“word” means “…”" notes. The everyday sense is the generator's own rule
    /// (`Lexicon.everydaySense`: a learner definition written for the word, else WordNet's first), so
    /// the row measures what the product promises, not a second rule; the word is read from the note,
    /// since a blank's choice is inflected ("abated") while the note names its lemma ("abate").
    func feedbackInRareSenses(_ item: QuizItem) -> (rare: Int, notes: Int) {
        guard item.kind != .wordToDefinition, let (name, _) = testedSense(item),
            let partOfSpeech = PartOfSpeech.allCases.first(where: { $0.name == name })
        else { return (0, 0) }
        var rare = 0
        var notes = 0
        for note in item.choiceFeedback ?? [] where note.hasPrefix("“") {
            notes += 1
            let word = String(note.dropFirst().prefix { $0 != "”" })
            let everyday = measured.everydaySense(of: word, as: partOfSpeech)
            if everyday.map({ !note.hasPrefix("“\(word)” means “\($0.gloss)”") }) ?? true { rare += 1 }
        }
        return (rare, notes)
    }

    /// Whether a synonym or antonym key is above the question's level (a key is the word to learn).
    func keyAboveLevel(_ item: QuizItem) -> Bool {
        guard let question = item.level, let level = reference.readingLevel(ofWord: item.question.answer) else {
            return false
        }
        return level > question
    }
}
