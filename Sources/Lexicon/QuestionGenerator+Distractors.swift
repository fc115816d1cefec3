import Quiz

/// A wrong answer, with the entry it comes from and the sense it is explained in, for feedback that says
/// what the learner's wrong pick means (`QuestionGenerator.feedbackSense`).
struct Distractor {
    /// The choice as shown: a word, or (for a meaning question) the word's definition.
    let text: String
    let lemma: String
    /// The candidate's entry index.
    let entry: Int
    /// Its everyday sense, the one its feedback explains (`QuestionGenerator.feedbackSense` at the
    /// question's level, found while choosing it, so feedback need not work it out again).
    let sense: Int
}

extension QuestionGenerator {
    /// How many acceptable distractors a definition key gathers before keeping the three closest to it in
    /// length (`balanced`); a word key keeps the first three found, so it stops there.
    static let distractorPool = 7
    static let distractorCount = Question.choiceCount - 1
    /// Candidates read per level when a wrong answer must show the target's last part (`distractors`).
    static let partProbes = 600
    /// Candidates drawn per level in search of wrong answers of the key's class (`KeyClass`): a class
    /// holds a tenth of a level's words or fewer, and telling it costs one remembered lookup.
    static let classDraws = 150

    /// Three wrong answers for `target`: same part of speech, and the lemma's main one, nearest level
    /// first and none more than one level above the question's, each known in its own most common
    /// sense at that level; none of them also right (see `QuestionTarget.allows`), distinct from the
    /// answer and from each other, never two that cancel each other out (`ChoiceMeaning`), and balanced in
    /// length so that the key is not the odd one out.
    ///
    /// - Parameter text: The choice text for a candidate entry given its lemma, its everyday sense (the
    ///   one it is offered and explained in: `feedbackSense`, already known to be allowed and readable at the
    ///   question's level) and the synsets of its lemma in every part of speech; nil when the kind rejects
    ///   it (for example a definition that repeats the target word).
    ///
    /// - Parameter part: The target's last part, when the definition facing it names it (`SharedPart`:
    ///   “a room where you sleep” for *bedroom*). Then one wrong answer must show it too (*classroom*, or
    ///   “a room where you cook”), found by reading the two nearest levels in order, so that the part no
    ///   longer points at the key; nil when no candidate shows it, and at C2.
    ///
    /// - Parameter keyClass: For a definition question, the key sense's class: candidates of that class
    ///   are read first (`classDraws` per level), then any others, and none related to the key's sense
    ///   or differing from a word key in number.
    func distractors(
        for target: QuestionTarget, answer: String, showing part: String? = nil, keyClass: KeyClass? = nil,
        using random: inout SeededGenerator, text: (_ lemma: String, _ everydaySense: Int, _ all: [Int]) -> String?
    ) -> [Distractor]? {
        var seen: Set<String> = [WordMatcher.lowered(answer)]
        var found: [Distractor] = []
        var meanings: [ChoiceMeaning] = []
        // Below B1 a wrong answer is at the level itself: round 13's A2 readers marked B1 words
        // (*prime*, *capable*, *finance*) as above the level.
        let ceiling =
            (target.level < .b1 ? target.level : target.level.higher ?? .c2).index
        let wanted = Self.isPhrase(answer) ? Self.distractorPool : Self.distractorCount
        // Rare, technical and archaic words (C2) are no distractors for learners below C2. From B2 up, none
        // is more than two levels below the question's either: round 53's and 54's C1 readers found *gland*
        // among *lip* and *bone*, and *pike*'s meaning among *sauce*'s, *grape*'s and *cupcake*'s, by
        // elimination.
        let floor = target.level >= .b2 ? target.level.index - 2 : 0
        let buckets = Self.levelsNear[target.level.index].filter {
            $0.index <= ceiling && $0.index >= floor && ($0 < .c2 || target.level == .c2)
        }.map { lexicon.bucket(target.entry.partOfSpeech, $0) }
        /// Adds `candidate` when it is an acceptable wrong answer (and shows `required`, when given).
        func consider(_ candidate: Int, showing required: String? = nil) -> Bool {
            guard lexicon.firstSenseLevelIndex(ofEntry: candidate) <= ceiling,
                lexicon.isOfferedAsWrongAnswer(entry: candidate)
            else { return false }
            let siblings = lexicon.lemmaSiblings(ofEntry: candidate)
            let all = lexicon.senseSynsets(ofEntries: siblings)
            guard target.allows(senseSynsets: all) else { return false }
            let lemma = lexicon.lemma(ofEntry: candidate)
            // The feedback sense first: its facts are stored or remembered per entry, while a kind's
            // text may read and search a definition.
            guard target.allows(lemma: lemma), let sense = feedbackSense(ofEntry: candidate, level: target.level),
                let choice = text(lemma, sense, all),
                // A one-word meaning ("introduce") is a word the learner reads, so it too may not
                // be one just shown.
                Self.isPhrase(choice) || target.allows(lemma: WordMatcher.lowered(choice)),
                required.map({ SharedPart.shows($0, in: choice) }) ?? true,
                keyClass?.admits(senseSynsets: all, lemma: lemma) ?? true
            else { return false }
            // A noun that reads as another's plural is explained in its own, marginal sense (*shoes* "a
            // particular situation", *eyes* "opinion or judgment", *times* "a period in history", *details*
            // "true confidential information": rounds 48-52), so it is no wrong answer beside a singular key.
            // Asked last: telling it reads the word's analyses.
            if keyClass?.isPlural != true, lexicon.partOfSpeech(ofEntry: candidate) == .noun,
                KeyClass.isPluralNoun(lemma, in: lexicon)
            {
                return false
            }
            let meaning = ChoiceMeaning(lemma: lemma, synsets: all, everydaySense: sense, lexicon: lexicon)
            guard !meanings.contains(where: { meaning.cancelsOut(with: $0, in: lexicon) }),
                seen.insert(WordMatcher.lowered(choice)).inserted
            else { return false }
            meanings.append(meaning)
            found.append(Distractor(text: choice, lemma: lemma, entry: candidate, sense: sense))
            return true
        }
        if let part {
            // Below C2 only: C2's many compounds (*towboat*, *kingbolt*) made the search a tenth of a large
            // export, and C2 has words enough to ask another way.
            guard target.level < .c2 else { return nil }
            // Read cheaply first (a word key's candidates must end with the part, a meaning key's everyday
            // gloss must hold it), and only so far: a target's part is shown near it, or not at all.
            let bytes = Array(part.utf8)
            let mayShow = { (candidate: Int) -> Bool in
                guard Self.isPhrase(answer) else { return lexicon.lemma(ofEntry: candidate).hasSuffix(part) }
                guard let sense = lexicon.commonSense(ofEntry: candidate) else { return false }
                return WordMatcher.bytes(of: lexicon.gloss(ofSynset: sense), contain: bytes)
            }
            let shown = buckets.prefix(2).lazy.flatMap { $0.prefix(Self.partProbes) }.contains {
                mayShow(Int($0)) && consider(Int($0), showing: part)
            }
            guard shown else { return nil }
        }
        // The key's class first, when it has one; then any class, to make up the three.
        for inClass in keyClass?.isDrawnFrom == true ? [true, false] : [false] where found.count < Self.distractorCount
        {
            for bucket in buckets where !bucket.isEmpty {
                for _ in 0..<min(bucket.count, inClass ? Self.classDraws : 60) where found.count < wanted {
                    let candidate = Int(bucket[Int.random(in: 0..<bucket.count, using: &random)])
                    if inClass, keyClass?.holds(candidate) == false { continue }
                    _ = consider(candidate)
                }
                if found.count >= Self.distractorCount { break }
            }
        }
        guard found.count >= Self.distractorCount else { return nil }
        return Self.balanced(found, answer: answer, keepingFirst: part != nil)
    }

    /// The sense that feedback on a wrong pick names: the word's commonest sense in its class (its
    /// learner definition's, else WordNet's first, by SemCor's tags: `Lexicon.commonSense`), when the
    /// audience may see it, its gloss does not repeat the word and a learner at `level` can read it.
    /// Otherwise nil, and the word is no wrong answer (`distractors` skips it): a rarer sense teaches a
    /// meaning learners do not meet (*rose* as "pinkish table wine", *inch* as advertising space), and a
    /// gloss that repeats the word or is above the level teaches nothing, and so does an encyclopedia
    /// entry (`Lexicon.isGlossBrief`), another word's learner definition (`isOwnMeaning`) or, below C2, a
    /// C2 sense (`isKnownSense`). Up to B1 that means a learner definition written for the word
    /// (`isOwnMeaning`); at B2 and C1 one, or a WordNet gloss whose words are at the level itself
    /// (`isPlainFeedback`).
    func feedbackSense(ofEntry candidate: Int, level: CEFRLevel) -> Int? {
        guard let first = lexicon.commonSense(ofEntry: candidate), lexicon.allows(synset: first),
            lexicon.isGlossReadable(ofSynset: first, at: level), lexicon.isGlossBrief(ofSynset: first),
            isPlainFeedback(first, at: level),
            isOwnMeaning(first, ofEntry: candidate, at: level), isKnownSense(first, ofEntry: candidate, at: level),
            !lexicon.firstGlossNamesLemma(ofEntry: candidate)
        else { return nil }
        return first
    }

    /// Whether the meaning a wrong pick is explained by was written for that word: a learner definition
    /// written for another member of the synset often misnames it (read-through round 15 found
    /// *transcend* explained by *exceed*'s row, *nostalgic* by *homesick*'s, *insure* by *ensure*'s).
    /// Below B2 the sense needs a learner definition of its own (round 13's A2 readers marked *finance*
    /// "obtain or provide money for" as raw; round 19's B1 readers met *links* as "a golf course that is
    /// built on sandy ground near a shore" and *occasions*, *mechanics* in WordNet's first senses); from B2
    /// a WordNet gloss will do.
    func isOwnMeaning(_ synset: Int, ofEntry candidate: Int, at level: CEFRLevel) -> Bool {
        let writer = lexicon.learnerDefinitionWriter(ofSynset: synset)
        return writer.isEmpty ? level >= .b2 : Lexicon.writers(writer, include: lexicon.lemmaField(ofEntry: candidate))
    }

    /// Whether the sense a wrong answer is explained in is one a learner at `level` meets: below C2, not
    /// a C2 sense (rare, technical or archaic, or of a polysemous word SemCor never tagged). A C1 word
    /// whose everyday sense is C2 owes its frequency to something else: read-through round 14's C1
    /// readers marked *roach* "a roll of hair brushed back from the forehead" and *sticker* "a small
    /// sharp-pointed tip resembling a spike on a stem" as obscure wrong answers.
    func isKnownSense(_ synset: Int, ofEntry candidate: Int, at level: CEFRLevel) -> Bool {
        level == .c2 || lexicon.levelIndex(ofSense: synset, inEntry: candidate) < CEFRLevel.allCases.count - 1
    }

    /// Whether a wrong answer's meaning (`synset`) reads plainly at `level`: at B1 and B2, a learner
    /// definition or a WordNet gloss with no word above the level. Elsewhere a gloss may hold words a
    /// level above (`Lexicon.readingCeiling`; below B1 it is A2 already), but read-through round 11's
    /// readers marked B1 feedback such as “legislature” means “persons who make or amend or repeal laws”
    /// as raw dictionary text, and round 14's marked B2 feedback with *ardent*, *arduous* and *thwarted*
    /// the same way, so there such a word is no wrong answer: every wrong pick is still told what it
    /// means, in words at the level. At C1 too: round 15's C1 readers marked wrong answers such as
    /// *toothpaste* "a dentifrice in the form of a paste" and *influenza* "an acute febrile highly
    /// contagious viral disease" as raw dictionary text (a C2 word in 23% of C1 wrong answers' glosses).
    func isPlainFeedback(_ synset: Int, at level: CEFRLevel) -> Bool {
        guard level >= .b1, level <= .c1, !lexicon.hasLearnerDefinition(ofSynset: synset) else { return true }
        return Int(lexicon.glossLevelIndex(ofSynset: synset)) <= level.index
    }

    /// For a definition key, the three candidates closest in length to it, with one at least as long
    /// when there is one, so that the key is not the strictly longest choice more often than chance.
    /// Word keys take the first three found (in random order): picking words by length would make
    /// the key the least odd choice, a signal in itself.
    /// With `keepingFirst`, the first candidate (the one showing the target's part) stays among them.
    static func balanced(_ candidates: [Distractor], answer: String, keepingFirst: Bool = false) -> [Distractor] {
        guard isPhrase(answer) else { return Array(candidates.prefix(distractorCount)) }
        let length = answer.utf8.count
        let byCloseness = candidates.enumerated().sorted {
            (abs($0.element.text.utf8.count - length), $0.offset)
                < (abs($1.element.text.utf8.count - length), $1.offset)
        }.map(\.element)
        var chosen = Array(byCloseness.prefix(distractorCount))
        if chosen.allSatisfy({ $0.text.utf8.count < length }),
            let longer = byCloseness.dropFirst(distractorCount).first(where: { $0.text.utf8.count >= length })
        {
            chosen[distractorCount - 1] = longer
        }
        if keepingFirst, let first = candidates.first, !chosen.contains(where: { $0.entry == first.entry }) {
            chosen[distractorCount - 1] = first
        }
        return chosen
    }

    /// Whether `text` is more than one word: a definition key, or a gloss that defines rather than names a
    /// synonym. Read on bytes: Foundation's `contains` was 3% of a large export.
    static func isPhrase(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: " "))
    }

    /// For each level (in `CEFRLevel.allCases` order), every level nearest first.
    static let levelsNear = CEFRLevel.allCases.map(levels(near:))

    /// The target's level, then the levels around it, nearest first.
    static func levels(near level: CEFRLevel) -> [CEFRLevel] {
        let all = CEFRLevel.allCases
        return all.indices.sorted { (abs($0 - level.index), $0) < (abs($1 - level.index), $1) }.map { all[$0] }
    }
}
