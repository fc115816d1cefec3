import Quiz

/// One numbered meaning of a word, as `vocabquiz senses WORD` lists it and `--words 'WORD#N'` names it.
public struct WordSense: Sendable, Hashable {
    /// 1-based, across every part of speech of the word, in WordNet's order (most frequent first).
    public let number: Int
    /// The entry (part of speech, level) the sense belongs to.
    public let entry: LexiconEntry
    public let synset: Int
    public let gloss: String
}

/// Why a named sense cannot be used.
public enum WordSenseError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownWord(String)
    case noSuchSense(word: String, number: Int, count: Int)

    public var description: String {
        switch self {
        case let .unknownWord(word): "'\(word)' is not in the lexicon, so it has no numbered senses"
        case let .noSuchSense(word, number, count):
            "'\(word)#\(number)': '\(word)' has \(count) sense\(count == 1 ? "" : "s") (1 to \(count)); "
                + "list them with: vocabquiz senses \(word)"
        }
    }
}

extension Lexicon {
    /// Every sense of `word` the audience may see, numbered across its parts of speech.
    public func senses(of word: String) -> [WordSense] {
        entries(for: word).flatMap { entry in entry.senses.map { (entry, $0.synset) } }.enumerated().map {
            WordSense(
                number: $0.offset + 1, entry: $0.element.0, synset: $0.element.1, gloss: gloss(ofSynset: $0.element.1))
        }
    }

    /// Sense `number` of `word`.
    ///
    /// - Throws: `WordSenseError` when the word is unknown or has fewer senses.
    public func sense(_ number: Int, of word: String) throws(WordSenseError) -> WordSense {
        let senses = senses(of: word)
        guard !senses.isEmpty else { throw .unknownWord(Question.normalized(word)) }
        guard senses.indices.contains(number - 1) else {
            throw .noSuchSense(word: Question.normalized(word), number: number, count: senses.count)
        }
        return senses[number - 1]
    }
}
