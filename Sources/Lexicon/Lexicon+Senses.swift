import Quiz

/// One numbered meaning of a word, as `vocabquiz senses WORD` lists it and `--words 'WORD#N'` names it.
public struct WordSense: Sendable, Hashable {
    /// 1-based, across every part of speech of the word, in WordNet's order (most frequent first).
    public let number: Int
    /// The entry (part of speech, the word's level) the sense belongs to.
    public let entry: LexiconEntry
    public let synset: Int
    /// The sense's own level (see `LexiconEntry.Sense.level`); nil when it is never asked.
    public let level: CEFRLevel?
    /// The definition, in learner-friendly text (the build strips dictionary notation).
    public let gloss: String
    /// WordNet's own definition when `gloss` is a learner definition written for this project
    /// (`scripts/data/learner-definitions.tsv`), so `senses` can say which text is ours; nil otherwise.
    public let wordNetGloss: String?
    /// WordNet's examples the audience may see (not all of them contain the word).
    public let examples: [String]
    /// The other single-word lemmas of the sense.
    public let synonyms: [String]

    public var partOfSpeech: PartOfSpeech { entry.partOfSpeech }

    /// Whether a question at `level` may test this sense.
    public func isAsked(at level: CEFRLevel) -> Bool {
        self.level.map { $0 <= level } ?? false
    }
}

/// Why a named sense cannot be used.
public enum WordSenseError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownWord(String)
    case noSuchSense(word: String, number: Int, count: Int)

    public var description: String {
        switch self {
        case let .unknownWord(word): "'\(word)' is not in the lexicon, so it has no numbered senses"
        case let .noSuchSense(word, number, count):
            "'\(word)#\(number)': '\(word)' has \(count) sense\(count == 1 ? "" : "s") (1 to \(count))"
        }
    }
}

extension Lexicon {
    /// Every sense of `word` the audience may see, numbered across its parts of speech.
    public func senses(of word: String) -> [WordSense] {
        entries(for: word).flatMap { entry in entry.senses.map { (entry, $0) } }.enumerated().map {
            let (entry, sense) = $0.element
            return WordSense(
                number: $0.offset + 1, entry: entry, synset: sense.synset, level: sense.level,
                gloss: gloss(ofSynset: sense.synset), wordNetGloss: wordNetGloss(ofSynset: sense.synset),
                examples: examples(ofSynset: sense.synset),
                synonyms: members(ofSynset: sense.synset).filter { $0 != entry.lemma })
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
