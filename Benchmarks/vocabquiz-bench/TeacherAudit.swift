import Foundation
import Lexicon
import Quiz

/// How many of each word's senses SemCor ever tagged, from WordNet's `index.*` files
/// (`lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…`).
struct TaggedSenses {
    private var counts: [String: Int] = [:]

    init(wordnet: String) throws {
        for (file, pos) in [("noun", "noun"), ("verb", "verb"), ("adj", "adjective"), ("adv", "adverb")] {
            let text = try String(contentsOfFile: "\(wordnet)/index.\(file)", encoding: .isoLatin1)
            for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
                let fields = line.split(separator: " ")
                guard fields.count > 4, let synsets = Int(fields[2]), fields.count > synsets + 1,
                    let tagged = Int(fields[fields.count - synsets - 1])
                else { continue }
                counts["\(fields[0])|\(pos)"] = tagged
            }
        }
    }

    func tagged(_ lemma: String, _ partOfSpeech: String) -> Int? {
        counts["\(lemma)|\(partOfSpeech)"]
    }
}

/// The automatic half of a teacher's read-through, one question at a time.
struct TeacherAudit {
    /// The lexicon the measured binary used (its glosses are what the questions show).
    let measured: Lexicon
    /// This build's lexicon: word levels and word forms.
    let reference: Lexicon
    let tagged: TaggedSenses

    /// The part of speech and gloss of the tested sense, from the explanation's "word (pos): gloss.".
    func testedSense(_ item: QuizItem) -> (partOfSpeech: String, gloss: String)? {
        let text = item.question.explanation
        guard let head = text.range(of: "\(item.question.word) ("),
            let close = text[head.upperBound...].range(of: "): ")
        else { return nil }
        let partOfSpeech = String(text[head.upperBound..<close.lowerBound])
        var gloss = text[close.upperBound...]
        if let example = gloss.range(of: ". Example: “") { gloss = gloss[..<example.lowerBound] }
        return (partOfSpeech, String(gloss.hasSuffix(".") ? gloss.dropLast() : gloss))
    }

    /// Whether the tested sense is the word's 4th or later in its class, or one SemCor never tagged
    /// although it tagged others of the word. A sense a learner definition was written for the word in
    /// (chosen by hand, as for `testsNonDominantSense`) is its everyday one, not a rare one: *chopper* the
    /// helicopter (3rd, untagged; its one tag is "a grounder"), *kit* "a set of tools", *funnel* the tube
    /// (all 13 such items of session 16's quick run were read: each the sense a learner's dictionary gives first).
    func testsRareSense(_ item: QuizItem) -> Bool {
        guard let (partOfSpeech, gloss) = testedSense(item),
            !isChosenEverydaySense(of: item.question.word, partOfSpeech, gloss: gloss)
        else { return false }
        let senses = measured.senses(of: item.question.word).filter { $0.entry.partOfSpeech.name == partOfSpeech }
        guard let rank = senses.firstIndex(where: { $0.gloss == gloss }).map({ $0 + 1 }) else { return false }
        let taggedSenses = tagged.tagged(item.question.word, partOfSpeech) ?? 0
        return rank >= 4 || (taggedSenses > 0 && rank > taggedSenses)
    }

    /// Whether `word` (a key or distractor) is two or more levels above the question's level.
    func isTwoAbove(_ word: String, _ item: QuizItem) -> Bool {
        guard let question = item.level, let level = reference.readingLevel(ofWord: word) else { return false }
        return level.index - question.index >= 2
    }

    /// Whether the explanation shows an example sentence that lacks the word and its forms.
    func showsExampleWithoutWord(_ item: QuizItem) -> Bool {
        let text = item.question.explanation
        guard let start = text.range(of: "Example: “"), let end = text[start.upperBound...].firstIndex(of: "”")
        else { return false }
        let word = item.question.word
        let matcher = WordMatcher(lemma: word, forms: reference.entries(for: word).flatMap(\.forms))
        return !matcher.occurs(in: String(text[start.upperBound..<end]))
    }
}
