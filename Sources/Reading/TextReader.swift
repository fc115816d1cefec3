import Lexicon
import Quiz

/// Turns a reading text into the list of words to ask: lemmas, candidates, ranking and senses.
public struct TextReader: Sendable {
    /// Below this share of English words (function words or lexicon lemmas), the text is refused.
    static let englishShare = 0.5
    /// Uses of a word looked at for its sense and sentence; more say little more and cost time.
    static let occurrenceCap = 8

    let lexicon: Lexicon
    let morphy: Morphy
    let relations: SenseRelations
    let tuning: SenseChoice.Tuning

    public init(lexicon: Lexicon, inflections: Inflections, relations: SenseRelations) {
        self.init(lexicon: lexicon, inflections: inflections, relations: relations, tuning: SenseChoice.Tuning())
    }

    /// A reader with other constants for the sense choice, which tests measure side by side.
    init(lexicon: Lexicon, inflections: Inflections, relations: SenseRelations, tuning: SenseChoice.Tuning) {
        self.lexicon = lexicon
        morphy = Morphy(lexicon: lexicon, inflections: inflections)
        self.relations = relations
        self.tuning = tuning
    }

    /// The words of `text` at `level` or above, best first, at most `limit`.
    ///
    /// - Parameters:
    ///   - source: How messages name the text ("'chapter3.txt'").
    ///   - spares: How many of the text's words below `level` to list as `ReadingList.spares` when fewer
    ///     than `limit` words at the level are listed: a set asked for 20 questions of a short chapter is
    ///     filled with the chapter's own easier words before it falls short.
    /// - Throws: `ReadingError` for a text with no words, not in English, or with nothing at the level.
    public func list(
        text: String, level: CEFRLevel, limit: Int, spares: Int = 0, source: String
    ) throws(ReadingError) -> ReadingList {
        let passage = Passage(PlainText.of(text))
        guard !passage.words.isEmpty else { throw .empty(source: source) }
        let forms = FormTally(passage)
        var english = 0
        var lemmas: [String: LemmaTally] = [:]
        let cues = PartOfSpeechCues(passage: passage, morphy: morphy)
        for (form, tally) in forms.byForm {
            let isFunction = FunctionWords.all.contains(form)
            var analyses = isFunction ? [] : morphy.analyses(of: form)
            if isFunction || !analyses.isEmpty { english += tally.count }
            guard !analyses.isEmpty, form.count > 2, !tally.isProperNoun else { continue }
            analyses = readings(of: analyses, at: tally.uses, cues: cues)
            guard let lemma = preferredLemma(analyses) else { continue }
            let classes = Set(analyses.filter { $0.lemma == lemma }.map(\.partOfSpeech))
            lemmas[lemma, default: LemmaTally(lemma: lemma)].add(tally, form: form, classes: classes)
            if isLemmaUnsure(lemma, among: analyses) { lemmas[lemma]?.isLemmaUnsure = true }
        }
        let share = Double(english) / Double(passage.words.count)
        guard share >= Self.englishShare else { throw .notEnglish(source: source, percent: Int(share * 100)) }
        let leveled = lemmas.values.compactMap { tally -> (LemmaTally, CEFRLevel)? in
            guard !FunctionWords.cardinals.contains(tally.lemma),
                let wordLevel = self.level(of: tally.lemma, in: tally.classes)
            else { return nil }
            return (tally, wordLevel)
        }
        let candidates = leveled.filter { $0.1 >= level }.sorted { first, second in
            if first.1 != second.1 { return first.1 < second.1 }
            if first.0.count != second.0.count { return first.0.count > second.0.count }
            return first.0.firstWord < second.0.firstWord
        }
        guard !candidates.isEmpty else {
            throw .nothingAtLevel(source: source, level: level, tokens: passage.words.count, lemmas: lemmas.count)
        }
        let context = PassageContext(passage: passage)
        let topic = topicStems(lemmas.values)
        var words: [ReadingWord] = []
        var skipped: [SkippedWord] = []
        for (tally, wordLevel) in candidates where words.count < limit {
            switch word(tally, level: wordLevel, passage: passage, context: context, cues: cues, topic: topic) {
            case let .listed(word): words.append(word)
            case let .skipped(word): skipped.append(word)
            case nil: continue
            }
        }
        // The easier words, the level just below first: only when the level's own words run short.
        let easier = leveled.filter { $0.1 < level }.sorted { first, second in
            if first.1 != second.1 { return first.1 > second.1 }
            if first.0.count != second.0.count { return first.0.count > second.0.count }
            return first.0.firstWord < second.0.firstWord
        }
        var spareWords: [ReadingWord] = []
        for (tally, wordLevel) in easier where words.count < limit && spareWords.count < spares {
            let verdict = word(tally, level: wordLevel, passage: passage, context: context, cues: cues, topic: topic)
            if case let .listed(word) = verdict { spareWords.append(word) }
        }
        return ReadingList(
            tokens: passage.words.count, lemmas: lemmas.count, candidates: candidates.count, words: words,
            skipped: skipped, spares: spareWords)
    }

    /// A form's readings in the classes its sentences allow (`PartOfSpeechCues`): "their green tops" is the
    /// noun *top*, not the adjective *tops*; all of them when no rule applies or none is left.
    func readings(of analyses: [Morphy.Analysis], at uses: [Int], cues: PartOfSpeechCues) -> [Morphy.Analysis] {
        guard Set(analyses.map(\.partOfSpeech)).count > 1 else { return analyses }
        let allowed = cues.classes(at: uses, analyses: analyses)
        let kept = analyses.filter { allowed.contains($0.partOfSpeech) }
        return kept.isEmpty ? analyses : kept
    }

    /// Of a form's readings, the lemma of the commonest word (lowest level) in its main part of speech;
    /// on a tie the base word ("settled" is asked as "settle"), which is the one worth learning. A reading
    /// in a word's secondary class loses to one in a main class: "layer" is the noun, not a comparative
    /// of the adjective "lay" (lay people).
    func preferredLemma(_ analyses: [Morphy.Analysis]) -> String? {
        func isMain(_ analysis: Morphy.Analysis) -> Bool {
            lexicon.entries(for: analysis.lemma).contains {
                $0.partOfSpeech == analysis.partOfSpeech && lexicon.isMainPartOfSpeech(ofEntry: $0.index)
            }
        }
        return analyses.min { first, second in
            let (mainA, mainB) = (isMain(first), isMain(second))
            if mainA != mainB { return mainA }
            let a = level(of: first.lemma, in: [first.partOfSpeech]) ?? .c2
            let b = level(of: second.lemma, in: [second.partOfSpeech]) ?? .c2
            return a != b ? a < b : (first.isInflected && !second.isInflected)
        }?.lemma
    }

    /// Whether a form that is both a plural-only noun and the plural of another noun leaves its word in
    /// doubt: when the plural-only noun is the reading taken (*colours* the flag, for a website's colours),
    /// or when the singular is no commoner than it (*taking* and *takings*, both C2). A singular that is
    /// commoner (*weed* beside *weeds*, mourning clothes; *stall* beside *stalls*, theatre seats) is the
    /// text's word.
    func isLemmaUnsure(_ lemma: String, among analyses: [Morphy.Analysis]) -> Bool {
        let nouns = analyses.filter { $0.partOfSpeech == .noun }
        guard let plural = nouns.first(where: { !$0.isInflected }), let singular = nouns.first(where: \.isInflected)
        else { return false }
        let pluralLevel = level(of: plural.lemma, in: [.noun]) ?? .c2
        return lemma == plural.lemma || (level(of: singular.lemma, in: [.noun]) ?? .c2) >= pluralLevel
    }

    /// The first sense of the class in which the word has the most senses: sense numbers run through
    /// the classes in a fixed order (adjectives first), so the overall first is not the commonest. Where
    /// WordNet's first sense of that class has no learner definition and another has, that one: the
    /// everyday sense (`SenseChoice.ranked`), so *invite* never falls back to "increase the likelihood of".
    func commonSense(of lemma: String, in classes: Set<PartOfSpeech>) -> WordSense? {
        let senses = lexicon.senses(of: lemma).filter { classes.contains($0.entry.partOfSpeech) }
        let widest = senses.max { $0.entry.senses.count < $1.entry.senses.count }
        return SenseChoice.ranked(senses.filter { $0.entry == widest?.entry }, everydayFirst: true, lexicon: lexicon)
            .first
    }

    /// The stems of the passage's topic words: its commonest content lemmas (any level), which say what
    /// the whole text is about ("orchestra", "movement", "solo").
    func topicStems(_ lemmas: some Collection<LemmaTally>) -> Set<String> {
        guard tuning.topicWeight > 0 else { return [] }
        let commonest = lemmas.sorted { first, second in
            first.count != second.count ? first.count > second.count : first.firstWord < second.firstWord
        }
        let topics = commonest.prefix(tuning.topicSize)
        var stems = Set(topics.map { ContentStem.of($0.lemma) })
        guard tuning.topicNeighbours > 0 else { return stems }
        for topic in topics {
            guard let sense = commonSense(of: topic.lemma, in: topic.classes) else { continue }
            let members = relations.related(to: sense.synset).prefix(tuning.topicNeighbours).flatMap {
                lexicon.synset(at: $0).members
            }
            stems.formUnion(SenseChoice.stems(of: members.joined(separator: " ")))
        }
        return stems
    }

    func level(of lemma: String, in classes: Set<PartOfSpeech>) -> CEFRLevel? {
        lexicon.entries(for: lemma).filter { classes.contains($0.partOfSpeech) }.map(\.level).min()
    }

    /// What becomes of one lemma: listed with its sense in the passage and the sentence to quote, or
    /// skipped when its sense is unsure and the common sense does not fit the text.
    enum Verdict {
        case listed(ReadingWord)
        case skipped(SkippedWord)
    }

    /// The verdict on one lemma; nil when it has no sense in the classes the text uses it in.
    ///
    /// An unsure word falls back to a definition question about its common sense only when that sense is
    /// the best reading of its sentences, though not by a sure margin: a common sense the context speaks
    /// against would test a meaning the passage does not use. (On the development passages, allowing a
    /// common sense within 0.5 or 1.5 points of the best asked more fallbacks that were as often or more
    /// often wrong; see BENCHMARKS.md.)
    func word(
        _ tally: LemmaTally, level: CEFRLevel, passage: Passage, context: PassageContext, cues: PartOfSpeechCues,
        topic: Set<String>
    ) -> Verdict? {
        let uses = tally.uses.prefix(Self.occurrenceCap)
        // The classes the uses with a cue allow: a form without one ("flooded" beside "the flood") says nothing.
        let cued = uses.reduce(into: Set<PartOfSpeech>()) { found, use in
            let analyses = morphy.analyses(of: passage.form(of: passage.words[use]))
            found.formUnion(cues.classes(at: use, analyses: analyses).intersection(tally.classes))
        }
        let allowed = cued.isEmpty ? tally.classes : cued
        let ownStems = Set([ContentStem.of(tally.lemma)] + tally.forms.map(ContentStem.of))
        let around = uses.reduce(into: Set<String>()) {
            $0.formUnion(context.stems(around: passage.words[$1].sentence))
        }
        .subtracting(ownStems)
        let sentences = uses.reduce(into: Set<String>()) {
            $0.formUnion(context.stems(of: passage.words[$1].sentence))
        }
        .subtracting(ownStems)
        let choice = SenseChoice(lexicon: lexicon, relations: relations, tuning: tuning)
        let seeds =
            tuning.pageRankWeight > 0
            ? SensePageRank.seeds(
                words: uses.flatMap {
                    context.words(around: passage.words[$0].sentence, window: tuning.pageRankWindow)
                },
                excluding: tally.lemma, morphy: morphy, lexicon: lexicon, byRank: tuning.pageRankSeedsByRank) : [:]
        guard
            let outcome = choice.choose(
                lemma: tally.lemma, classes: allowed, context: around, own: sentences,
                topic: topic.subtracting(ownStems), seeds: seeds),
            let common = commonSense(of: tally.lemma, in: allowed)
        else { return nil }
        let signature = choice.signature(of: outcome.sense, lemma: tally.lemma)
        let best = uses.max { first, second in
            let a = signature.score(context.stems(of: passage.words[first].sentence))
            let b = signature.score(context.stems(of: passage.words[second].sentence))
            return a != b ? a < b : first > second
        }!
        let sentence = passage.sentence(passage.words[best].sentence)
        // The sense's own level when the lexicon gives one ("bank" as a flight maneuver is not A1).
        let asked = outcome.isSure ? outcome.sense : common
        let word = ReadingWord(
            lemma: tally.lemma, partOfSpeech: outcome.sense.entry.partOfSpeech,
            level: asked.level.map { max($0, level) } ?? level, count: tally.count,
            sense: outcome.isSure ? outcome.sense : nil, guess: outcome.sense, commonSense: common,
            confidence: outcome.confidence, sentence: sentence, form: passage.text(of: passage.words[best]))
        // The fallback must also be the word's dominant sense, as common as the word itself: WordNet's first
        // sense is not always what learners know the word for (*cake* "a block of solid substance", *crack*
        // "a long narrow opening", *solo* "any activity performed alone"), and the lexicon gives such a
        // sense a level above its word's.
        // A learner definition written for the word marks its everyday sense, whatever level the tag
        // counts give it (*invite* "to ask someone to come", B2 beside the word's B1).
        let isDominant =
            common.level.map { $0 <= common.entry.level } ?? false
            || (common.wordNetGloss != nil
                && lexicon.everydaySense(of: tally.lemma, as: common.entry.partOfSpeech)?.synset == common.synset)
        let fallsBack =
            outcome.sense == common && outcome.margin >= tuning.fallbackMargin
            && outcome.evidence >= tuning.fallbackEvidence
        // Round 5's *colours* (a website's, asked as "a distinguishing emblem") and *takings* (asked as "the
        // act of taking"): when the word itself is in doubt, no sense of either word is safe to ask.
        guard !tally.isLemmaUnsure else { return .skipped(SkippedWord(word: word, reason: .lemmaUnsure)) }
        guard outcome.isSure || fallsBack else { return .skipped(SkippedWord(word: word)) }
        guard outcome.isSure || isDominant else { return .skipped(SkippedWord(word: word, reason: .commonSenseRare)) }
        guard
            outcome.isSure
                || AgentNoun(lexicon: lexicon, relations: relations).personSense(
                    of: tally.lemma, whenNot: common) == nil
        else { return .skipped(SkippedWord(word: word, reason: .commonSenseNotAPerson)) }
        // A fallback is a definition question, which shows the common sense's gloss.
        guard outcome.isSure || lexicon.isReadable(common.gloss, at: word.level) else {
            return .skipped(SkippedWord(word: word, reason: .glossAboveLevel))
        }
        return .listed(word)
    }
}
