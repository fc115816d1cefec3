import Quiz

/// A synset's example sentences, as the build stores them: each may start with `*` (adults only, in a
/// meaning that is not), then `+` (written for learners, `scripts/data/learner-examples.tsv`, where the
/// rest are WordNet's) and, in a line whose gloss level is stored, then carries its own reading level
/// (a digit 0-5, or `-` for no known word), so that no question works out an example's level word by
/// word at run time (that cost 10-15% of a question's CPU).
extension Lexicon {
    /// An example sentence with the level of its hardest known word.
    struct LeveledExample {
        var text: String
        /// 0-5 (A1-C2), or -1 when the sentence has no word the lexicon knows.
        var level: Int8
        /// Written for learners, not one of WordNet's (which were written for lexicographers).
        var isForLearners = false
    }

    /// The example sentences of synset `index` that the audience may see, learners' first.
    func examples(ofSynset index: Int) -> [String] {
        leveledExamples(ofSynset: index).map(\.text)
    }

    /// WordNet's own example sentences of synset `index` that the audience may see, with their stored
    /// reading levels: real usage, which a blank sentence is cut from.
    func wordNetExamples(ofSynset index: Int) -> [(text: String, level: Int8)] {
        leveledExamples(ofSynset: index).filter { !$0.isForLearners }.map { ($0.text, $0.level) }
    }

    /// The example sentences of synset `index` that the audience may see, with their reading levels: as
    /// stored by the build, or computed for a file without them (test fixtures).
    func leveledExamples(ofSynset index: Int) -> [LeveledExample] {
        let stored = storedGlossLevel(ofSynset: index) != nil
        return list(record: index, field: 3, separator: UInt8(ascii: "|")).compactMap { piece in
            var text = Substring(piece)
            let adultsOnly = text.first == "*"
            if adultsOnly {
                guard audience == .mature else { return nil }
                text = text.dropFirst()
            }
            let isForLearners = text.first == "+"
            if isForLearners { text = text.dropFirst() }
            guard stored, let mark = text.first else {
                return LeveledExample(
                    text: String(text), level: computedLevel(of: String(text)), isForLearners: isForLearners)
            }
            return LeveledExample(
                text: String(text.dropFirst()), level: mark.wholeNumberValue.map(Int8.init) ?? -1,
                isForLearners: isForLearners)
        }
    }

    /// The level (0-5) of the hardest known word of `text`, or -1: the rule the build's stored levels
    /// must match.
    func computedLevel(of text: String) -> Int8 {
        readingLevel(of: text).map { Int8($0.index) } ?? -1
    }
}
