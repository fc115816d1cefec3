import Lexicon
import Quiz

/// Questions about a reading text's words in the text's own sentences and senses.
///
/// A word whose sense is sure gets a blank question in its sentence (the word blanked in the form it
/// has there, distractors inflected to that form, checked wrong, and none that would also fit the
/// sentence: `BlankFit`), or, when that cannot be built, a definition question in the sense the text uses. An unsure word gets a plain definition question about
/// its common sense (`TextReader` lists it only when that is also the best reading of the sentence), never
/// in the text's sentence: a guess shown beside the sentence would claim a sense the text may not use
/// (8 of 22 fallbacks were the hand-marked sense). Nor does it hedge: readers marked the hedge down.
public struct PassageQuestions: Sendable {
    /// Longer sentences make poor stems; their words get a definition question instead.
    static let longestStem = 40

    let lexicon: Lexicon
    let inflector: Inflector
    let written: WrittenForms
    let neighbours: SenseNeighbours

    public init(lexicon: Lexicon, inflections: Inflections, relations: SenseRelations) {
        self.lexicon = lexicon
        inflector = Inflector(lexicon: lexicon, inflections: inflections)
        written = WrittenForms(lexicon: lexicon)
        neighbours = SenseNeighbours(lexicon: lexicon, relations: relations)
    }

    /// The question for `word`, with its choices shuffled; nil when no correct one can be built.
    ///
    /// `mayBlank` false asks a definition question even when a blank one could be built: the set already
    /// blanks another word of the same sentence, whose stem would show this word's answer.
    public func question(
        for word: ReadingWord, mayBlank: Bool = true, using random: inout SeededGenerator
    ) -> QuizItem? {
        let built: (Question, QuestionKind)?
        if let sense = word.sense {
            built =
                (mayBlank ? blank(word, sense: sense, using: &random) : nil).map { ($0, .fillInTheBlank) }
                ?? definition(word, sense: sense, using: &random).map { ($0, .wordToDefinition) }
        } else {
            built = definition(word, sense: word.commonSense, using: &random).map { ($0, .wordToDefinition) }
        }
        guard let (question, kind) = built else { return nil }
        var item = QuizItem(
            question: question.shufflingChoices(using: &random), level: word.level, kind: kind,
            source: "offline, from a text")
        item.passage = PassageSource(
            sentence: word.sentence, sense: word.listItem, gloss: (word.sense ?? word.commonSense).gloss,
            isSure: word.sense != nil)
        return item
    }

    /// Whether `sentence` ends in `.`, `!` or `?` (closing quotes and brackets aside): a heading ("The
    /// Bakery on Mill Street") is a line of its own without one, and blanked it leaves nothing to decide by.
    static func endsLikeASentence(_ sentence: String) -> Bool {
        let end = sentence.trimmingCharacters(in: .whitespaces).reversed().first {
            !"\"')]\u{201D}\u{2019}".contains($0)
        }
        return end.map { ".!?".contains($0) } ?? false
    }

    func blank(_ word: ReadingWord, sense: WordSense, using random: inout SeededGenerator) -> Question? {
        let form = word.form.lowercased()
        let words = Passage.words(in: word.sentence)
        guard Self.endsLikeASentence(word.sentence), words.count <= Self.longestStem,
            words.count(where: { $0.lowercased() == form }) == 1,
            let ending = inflector.ending(of: form, lemma: word.lemma),
            let stem = Self.blanking(form, in: word.sentence)
        else { return nil }
        let target = Target(word: word, sense: sense, lexicon: lexicon)
        let slot = BlankSlot(stem: stem, key: form, partOfSpeech: sense.partOfSpeech)
        let fit = BlankFit(word: word, sense: sense, lexicon: lexicon, neighbours: neighbours)
        let wrong = distractors(for: target, using: &random) { entry in
            guard fit.rejection(of: entry) == nil,
                let inflected = inflector.distractor(entry.lemma, as: entry.partOfSpeech, ending),
                ending == .none || entry.forms.contains(inflected), written.contains(inflected),
                slot.fits(inflected), !slot.ing || isIngForm(inflected)
            else { return nil }
            return inflected
        }
        guard let wrong else { return nil }
        let key = word.form.first?.isUppercase == true ? form.capitalized : form
        return try? Question(
            word: word.lemma, text: stem, choices: [key] + wrong.map { key == form ? $0 : $0.capitalized },
            answer: key, explanation: explanation(word, sense: sense))
    }

    /// Whether `word` reads as a verb's -ing form ("fishing"), not a word that merely ends so ("wing",
    /// "darling"): an -ing key among them would stand out.
    func isIngForm(_ word: String) -> Bool {
        inflector.morphy.analyses(of: word).contains { $0.partOfSpeech == .verb && $0.isInflected }
    }

    /// A "What does X mean?" question, or nil when the sense's gloss is above the learner's reading
    /// level (`Lexicon.readingCeiling`): readers of round 3 marked raw WordNet glosses ("a salt of
    /// phosphoric acid") as the main fault of these questions. Each wrong choice is the gloss of a
    /// word's first sense that the learner can read, and not much longer than the key's.
    func definition(_ word: ReadingWord, sense: WordSense, using random: inout SeededGenerator) -> Question? {
        let target = Target(word: word, sense: sense, lexicon: lexicon)
        guard target.rules.isClear(of: sense.gloss), lexicon.isReadable(sense.gloss, at: word.level) else {
            return nil
        }
        let longest = max(Self.longestWrongGloss, 2 * Self.wordCount(sense.gloss))
        let partOfSpeech = sense.entry.partOfSpeech
        let key = Self.shaped(sense.gloss, as: partOfSpeech)
        /// A word's first-sense gloss as a wrong choice.
        func wrongGloss(_ entry: LexiconEntry) -> String? {
            guard let synset = entry.senses.first?.synset else { return nil }
            let gloss = lexicon.gloss(ofSynset: synset)
            guard Self.wordCount(gloss) <= longest, lexicon.isGlossReadable(ofSynset: synset, at: word.level)
            else { return nil }
            let shaped = Self.shaped(gloss, as: partOfSpeech)
            guard Self.startsWithTo(shaped) == Self.startsWithTo(key) else { return nil }
            return target.glosses.contains(gloss) || !target.rules.isClear(of: gloss) ? nil : shaped
        }
        // Learner definitions first: readers marked WordNet's wording among the choices ("raise in value or
        // esteem", "have or possess, either in a concrete or an abstract sense") as above a B1 reader.
        let hasLearnerDefinition = { (entry: LexiconEntry) in
            entry.senses.first.map { lexicon.wordNetGloss(ofSynset: $0.synset) != nil } ?? false
        }
        let learnerWrong = distractors(for: target, only: hasLearnerDefinition, using: &random, render: wrongGloss)
        guard let wrong = learnerWrong ?? distractors(for: target, using: &random, render: wrongGloss)
        else { return nil }
        let name = "“\(word.lemma)” (\(sense.entry.partOfSpeech.name))"
        let text =
            word.sense == nil ? "What does \(name) mean?" : "In “\(word.sentence)”, what does \(name) mean?"
        return try? Question(
            word: word.lemma, text: text, choices: [key] + wrong, answer: key,
            explanation: explanation(word, sense: sense))
    }

    /// A definition as a choice: a verb's reads "to ..." whoever wrote it. Learner definitions are written
    /// so ("to ask someone to come"), WordNet's are not ("increase in volume", "like better; value more
    /// highly"), and readers of round 7 found the key the only choice without "to" among learner-defined
    /// wrong ones. Other classes keep their text, and `definition` takes for them only wrong choices that
    /// start with "to" exactly when the key does.
    static func shaped(_ gloss: String, as partOfSpeech: PartOfSpeech) -> String {
        partOfSpeech == .verb && !startsWithTo(gloss) ? "to " + gloss : gloss
    }

    static func startsWithTo(_ gloss: String) -> Bool {
        gloss.lowercased().hasPrefix("to ")
    }

    /// Why `question(for:)` found nothing for `word`, for a teacher who named it in `--words`: the
    /// definition a question would show is above the learner's level, or three clearly wrong choices of
    /// its class and level were not found.
    public func whyNoQuestion(for word: ReadingWord) -> String {
        let sense = word.sense ?? word.commonSense
        let shown = word.sense == nil ? "its common sense" : "the sense \(word.listItem)"
        guard lexicon.isReadable(sense.gloss, at: word.level) else {
            return "the definition of \(shown) (\"\(sense.gloss)\") has words above \(word.level.rawValue), "
                + "and its sentence makes no blank question"
        }
        return "three clearly wrong \(sense.entry.partOfSpeech.name)s at \(word.level.rawValue) were not found "
            + "for \(shown)"
    }

    /// Words a wrong definition may have, or twice the key's when that is more: a long gloss among short
    /// ones stands out, and long glosses are where the dictionary text is.
    static let longestWrongGloss = 12

    static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: { $0 == " " }).count
    }

    func explanation(_ word: ReadingWord, sense: WordSense) -> String {
        let gloss = sense.gloss.hasSuffix(".") ? String(sense.gloss.dropLast()) : sense.gloss
        let meaning = "\(word.lemma) (\(sense.entry.partOfSpeech.name)): \(gloss)."
        return word.sense == nil ? meaning : meaning + " From the text: “\(word.sentence)”"
    }

    /// `sentence` with the one use of `form` replaced by a blank, or nil when it is not found as a word.
    static func blanking(_ form: String, in sentence: String) -> String? {
        let lowered = sentence.lowercased()
        var start = lowered.startIndex
        while let range = lowered.range(of: form, range: start..<lowered.endIndex) {
            let before = range.lowerBound == lowered.startIndex ? " " : lowered[lowered.index(before: range.lowerBound)]
            let after = range.upperBound == lowered.endIndex ? " " : lowered[range.upperBound]
            if !before.isLetter && !after.isLetter && lowered.count == sentence.count {
                return sentence.replacingCharacters(in: range, with: WordMatcher.blank)
            }
            start = range.upperBound
        }
        return nil
    }
}
