import Quiz

/// One lemma in one part of speech, with its WordNet senses in WordNet's order (most frequent first).
public struct LexiconEntry: Sendable, Hashable {
    /// One meaning of the lemma: a synset, its own level, and the antonyms WordNet records for this word in it.
    public struct Sense: Sendable, Hashable {
        /// Index of the synset in the lexicon, for `Lexicon.synset(at:)`.
        public let synset: Int
        /// Lemmas WordNet marks as direct antonyms of this word in this sense.
        public let antonyms: [String]
        /// The sense's own level: the entry's, raised by how rare the sense is (its rank and share of
        /// SemCor's tags); nil for a sense never asked (archaic, slang, untagged, 4th or later, a side
        /// technical one). See `scripts/build-lexicon`.
        public let level: CEFRLevel?

        public init(synset: Int, antonyms: [String] = [], level: CEFRLevel?) {
            self.synset = synset
            self.antonyms = antonyms
            self.level = level
        }

        /// Whether a question at `level` may test this sense.
        public func isAsked(at level: CEFRLevel) -> Bool {
            self.level.map { $0 <= level } ?? false
        }
    }

    /// Position of the entry in the lexicon, stable for one resource file.
    public let index: Int
    public let lemma: String
    public let partOfSpeech: PartOfSpeech
    /// The frequency band (present-day frequency plus WordNet's sense counts), as a CEFR level.
    public let level: CEFRLevel
    /// Inflected spellings (irregular ones from WordNet's exception lists plus regular ones).
    public let forms: [String]
    public let senses: [Sense]

    /// The level a listed word (`--words`) is asked at for a learner at `requested`: that level, or the
    /// word's own when higher. A word's own level is the lowest any of its senses is asked at, which
    /// can be above its frequency band: below B1 only a sense with a learner definition is asked, so
    /// *run* is A1 by frequency but asked from B1.
    public func listedLevel(for requested: CEFRLevel?) -> CEFRLevel {
        let own = max(level, senses.compactMap(\.level).min() ?? level)
        return max(requested ?? own, own)
    }
}

/// A WordNet synset: one meaning shared by its member lemmas.
public struct Synset: Sendable, Hashable {
    public let index: Int
    public let partOfSpeech: PartOfSpeech
    /// The definition, without WordNet's quoted examples.
    public let gloss: String
    /// WordNet's example sentences for this meaning.
    public let examples: [String]
    /// Member lemmas that are themselves lexicon entries (single words, not offensive, not proper nouns).
    public let members: [String]
    /// Satellite or head synsets WordNet links with "similar to" (adjective clusters).
    public let similar: [Int]
}
