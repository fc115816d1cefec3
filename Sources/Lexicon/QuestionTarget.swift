import Quiz
import Support

/// A target entry with everything distractor checks need, computed once per question.
///
/// A distractor is unsafe when it could also be a right answer: it shares a synset with the target
/// (a synonym in some sense) or with a synset similar to one of its, is one of its antonyms, or belongs to a synset near an antonym. Senses
/// of every part of speech count on both sides, because a learner does not see the part of speech
/// of a fill-in blank or of a bare word choice.
struct QuestionTarget {
    let entry: LexiconEntry
    /// Finds the lemma and its forms in every part of speech ("using" for the noun "use").
    let matcher: WordMatcher
    /// Finds words sharing the lemma's stem ("symmetrically" for "symmetrical", "abnormal" for "normal").
    let giveaway: Giveaway
    /// Synsets of every sense of the target's lemma, in every part of speech.
    let synsets: Set<Int>
    /// `synsets` plus the adjective synsets WordNet marks as similar to them ("torrid" for "hot");
    /// only adjectives have such links.
    let nearSynsets: Set<Int>
    /// Synsets a teacher found too close in meaning to the target's to stand beside it (`CloseMeanings`):
    /// never a wrong answer, though the checker does not count them as right.
    let closeSynsets: Set<Int>
    /// Direct antonyms of the target's lemma in any sense.
    let antonyms: Set<String>
    /// Synsets of the antonyms (every sense) and their "similar to" neighbours.
    let opposedSynsets: Set<Int>
    /// The question's level: only senses at or below it are tested, and no word a learner reads is
    /// more than one level above it.
    let level: CEFRLevel
    /// The senses a question may test, most frequent first: the audience may see them and their own
    /// level is at most `level`.
    let askedSenses: [LexiconEntry.Sense]
    /// Words recently shown (targets or distractors) that this question must not offer as a choice.
    let avoided: Set<String>
    /// How many otherwise allowed candidates `avoided` turned down: a question that fails without such a
    /// refusal failed for the entry itself (`QuestionGenerator.Failure`). A lock-guarded box, so the value
    /// copies of a target that the kinds' builders receive count into one place (`DistractorRules` is
    /// `Sendable`).
    let avoidedRefusals = Locked(0)

    /// Whether a question must show an example of its sense (or be a blank, whose sentence is one): for
    /// words drawn from a level below C2, not for a word a teacher listed. Examples are written for
    /// learners up to C1; C2, the rare and technical words, is explained by WordNet's glosses alone.
    let requiresExample: Bool

    init(
        entry: LexiconEntry, lexicon: Lexicon, level: CEFRLevel? = nil, avoiding avoided: Set<String> = [],
        requiringExample: Bool = false
    ) {
        self.entry = entry
        let level = max(level ?? entry.level, entry.level)
        requiresExample = requiringExample && level < .c2
        self.level = level
        askedSenses = entry.senses.filter { lexicon.allows(synset: $0.synset) && $0.isAsked(at: level) }
        self.avoided = avoided
        let entries =
            [entry] + lexicon.lemmaSiblings(ofEntry: entry.index).filter { $0 != entry.index }.map(lexicon.entry(at:))
        matcher = WordMatcher(lemma: entry.lemma, forms: entries.flatMap(\.forms))
        giveaway = Giveaway(word: entry.lemma)
        let synsets = Set(entries.flatMap { $0.senses.map(\.synset) })
        self.synsets = synsets
        let adjectives = entries.filter { $0.partOfSpeech == .adjective }.flatMap { $0.senses.map(\.synset) }
        nearSynsets = synsets.union(adjectives.flatMap(lexicon.similar(ofSynset:)))
        closeSynsets = lexicon.relations?.closeMeanings(of: synsets) ?? []
        let antonyms = Set(entries.flatMap { $0.senses.flatMap(\.antonyms) })
        self.antonyms = antonyms
        var opposed = Set<Int>()
        for antonym in antonyms {
            for candidate in lexicon.entryIndices(for: antonym) {
                for synset in lexicon.senseSynsets(ofEntry: candidate) {
                    opposed.insert(synset)
                    opposed.formUnion(lexicon.similar(ofSynset: synset))
                }
            }
        }
        opposedSynsets = opposed
    }

    /// Whether a candidate's meanings keep it wrong: checked first, as it needs no strings.
    ///
    /// - Parameter senseSynsets: The synsets of every sense of the candidate's lemma, every part of speech.
    func allows(senseSynsets: [Int]) -> Bool {
        !senseSynsets.contains { nearSynsets.contains($0) || opposedSynsets.contains($0) || closeSynsets.contains($0) }
    }

    /// Whether a candidate's spelling keeps it wrong and unrevealing: not a form of the target, not an
    /// antonym, not sharing the target's stem, not a word the learner just met as a target.
    func allows(lemma: String) -> Bool {
        guard !matcher.forms.contains(lemma), !antonyms.contains(lemma), !giveaway.isGivenAway(by: lemma) else {
            return false
        }
        if avoided.contains(lemma) {
            avoidedRefusals.withLock { $0 += 1 }
            return false
        }
        return true
    }

    /// Whether `text` (a gloss or sentence) neither names the target nor shares its stem.
    func isClear(of text: String) -> Bool {
        !matcher.occurs(in: text) && !giveaway.isGivenAway(by: text)
    }
}
