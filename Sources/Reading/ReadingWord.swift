import Lexicon
import Quiz

/// One word a reading text would ask, in the sense the text uses it when that is sure.
public struct ReadingWord: Sendable, Hashable {
    public let lemma: String
    public let partOfSpeech: PartOfSpeech
    /// The level of the sense asked (its own level from the lexicon, never below the word's).
    public let level: CEFRLevel
    /// How many times the text uses the word, in any form.
    public let count: Int
    /// The sense the passage uses, when the choice is sure; nil falls back to `commonSense`.
    public let sense: WordSense?
    /// The best-scoring sense, sure or not (for `senses --from-text` and for measuring the choice).
    public let guess: WordSense
    /// The word's first sense in its class: what a definition question asks when the choice is unsure.
    public let commonSense: WordSense
    /// How sure the sense choice is, from 0 to 1 (see `SenseChoice.Outcome.confidence`).
    public let confidence: Double
    /// The sentence of the text that uses the word in that sense.
    public let sentence: String
    /// The word as the sentence writes it ("banks", "sprang").
    public let form: String

    /// `lemma#N` for a sure sense, the bare lemma otherwise: what `--words` reads back.
    public var listItem: String { sense.map { "\(lemma)#\($0.number)" } ?? lemma }

    /// The line `vocabquiz words` prints: list item, level, gloss, sentence, separated by tabs.
    public var line: String {
        let gloss =
            sense?.gloss
            ?? "unsure which sense the text uses; a definition question asks the common one: \(commonSense.gloss)"
        return [listItem, level.rawValue, gloss, sentence].map(Self.oneLine).joined(separator: "\t")
    }

    /// A field without tabs or line breaks, so the list stays one word a line.
    public static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }
}

/// What a text yields: its counts, and the words to ask, best first.
public struct ReadingList: Sendable {
    public let tokens: Int
    public let lemmas: Int
    public let candidates: Int
    public let words: [ReadingWord]
    /// Words left out because neither the text's sense nor the common one can be asked (see `SkippedWord`).
    public let skipped: [SkippedWord]
    /// The text's words below the level, listed by the same rules, easiest last: asked only after every
    /// word of `words`, so a set asked for more questions than the level's words give is still about the
    /// text (`TextReader.list(text:level:limit:spares:source:)`). `words` never prints them.
    public let spares: [ReadingWord]

    public init(
        tokens: Int, lemmas: Int, candidates: Int, words: [ReadingWord], skipped: [SkippedWord],
        spares: [ReadingWord] = []
    ) {
        self.tokens = tokens
        self.lemmas = lemmas
        self.candidates = candidates
        self.words = words
        self.skipped = skipped
        self.spares = spares
    }

    /// The `#` line `words` prints first (a word list ignores it when read back).
    public var summary: String {
        let sure = words.count { $0.sense != nil }
        return "# \(tokens) tokens, \(lemmas) lemmas, \(candidates) candidates; \(words.count) listed, "
            + "\(sure) with the text's sense (lemma#N), \(words.count - sure) unsure (bare lemma), "
            + "\(skipped.count) skipped"
    }

    /// The `#` line `words` prints second: how sure the choice of each listed word's sense is, in list
    /// order. The list's four columns are fixed (a teacher's edited list goes back in as it is), so the
    /// confidence goes here, rounded down so that 50% and above is exactly a sure `lemma#N`;
    /// `senses --from-text` shows it beside each word's senses too.
    public var confidences: String {
        let figures = words.map { "\($0.lemma) \(Int(($0.confidence * 100).rounded(.down)))%" }
        return "# confidence in the text's sense (lemma#N from 50%; a word with one sense 100%): "
            + (figures.isEmpty ? "none listed" : figures.joined(separator: ", "))
    }
}

/// A word of the text that is not asked, and why (`Reason`). A teacher who names its sense (`lemma#N` in
/// `--words`) brings it back.
public struct SkippedWord: Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
        /// Its sense in the text is unsure, and the common sense, which an unsure word falls back to, is
        /// not the clear best reading of its sentences: asking it would test a meaning the passage likely
        /// does not use.
        case senseUnsure
        /// Its sense is unsure, and WordNet's first sense of it, the fallback, is rarer than the word (the
        /// lexicon gives it a level above the word's): not what learners know the word for.
        case commonSenseRare
        /// Its sense is unsure, and the word reads as someone who does something (*builder*), but its
        /// first sense is a thing ("a substance added to soaps"), with no learner definition to say which
        /// sense is everyday (`AgentNoun`).
        case commonSenseNotAPerson
        /// Its sense is unsure, and the common sense's definition, which the fallback question would show,
        /// has words above the learner's reading level (`Lexicon.readingCeiling`).
        case glossAboveLevel
        /// Its form is both a plural-only noun and the plural of another noun ("colours", "takings"), so
        /// which of the two words the text uses is unsure, whatever the sense choice says.
        case lemmaUnsure
    }

    /// The entry it would have had, without a sense.
    public let word: ReadingWord
    public let reason: Reason

    public init(word: ReadingWord, reason: Reason = .senseUnsure) {
        self.word = word
        self.reason = reason
    }

    public var lemma: String { word.lemma }
    /// The best-scoring sense, which was not sure enough to ask.
    public var guess: WordSense { word.guess }
    public var commonSense: WordSense { word.commonSense }
    public var sentence: String { word.sentence }

    /// Why, in a few words (for `senses --from-text`).
    public var because: String {
        switch reason {
        case .senseUnsure: "unsure, and the common sense does not fit: skipped"
        case .commonSenseRare: "unsure, and the first sense is a rare one: skipped"
        case .commonSenseNotAPerson: "unsure, and the first sense is a thing, not the person the word names: skipped"
        case .glossAboveLevel: "unsure, and the common sense's definition is above the level: skipped"
        case .lemmaUnsure: "its form is also the plural of another word: skipped"
        }
    }

    /// The `#` line `words` prints for it (a word list ignores it when read back).
    public var line: String {
        switch reason {
        case .senseUnsure:
            return "# skipped \(lemma): unsure which sense the text uses (perhaps \(lemma)#\(guess.number), "
                + "\"\(ReadingWord.oneLine(guess.gloss))\"), and the common sense (\(lemma)#\(commonSense.number), "
                + "\"\(ReadingWord.oneLine(commonSense.gloss))\") does not fit: " + ReadingWord.oneLine(sentence)
        case .commonSenseRare:
            return
                "# skipped \(lemma): unsure which sense the text uses, and its first sense (\(lemma)#\(commonSense.number), "
                + "\"\(ReadingWord.oneLine(commonSense.gloss))\") is a rare one, at \(commonSense.level?.rawValue ?? "C2"): "
                + ReadingWord.oneLine(sentence)
        case .commonSenseNotAPerson:
            return
                "# skipped \(lemma): unsure which sense the text uses, and its first sense (\(lemma)#\(commonSense.number), "
                + "\"\(ReadingWord.oneLine(commonSense.gloss))\") is a thing, not the person a learner knows the word "
                + "for: " + ReadingWord.oneLine(sentence)
        case .lemmaUnsure:
            return "# skipped \(lemma): the text's \"\(ReadingWord.oneLine(word.form))\" is both a word of its own and "
                + "the plural of another, so which one the text uses is unsure: " + ReadingWord.oneLine(sentence)
        case .glossAboveLevel:
            return "# skipped \(lemma): unsure which sense the text uses, and the definition of the common sense "
                + "(\(lemma)#\(commonSense.number), \"\(ReadingWord.oneLine(commonSense.gloss))\") has words above "
                + "\(word.level.rawValue): " + ReadingWord.oneLine(sentence)
        }
    }
}
