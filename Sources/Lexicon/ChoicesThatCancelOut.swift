/// Two wrong answers that mean the same thing cancel each other out: a learner who sees that *blazing*
/// and *glaring* are both "shining intensely", or that *additionally* is defined by *moreover*'s synonym
/// "furthermore", rules both out and is left with two choices (round 9's readers marked both items).
/// One home for the rule: `QuestionGenerator.distractors` keeps no candidate that cancels out with a
/// wrong answer already kept.
///
/// It is built for every candidate a question keeps, so it holds the definition as lower-cased bytes and
/// looks each name up in it, rather than splitting every definition into a set of words (a tenth of a
/// large export's time).
struct ChoiceMeaning {
    /// The synsets of every sense of the candidate's lemma, every part of speech.
    let synsets: [Int]
    /// The lemma and its synonyms in its everyday sense (`Lexicon.commonSense`) that a definition could
    /// name as one of its content words (`ContentWords.words(in:)`): one word of letters, not a
    /// function word.
    let names: [String]
    /// That sense's definition, as shown, lower-cased.
    let definition: DefinitionWords

    init(lemma: String, synsets: [Int], everydaySense: Int?, lexicon: Lexicon) {
        self.synsets = synsets
        guard let sense = everydaySense else {
            names = Self.nameable([lemma])
            definition = DefinitionWords("")
            return
        }
        names = Self.nameable(lexicon.members(ofSynset: sense) + [lemma])
        definition = DefinitionWords(lexicon.gloss(ofSynset: sense))
    }

    /// Whether the two are synonyms in some sense, or either's everyday definition names the other or
    /// one of its synonyms.
    func cancelsOut(with other: ChoiceMeaning) -> Bool {
        synsets.contains(where: other.synsets.contains) || names.contains(where: other.definition.contains)
            || other.names.contains(where: definition.contains)
    }

    private static func nameable(_ words: [String]) -> [String] {
        words.filter { word in
            word.count > 1 && !ContentWords.ignored.contains(word)
                && WordMatcher.words(in: word).first.map { $0 == word.startIndex..<word.endIndex } == true
        }
    }
}

/// The content words of a definition, for asking whether one word is among them: a search of the
/// lower-cased bytes, bounded by non-letters, when the definition is ASCII (nearly all are); the word
/// set of `ContentWords.words(in:)` otherwise, where a letter may be more than one byte.
struct DefinitionWords {
    private let bytes: [UInt8]
    private let words: Set<String>?

    init(_ definition: String) {
        let lowered = definition.lowercased()
        bytes = Array(lowered.utf8)
        words = bytes.allSatisfy { $0 < 0x80 } ? nil : Set(ContentWords.words(in: lowered))
    }

    /// Whether `word` (one word of letters, not a function word) is one of the definition's words.
    func contains(_ word: String) -> Bool {
        if let words { return words.contains(word) }
        let wanted = Array(word.utf8)
        guard !wanted.isEmpty, wanted.count <= bytes.count else { return false }
        for start in 0...(bytes.count - wanted.count) where bytes[start] == wanted[0] {
            let end = start + wanted.count
            guard start == 0 || !Self.isLetter(bytes[start - 1]), end == bytes.count || !Self.isLetter(bytes[end])
            else { continue }
            if bytes[start..<end].elementsEqual(wanted) { return true }
        }
        return false
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A
    }
}
