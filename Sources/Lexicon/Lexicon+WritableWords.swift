import Quiz

/// The words a model may write for a learner, as a list a grammar can hold.
///
/// SmolLM2 glued words where its grammar let it write any letters ("we can see atnight",
/// "usingrawalitakl"): 105 of 139 replies of a live export were rejected for wording, most for a
/// word no dictionary holds. A grammar made of the words the learner reads leaves it none to glue.
extension Lexicon {
    /// Every form of every entry a learner at `level` reads (`readingCeiling(at:)`), with the
    /// function words WordNet lacks, in lower case and sorted; nil from C1 on, where the ceiling is C2
    /// and the list would be the whole lexicon, too large for a grammar and no narrower than "a word".
    ///
    /// Only words of ASCII letters, apostrophes and hyphens that start with a letter (the grammar's
    /// words), which the unknown-word and level rules pass. Built once per ceiling and kept.
    public func writableWords(at level: CEFRLevel) -> [String]? {
        let ceiling = Self.readingCeiling(at: level)
        guard ceiling < .c1 else { return nil }
        let limit = ceiling.index
        if let known = writableWordLists.withLock({ $0[audience]?[ceiling] }) { return known }
        var words = FunctionWords.all.union(ContentWords.ignored).union(Self.contractions)
        // Words of plain letters that Morphy reads as an entry at the level: the checks below would
        // pass them (one reading is at the level, so the easiest is), and skipping them skips two
        // thirds of the lookups.
        var passing: Set<String> = []
        for index in 0..<entryCount where levelIndex(ofEntry: index) <= limit && allows(entry: index) {
            let lemma = lemma(ofEntry: index)
            words.insert(lemma)
            let isAdjective = field(record: synsetCount + index, field: 1).first == UInt8(ascii: "a")
            let forms = forms(ofEntry: index).filter { !isAdjective || Self.compares(lemma, by: $0) }
            words.formUnion(forms)
            guard Self.isPlainWord(lemma), let partOfSpeech = partOfSpeech(ofEntry: index) else { continue }
            passing.insert(lemma)
            for form in forms where Self.isPlainWord(form) && morphy.derives(form, from: lemma, as: partOfSpeech) {
                passing.insert(form)
            }
        }
        // The lexicon's forms include regular spellings no one writes ("openned", "academiccer"): a
        // listed word is one the client's own checks then pass, so the grammar never forces a rejection.
        let list = words.filter {
            passing.contains($0)
                || (Self.isGrammarWord($0) && firstUnknownWord(in: $0) == nil && isReadable($0, at: level))
        }
        .sorted()
        writableWordLists.withLock { $0[audience, default: [:]][ceiling] = list }
        return list
    }

    /// What a learner's sentence says with an apostrophe ("it's", "don't"): WordNet has none of them.
    static let contractions: Set<String> = [
        "i'm", "you're", "we're", "they're", "it's", "he's", "she's", "that's", "there's", "what's", "let's",
        "i've", "you've", "we've", "they've", "i'll", "you'll", "he'll", "she'll", "we'll", "they'll", "it'll",
        "i'd", "you'd", "he'd", "she'd", "we'd", "they'd", "don't", "doesn't", "didn't", "isn't", "aren't",
        "wasn't", "weren't", "can't", "couldn't", "won't", "wouldn't", "shouldn't", "haven't", "hasn't", "hadn't",
    ]

    /// Whether `form` of the adjective `lemma` is one English writes: "-er" and "-est" only for one
    /// syllable ("larger") or two ending in -y, -le, -ow or -er ("happier", "simpler"); the lexicon
    /// lists them for every adjective ("usefuller", "basicer"), which SmolLM2 then wrote.
    static func compares(_ lemma: String, by form: String) -> Bool {
        guard form.hasSuffix("er") || form.hasSuffix("est"), form != lemma else { return true }
        let spoken = lemma.hasSuffix("e") && !lemma.hasSuffix("le") ? String(lemma.dropLast()) : lemma
        var syllables = 0
        var inVowels = false
        for letter in spoken {
            let isVowel = "aeiouy".contains(letter)
            if isVowel && !inVowels { syllables += 1 }
            inVowels = isVowel
        }
        return syllables <= 1 || (syllables == 2 && ["y", "le", "ow", "er"].contains(where: lemma.hasSuffix))
    }

    /// Whether `word` is lower-case ASCII letters only: one word to every reader of words.
    private static func isPlainWord(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
    }

    private static func isGrammarWord(_ word: String) -> Bool {
        guard let first = word.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else {
            return false
        }
        return word.utf8.allSatisfy {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "-")
        }
    }
}
