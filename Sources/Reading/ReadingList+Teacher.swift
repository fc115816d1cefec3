import Lexicon
import Quiz

extension ReadingList {
    /// The list cut to a teacher's words, in the teacher's order, with the senses the teacher named.
    ///
    /// A teacher edits what `words` prints and passes it back with the text: a bare lemma keeps the
    /// reader's choice, and `lemma#N` makes sense N the one asked, in the text's sentence, whatever the
    /// reader chose (or skipped).
    ///
    /// - Parameter senses: Sense numbers by `Question.normalized` word.
    /// - Throws: `ReadingError.notInText` for a word the list does not have, `.unsureSense` for a skipped
    ///   word named without a sense, `.namedSense` for a sense the word does not have.
    public func restricted(to words: [String], senses: [String: Int], lexicon: Lexicon) throws(ReadingError)
        -> ReadingList
    {
        var kept: [ReadingWord] = []
        for item in words {
            let lemma = Question.normalized(item)
            let listed = self.words.first { $0.lemma == lemma }
            guard let word = listed ?? skipped.first(where: { $0.lemma == lemma })?.word else {
                throw .notInText(lemma)
            }
            guard let number = senses[lemma] else {
                guard listed != nil else { throw .unsureSense(lemma) }
                kept.append(word)
                continue
            }
            let sense: WordSense
            do {
                sense = try lexicon.sense(number, of: lemma)
            } catch {
                throw .namedSense(error)
            }
            kept.append(word.naming(sense))
        }
        return ReadingList(tokens: tokens, lemmas: self.lemmas, candidates: candidates, words: kept, skipped: [])
    }
}

extension ReadingWord {
    /// The word asked in `sense`, which a teacher chose: sure, at the sense's own level.
    func naming(_ sense: WordSense) -> ReadingWord {
        ReadingWord(
            lemma: lemma, partOfSpeech: sense.partOfSpeech, level: sense.level.map { max($0, level) } ?? level,
            count: count, sense: sense, guess: guess, commonSense: commonSense, confidence: 1, sentence: sentence,
            form: form)
    }
}
