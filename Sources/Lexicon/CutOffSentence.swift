/// A sentence stopped before its end: the grammar of a lexicon-bound turn caps the words on each side
/// of the word, and SmolLM2, stopped by the cap in mid-phrase, ended there anyway ("…appears after
/// rain, when the.", "…loved her moment and.", "…covered with trees that's."): 4 of the 24 stems of a
/// live export that every other check passed, and 4 more of its explanations (BENCHMARKS.md, session 29).
///
/// Only words no English sentence ends on count: articles, conjunctions that join what follows,
/// possessive determiners, and "is"/"are"/"am" shortened onto a pronoun. Not prepositions ("What is
/// this table made of?"), "though" ("It was cold, though.") or "while" ("Please wait for a while."),
/// which right sentences end on, and not a word in quotes ("…joined by 'and'.").
enum CutOffSentence {
    static let danglingEnds: Set<String> = [
        "a", "an", "the", "and", "or", "but", "because", "although", "if", "than",
        "my", "your", "his", "their", "our", "its",
        "i'm", "you're", "we're", "they're", "he's", "she's", "it's", "that's", "there's",
    ]

    /// The word `text` stops on when a sentence cannot end there, or nil.
    static func danglingEnd(of text: String) -> String? {
        var end = Substring(text)
        while let last = end.last, last.isWhitespace || ".!?".contains(last) { end = end.dropLast() }
        guard let last = end.last, last.isLetter else { return nil }
        let word = end.reversed().prefix { $0.isLetter || $0 == "'" || $0 == "’" }.reversed()
        let lowered = String(word).lowercased().replacingOccurrences(of: "’", with: "'")
        return danglingEnds.contains(lowered) ? String(word) : nil
    }
}
