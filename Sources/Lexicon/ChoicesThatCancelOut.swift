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
    /// The synsets of every sense of the candidate's lemma, every part of speech, sorted (a common word
    /// has dozens, so two lists are compared by merging, not pair by pair).
    let synsets: [Int]
    /// The lemma and its synonyms in its everyday sense (`Lexicon.commonSense`) that a definition could
    /// name as one of its content words (`ContentWords.words(in:)`): one word of letters, not a
    /// function word. As UTF-8 bytes, the form `DefinitionWords` compares.
    let names: [[UInt8]]
    /// That sense's definition, as shown, lower-cased.
    let definition: DefinitionWords
    /// The synsets a teacher found too close in meaning to any of the candidate's (`CloseMeanings`).
    let closeSynsets: Set<Int>
    /// The everyday sense its definition comes from.
    let everydaySense: Int?

    init(lemma: String, synsets: [Int], everydaySense: Int?, lexicon: Lexicon) {
        self.synsets = synsets.sorted()
        closeSynsets = lexicon.relations?.closeMeanings(of: synsets) ?? []
        self.everydaySense = everydaySense
        guard let sense = everydaySense else {
            names = Self.nameable([lemma])
            definition = DefinitionWords("")
            return
        }
        var words = lexicon.members(ofSynset: sense)
        words.append(lemma)
        names = Self.nameable(words)
        definition = DefinitionWords(lexicon.gloss(ofSynset: sense))
    }

    /// Whether the two are synonyms in some sense, a teacher found them too close in meaning, either's
    /// everyday definition names the other or one of its synonyms, or the two definitions say the same
    /// (`Lexicon.glossesAlike`: *coast* "the land next to the sea" beside *beach* "the land next to the sea,
    /// where people like to play", rounds 44 and 49).
    func cancelsOut(with other: ChoiceMeaning, in lexicon: Lexicon) -> Bool {
        if sharesASynset(with: other) || other.synsets.contains(where: closeSynsets.contains)
            || names.contains(where: other.definition.contains) || other.names.contains(where: definition.contains)
        {
            return true
        }
        guard let mine = everydaySense, let theirs = other.everydaySense else { return false }
        return lexicon.glossesAlike(mine, theirs) || lexicon.glossSaysNoMore(mine, than: theirs)
            || lexicon.glossSaysNoMore(theirs, than: mine)
    }

    private func sharesASynset(with other: ChoiceMeaning) -> Bool {
        var (mine, theirs) = (synsets.startIndex, other.synsets.startIndex)
        while mine < synsets.endIndex, theirs < other.synsets.endIndex {
            if synsets[mine] == other.synsets[theirs] { return true }
            if synsets[mine] < other.synsets[theirs] { mine += 1 } else { theirs += 1 }
        }
        return false
    }

    /// The words of `words` a definition could name (see `names`). A word of ASCII letters, as nearly all
    /// are, has as many letters as bytes, so its length is read without counting characters.
    private static func nameable(_ words: [String]) -> [[UInt8]] {
        var names: [[UInt8]] = []
        names.reserveCapacity(words.count)
        for word in words {
            let letters = word.utf8.allSatisfy(WordMatcher.isASCIILetter)
            guard (letters ? word.utf8.count > 1 : word.count > 1), !ContentWords.ignored.contains(word),
                letters || WordMatcher.words(in: word).first.map({ $0 == word.startIndex..<word.endIndex }) == true
            else { continue }
            names.append(Array(word.utf8))
        }
        return names
    }
}

/// The content words of a definition, for asking whether one word is among them: a search of the
/// lower-cased bytes, bounded by non-letters, when the definition is ASCII (nearly all are); the word
/// set of `ContentWords.words(in:)` otherwise, where a letter may be more than one byte.
struct DefinitionWords {
    private let bytes: [UInt8]
    private let words: Set<[UInt8]>?

    init(_ definition: String) {
        let lowered = WordMatcher.lowered(definition)
        bytes = Array(lowered.utf8)
        words = bytes.allSatisfy { $0 < 0x80 } ? nil : Set(ContentWords.words(in: lowered).map { Array($0.utf8) })
    }

    /// Whether `wanted` (the UTF-8 of one word of letters, not a function word) is one of the definition's
    /// words.
    func contains(_ wanted: [UInt8]) -> Bool {
        if let words { return words.contains(wanted) }
        return bytes.withUnsafeBufferPointer { text in
            wanted.withUnsafeBufferPointer { WordMatcher.containsWord($0, in: text) }
        }
    }
}
