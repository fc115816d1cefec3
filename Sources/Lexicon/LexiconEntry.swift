import Quiz

/// One lemma in one part of speech, with its WordNet senses in WordNet's order (most frequent first).
public struct LexiconEntry: Sendable, Hashable {
    /// One meaning of the lemma: a synset, plus the antonyms WordNet records for this word in it.
    public struct Sense: Sendable, Hashable {
        /// Index of the synset in the lexicon, for `Lexicon.synset(at:)`.
        public let synset: Int
        /// Lemmas WordNet marks as direct antonyms of this word in this sense.
        public let antonyms: [String]
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
