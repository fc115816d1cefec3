import Quiz

/// How hard the words a learner must read are: a question at level L shows only words at most one
/// level above L (distractors; the content words of a definition, at L itself below B1).
extension Lexicon {
    /// The level digit (0-5) of entry `index`, read from its line without parsing the rest.
    func levelIndex(ofEntry index: Int) -> Int {
        let raw = file.bytes
        let lemmaEnd = lemmaField(ofEntry: index).count + Int(lineStarts[synsetCount + index])
        return min(max(Int(raw[lemmaEnd + 3]) - 48, 0), 5)
    }

    /// The level of entry `index`'s first (most frequent) sense as an index 0-5, or 6 when it is never asked.
    func firstSenseLevelIndex(ofEntry index: Int) -> Int {
        let raw = sensesField(ofEntry: index)
        var position = 0
        while position < raw.count, raw[position] >= 48, raw[position] <= 57 { position += 1 }
        guard position + 1 < raw.count, raw[position] == UInt8(ascii: ":") else { return levelIndex(ofEntry: index) }
        return min(max(Int(raw[position + 1]) - 48, 0), 6)
    }

    /// The synset of entry `index`'s first sense, read from its senses field without parsing the rest.
    func firstSenseSynset(ofEntry index: Int) -> Int? {
        var number: Int?
        for byte in sensesField(ofEntry: index) {
            guard byte >= 48, byte <= 57 else { break }
            number = (number ?? 0) * 10 + Int(byte - 48)
        }
        return number
    }

    /// The level of synset `synset` as a sense of entry `index` (0-5, or 6 when it is never asked), read
    /// from the entry's senses field ("synset:level!antonyms;…"); 6 when it is no sense of the entry.
    func levelIndex(ofSense synset: Int, inEntry index: Int) -> Int {
        let raw = sensesField(ofEntry: index)
        var position = 0
        while position < raw.count {
            var number = 0
            while position < raw.count, raw[position] >= 48, raw[position] <= 57 {
                number = number * 10 + Int(raw[position]) - 48
                position += 1
            }
            if number == synset, position + 1 < raw.count, raw[position] == UInt8(ascii: ":") {
                return min(max(Int(raw[position + 1]) - 48, 0), 6)
            }
            while position < raw.count, raw[position] != UInt8(ascii: ";") { position += 1 }
            position += 1
        }
        return 6
    }

    /// Whether entry `index` is its lemma's most common part of speech, so that a learner reads the
    /// word in that class ("active" as an adjective, not as a noun).
    ///
    /// The build marks a secondary class with `s` after the level digit (and `m`, when adult-only). Of the
    /// others, the easiest is main; a secondary class does not count, however easy: *layer* the noun is
    /// B2 (a teacher raised it: `learner-level-raises.tsv`) and the verb B1 by frequency, but SemCor tags
    /// the noun more, and learners read *layer* as a noun.
    public func isMainPartOfSpeech(ofEntry index: Int) -> Bool {
        guard !isMarkedSecondary(entry: index) else { return false }
        let own = levelIndex(ofEntry: index)
        return lemmaSiblings(ofEntry: index).allSatisfy {
            $0 == index || isMarkedSecondary(entry: $0) || levelIndex(ofEntry: $0) >= own
        }
    }

    private func isMarkedSecondary(entry index: Int) -> Bool {
        field(record: synsetCount + index, field: 2).contains(UInt8(ascii: "s"))
    }

    /// Whether entry `index` may be offered as a wrong answer: its lemma's main part of speech, and not a
    /// British spelling (`isBritishSpelling`).
    public func isOfferedAsWrongAnswer(entry index: Int) -> Bool {
        isMainPartOfSpeech(ofEntry: index) && !isBritishSpelling(ofEntry: index)
    }

    /// Whether entry `index` is a British spelling of a word WordNet also spells the American way (the
    /// build's `b`: *colour* beside *color*, *cosy* beside *cozy*). Questions write one spelling, so such a
    /// word is no wrong answer and no level's quiz draws it; a word list or a reading text that names it
    /// still has it asked.
    public func isBritishSpelling(ofEntry index: Int) -> Bool {
        field(record: synsetCount + index, field: 2).contains(UInt8(ascii: "b"))
    }

    /// The easiest level of `word` as a learner reads it: the easiest of its readings (`Morphy`), the
    /// word itself or a lemma it is a form of ("consolidated" → "consolidate", "saw" → "see", not only
    /// the rare verb "saw"); nil for words the lexicon lacks (names, numbers, function words such as "the").
    ///
    /// Every shown definition is checked word by word, for each candidate distractor, so a word's
    /// level is looked up in the file once per lexicon and remembered: the same few thousand words
    /// make up most glosses.
    public func readingLevel(ofWord word: String) -> CEFRLevel? {
        let lowered = WordMatcher.lowered(word)
        let known = wordLevels.withLock { $0[lowered] } ?? lookUpLevel(ofWord: lowered)
        return known < 0 ? nil : CEFRLevel.allCases[Int(known)]
    }

    /// The easiest level (0-5) of a lower-cased word's readings, or -1; stored for the next time.
    private func lookUpLevel(ofWord lowered: String) -> Int8 {
        let level = morphy.analyses(of: lowered).map { Int8(levelIndex(ofEntry: $0.entryIndex)) }.min() ?? -1
        wordLevels.withLock { $0[lowered] = level }
        return level
    }

    /// The hardest content word of `text` (a definition or a sentence), or nil when none is known.
    ///
    /// The first half of a negative contraction is no word of its own: "don't" is not the rare verb
    /// *don*, nor "haven't" the noun *haven* (both read as C2, so a stem with "don't" was above A2).
    public func readingLevel(of text: String) -> CEFRLevel? {
        let lowered = WordMatcher.lowered(text)
        var hardest: CEFRLevel?
        for range in WordMatcher.words(in: lowered) {
            let word = String(lowered[range])
            guard word.count > 2, !ContentWords.ignored.contains(word),
                !Self.isNegativeContraction(lowered[range.upperBound...]),
                let level = readingLevel(ofWord: word)
            else { continue }
            if hardest.map({ level > $0 }) ?? true { hardest = level }
        }
        return hardest
    }

    /// Whether the text after a word starts "n't"'s tail: an apostrophe (straight or curly), then "t"
    /// and the word's end.
    private static func isNegativeContraction(_ rest: Substring) -> Bool {
        var scalars = rest.unicodeScalars.makeIterator()
        guard let apostrophe = scalars.next(), apostrophe == "'" || apostrophe == "\u{2019}", scalars.next() == "t"
        else { return false }
        return scalars.next().map { !$0.properties.isAlphabetic } ?? true
    }

    /// A level not computed yet, in `glossLevels`; -1 stands for "no known word".
    static let unknownLevel: Int8 = -2

    /// Whether a learner at `level` can read the gloss of synset `index` (as `isReadable(_:at:)`).
    ///
    /// Every candidate wrong answer's gloss is checked, question after question: a third of an
    /// export's generation time when it was computed at run time, so `scripts/build-lexicon` stores
    /// each gloss's level in its synset line (`storedGlossLevel`).
    public func isGlossReadable(ofSynset index: Int, at level: CEFRLevel) -> Bool {
        Self.isReadable(levelIndex: glossLevelIndex(ofSynset: index), at: level)
    }

    /// Whether a text whose stored level is `known` (0-5, the hardest known word's, or -1 for no known
    /// word) reads at `level`: a gloss's or an example's, as the build stores them.
    static func isReadable(levelIndex known: Int8, at level: CEFRLevel) -> Bool {
        known < 0 || CEFRLevel.allCases[Int(known)] <= readingCeiling(at: level)
    }

    /// The level (0-5) of synset `index`'s gloss, or -1 when it has no known word: as stored by the
    /// build, or computed once per lexicon for a file without it (test fixtures).
    func glossLevelIndex(ofSynset index: Int) -> Int8 {
        if let stored = storedGlossLevel(ofSynset: index) { return stored }
        var known = glossLevels.withLock { $0[index] }
        if known == Self.unknownLevel {
            known = computedGlossLevel(ofSynset: index)
            glossLevels.withLock { $0[index] = known }
        }
        return known
    }

    /// The gloss level `scripts/build-lexicon` wrote after the synset line's `S` or `M`: a digit 0-5,
    /// `-` (-1) for a gloss without a known word, or nil when the line has none.
    public func storedGlossLevel(ofSynset index: Int) -> Int8? {
        let raw = file.bytes
        let position = Int(lineStarts[index]) + 1
        guard position < raw.count else { return nil }
        switch raw[position] {
        case UInt8(ascii: "0")...UInt8(ascii: "5"): return Int8(raw[position] - UInt8(ascii: "0"))
        case UInt8(ascii: "-"): return -1
        default: return nil
        }
    }

    /// The level (0-5) of the hardest known word of synset `index`'s gloss, computed from its words
    /// (`readingLevel(of:)`), or -1; the rule the build's stored levels must match.
    func computedGlossLevel(ofSynset index: Int) -> Int8 {
        computedLevel(of: gloss(ofSynset: index))
    }

    /// Whether a learner at `level` can read every word of `text`: none above `readingCeiling(at:)`.
    public func isReadable(_ text: String, at level: CEFRLevel) -> Bool {
        readingLevel(of: text).map { $0 <= Self.readingCeiling(at: level) } ?? true
    }

    /// The hardest word a learner at `level` reads in a definition or sentence: one level above from
    /// B1 on, A2 below B1, where a single B1 word ("awe", "phase", "sequence") already made an A2
    /// definition read as dictionary text to teachers.
    public static func readingCeiling(at level: CEFRLevel) -> CEFRLevel {
        level < .b1 ? .a2 : level.higher ?? .c2
    }
}
