import Quiz
import Support

/// What every kind's question shares: the stem may not give the key away, and the helpers the kinds'
/// builders (`Kinds/`) use to pick a sense, check a gloss's level and write the explanation.
extension QuestionGenerator {
    func build(_ kind: QuestionKind, for target: QuestionTarget, using random: inout SeededGenerator) -> Built? {
        guard let builder = kind.builder, let built = builder.build(self, target, &random) else {
            return nil
        }
        let question = built.question
        // Round 58's readers (both of a file) marked *acronym* and *oblivion*, shown with no example, as
        // feedback that does not teach, as rounds 48-56's did *syndrome*, *whip* and *genocide*. A blank's
        // sentence is its example.
        if target.requiresExample, kind != .fillInTheBlank, shownExample(target, sense: built.sense) == nil {
            return nil
        }
        if builder.stemMustHideKey {
            guard !answerMatcher(question, target).occurs(in: question.text),
                !Giveaway(word: question.answer).isGivenAway(by: Self.stemWithoutTarget(question.text))
            else { return nil }
        }
        return built
    }

    /// A stem's own words: the quoted target of "closest in meaning to “word”" is compared with the
    /// key separately (`QuestionTarget.allows(lemma:)`).
    private static func stemWithoutTarget(_ text: String) -> String {
        guard text.hasPrefix("Which word is"), let open = text.firstIndex(of: "“") else { return text }
        return String(text[..<open])
    }

    /// Finds the answer word in a stem: the fixed wording ("Which noun means…") could contain it too.
    private func answerMatcher(_ question: Question, _ target: QuestionTarget) -> WordMatcher {
        if question.answer == target.entry.lemma { return target.matcher }
        let forms = lexicon.entryIndices(for: question.answer).flatMap(lexicon.forms(ofEntry:))
        return WordMatcher(lemma: question.answer, forms: forms)
    }

    /// The most frequent sense asked at the target's level whose definition neither contains the word
    /// nor shares its stem ("in a symmetrical manner" for "symmetrically"), whose words a learner
    /// at that level can read, and that is more than one word: "have" for *bear* or "approval" for
    /// *credit* is a synonym, not a definition that teaches.
    func definableSense(_ target: QuestionTarget) -> Int? {
        target.askedSenses.map(\.synset).first {
            Self.isPhrase(lexicon.gloss(ofSynset: $0)) && isTeachable($0, for: target)
        }
    }

    /// Whether the gloss of `synset` may be shown in a question about `target` (as its stem, a choice
    /// or its explanation): it does not name the target, a learner at the question's level can read it
    /// (`Lexicon.readingCeiling`) and it is no encyclopedia entry (`Lexicon.isGlossBrief`).
    func isTeachable(_ synset: Int, for target: QuestionTarget) -> Bool {
        lexicon.isGlossReadable(ofSynset: synset, at: target.level) && lexicon.isGlossBrief(ofSynset: synset)
            && target.isClear(of: lexicon.gloss(ofSynset: synset))
    }

    /// Whether `lemma` in `synset` is a word a learner at the target's level knows in that meaning:
    /// an entry of the same class, the lemma's main one ("very" is read as an adverb, so it is no
    /// synonym of "identical"), in one of its two most common senses ("hook" is no synonym of "rob"),
    /// asked at the question's level or below. A key is the answer to learn, so unlike a wrong
    /// answer it may not be a level above ("lucullan" is no key for *plush* at C1).
    func knows(_ lemma: String, in synset: Int, for target: QuestionTarget) -> Bool {
        lexicon.entries(for: lemma).contains { entry in
            entry.partOfSpeech == target.entry.partOfSpeech && lexicon.isMainPartOfSpeech(ofEntry: entry.index)
                && lexicon.commonSense(ofEntry: entry.index) == synset
                && entry.senses.contains { $0.synset == synset && $0.isAsked(at: target.level) }
        }
    }

    /// Whether `lemma` is a word a learner at the target's level knows at all (its easiest entry), at
    /// the question's level or below, as a key must be.
    func knows(_ lemma: String, for target: QuestionTarget) -> Bool {
        lexicon.readingLevel(ofWord: lemma).map { $0 <= target.level } ?? false
    }

    /// Whether two words share so much spelling ("possible"/"impossible", "modernity"/"modernness") that
    /// the answer would be guessable from its form alone, or are one letter apart, as spelling variants
    /// are ("mamma"/"mama" was a C1 synonym question in read-through round 17; "gray"/"grey").
    /// A word that, less its final "e", starts the other is its base too: *dose* gave *dosage* away (round
    /// 38, two readers); so is a clipping of four letters or fewer that starts like the other (*ammo* for
    /// *ammunition*, round 52, two readers: unusable).
    public static func lookAlike(_ first: String, _ second: String) -> Bool {
        if first.contains(second) || second.contains(first) { return true }
        let (short, long) = first.count <= second.count ? (first, second) : (second, first)
        if short.count >= 4, short.hasSuffix("e"), long.hasPrefix(short.dropLast()) { return true }
        if (3...4).contains(short.count), long.hasPrefix(short.prefix(3)) { return true }
        let shared = zip(first, second).prefix { $0 == $1 }.count
        return shared >= 5 || editDistance(first, second) <= 1
    }

    /// "abate (verb): to become less strong. Example: “The wind abated at last.”" (an example written
    /// for learners is a whole sentence with its own full stop).
    func explanation(_ target: QuestionTarget, sense: Int, example: Bool = true) -> String {
        let gloss = lexicon.gloss(ofSynset: sense)
        // A gloss ending in "etc." has its full stop already.
        var text =
            "\(target.entry.lemma) (\(target.entry.partOfSpeech.name)): \(gloss)\(gloss.hasSuffix(".") ? "" : ".")"
        // Only an example written for learners: blind readers faulted WordNet's (written for lexicographers:
        // "Light a cigarette", "therefore X must be true") in 144 of 1,020 verdicts on questions showing
        // one (rounds 28-35), more than any other single cause. Each was written in words of its meaning's
        // level, which is the question's or below, and a second reader checked them; the computed level
        // would hide one in twenty for a word's frequency quirk ("jeans" read as *jean*, C2; "Mum"). One that
        // lacks the word, in this part of speech, illustrates nothing a learner can see: *matching*'s "The
        // twins wore matching red hats." holds the noun *twins*, no form of the adjective *twin* (round 40).
        if example, let sample = shownExample(target, sense: sense) {
            let stop = sample.last.map { ".?!".contains($0) } == true ? "" : "."
            text += " Example: “\(sample)”\(stop)"
        }
        return text
    }

    /// The example an explanation shows for `sense`: the first one written for learners that holds a
    /// form of the target in its part of speech; nil when there is none.
    func shownExample(_ target: QuestionTarget, sense: Int) -> String? {
        let written = lexicon.leveledExamples(ofSynset: sense).filter(\.isForLearners)
        guard !written.isEmpty else { return nil }
        let ownForms = WordMatcher(entry: target.entry)
        return written.first { ownForms.namesAForm(in: $0.text) }?.text
    }
}
