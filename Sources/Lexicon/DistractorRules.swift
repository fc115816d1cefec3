import Quiz

/// The lexicon's rules for a wrong answer, for question builders outside this module (a reading
/// text's passage questions): one home for "could this word also be right, or give the key away?".
///
/// A candidate is refused when any sense of its lemma, in any part of speech, shares a synset with the
/// target's lemma or a synset similar to one of them, is near one of its antonyms, or when its spelling
/// is a form of the target, an antonym, or shares the target's stem (see `QuestionTarget`).
public struct DistractorRules: Sendable {
    let target: QuestionTarget
    let lexicon: Lexicon

    /// The rules for questions about `entry` at `level` (the entry's own level when nil).
    public init(entry: LexiconEntry, lexicon: Lexicon, level: CEFRLevel? = nil) {
        target = QuestionTarget(entry: entry, lexicon: lexicon, level: level)
        self.lexicon = lexicon
    }

    /// Whether `candidate` can never be a second right answer or a give-away.
    public func admits(_ candidate: LexiconEntry) -> Bool {
        let siblings = lexicon.lemmaSiblings(ofEntry: candidate.index)
        return target.allows(senseSynsets: lexicon.senseSynsets(ofEntries: siblings))
            && target.allows(lemma: candidate.lemma)
    }

    /// Whether `text` (a gloss or sentence) neither names the target nor shares its stem.
    public func isClear(of text: String) -> Bool { target.isClear(of: text) }
}
