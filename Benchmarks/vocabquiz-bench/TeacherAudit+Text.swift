import Foundation
import Lexicon
import Quiz

/// SemCor's tag counts per lemma and class, from WordNet's `cntlist.rev` (`sense_key sense_number
/// tag_count`), and the lemmas WordNet also spells with a capital (names, places), from `data.*`: what
/// the rows on marginal parts of speech and name-like words are counted against, independently of
/// the lexicon the binary ships.
struct ClassCounts {
    private var tags: [String: Int] = [:]
    private(set) var capitalised: Set<String> = []

    init(wordnet: String) throws {
        try SenseTags.forEachTag(in: wordnet) { lemma, partOfSpeech, _, count in
            tags["\(lemma)|\(partOfSpeech)", default: 0] += count
        }
        for file in ["noun", "verb", "adj", "adv"] {
            let data = try String(contentsOfFile: "\(wordnet)/data.\(file)", encoding: .isoLatin1)
            for line in data.split(separator: "\n") where !line.hasPrefix(" ") {
                let fields = line.split(separator: " ", maxSplits: 5)
                guard fields.count > 4, let first = fields[4].first, first.isUppercase else { continue }
                capitalised.insert(fields[4].lowercased())
            }
        }
    }

    func count(_ lemma: String, _ partOfSpeech: String) -> Int {
        tags["\(lemma)|\(partOfSpeech)"] ?? 0
    }

    /// The lemma's tags in every class.
    func total(_ lemma: String) -> Int {
        ["noun", "verb", "adjective", "adverb"].reduce(0) { $0 + count(lemma, $1) }
    }
}

/// Rows a teacher's read-through found that the first rows missed (issue 22, second round).
extension TeacherAudit {
    /// Whether the tested part of speech is one the lemma is rarely used in: under 5% of SemCor's
    /// tags across its classes, or under 10% and fewer than 5 tags ("article" as a verb, "large" as an
    /// adverb), counted when SemCor tagged the lemma at least 3 times.
    static func testsMarginalClass(_ item: QuizItem, audit: TeacherAudit, counts: ClassCounts) -> Bool {
        guard let (partOfSpeech, _) = audit.testedSense(item) else { return false }
        let word = item.question.word
        let total = counts.total(word)
        guard total >= 3 else { return false }
        let own = counts.count(word, partOfSpeech)
        let share = Double(own) / Double(total)
        return share < 0.05 || (share < 0.10 && own < 5)
    }

    /// Whether a word choice is name-like or an abbreviation: SemCor tagged it at most once in any class,
    /// and WordNet also spells it with a capital ("tom", "ford") or it has at most 3 letters ("em").
    static func isNameLike(_ word: String, counts: ClassCounts) -> Bool {
        counts.total(word) <= 1 && (word.count <= 3 || counts.capitalised.contains(word))
    }

    /// `isNameLike`, less the words whose everyday sense in the question's class has a learner definition
    /// written for them: someone read those as a learner's words (*ham*, *ski*: SemCor, 1960s text,
    /// barely tags them, and they have at most 3 letters), as the not-dominant row trusts the same rows.
    func isNameLike(_ word: String, in item: QuizItem, counts: ClassCounts) -> Bool {
        guard Self.isNameLike(word, counts: counts) else { return false }
        guard let (partOfSpeech, _) = testedSense(item) else { return true }
        return chosenEverydaySense(of: word, partOfSpeech) == nil
    }

    /// Raw dictionary text left in anything shown, feedback included: a text cut off at "," ":" or
    /// ";", "or or", "e.g.", "(or …)", usage notes such as "(usually elliptical)" and "combining form",
    /// and "etc..".
    static let leftovers = try! NSRegularExpression(
        pattern: "[,:;]”|\\b(or|and|to|the) \\1\\b|\\be\\.g\\.|\\(or [^)]*\\)|\\(usually elliptical\\)"
            + "|combining form|used in combination|etc\\.\\.")

    static func hasDictionaryLeftovers(_ item: QuizItem) -> Bool {
        let question = item.question
        return ([question.text, question.explanation] + question.choices + (item.choiceFeedback ?? [])).contains {
            text in
            leftovers.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }

    /// Whether some feedback says a chosen word means a gloss that repeats it or one of its forms
    /// ("“cry” means “utter a sudden loud cry”"): a circular explanation teaches nothing.
    static func hasCircularFeedback(_ item: QuizItem, lexicon: Lexicon) -> Bool {
        (item.choiceFeedback ?? []).contains { note in
            guard note.hasPrefix("“"), let close = note.range(of: "” means “"),
                let end = note[close.upperBound...].range(of: "”")
            else { return false }
            let word = String(note[note.index(after: note.startIndex)..<close.lowerBound])
            let matcher = WordMatcher(lemma: word, forms: lexicon.entries(for: word).flatMap(\.forms))
            return matcher.occurs(in: String(note[close.upperBound..<end.lowerBound]))
        }
    }

    /// Whether a word and the definition it faces share a visible part that no wrong choice shows: the
    /// key *basketball* for “a game where two teams throw a ball…”, or *archbishop* keyed “a bishop of the
    /// highest rank”. Written apart from the generator's `SharedPart`: a part is a word of 4 letters or
    /// more that the other word ends with, 2 letters or more before it.
    static func sharesVisiblePart(_ item: QuizItem) -> Bool {
        let question = item.question
        let words = { (text: String) in text.lowercased().split { !$0.isLetter }.map(String.init) }
        let (single, text): (String, String)
        switch item.kind {
        case .wordToDefinition: (single, text) = (question.word, question.answer)
        case .definitionToWord:
            guard let open = question.text.firstIndex(of: "“"), let close = question.text.lastIndex(of: "”")
            else { return false }
            (single, text) = (question.answer, String(question.text[open..<close]))
        default: return false
        }
        let whole = single.lowercased()
        let parts = words(text).filter { $0.count >= 4 && whole.count >= $0.count + 2 && whole.hasSuffix($0) }
        let wrong = question.choices.filter { $0 != question.answer }.flatMap(words)
        return parts.contains { part in !wrong.contains { $0.hasSuffix(part) } }
    }
}
