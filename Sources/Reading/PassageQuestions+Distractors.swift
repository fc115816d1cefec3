import Lexicon
import Quiz

extension PassageQuestions {
    /// What a distractor must differ from: the word, its forms, and every word that shares a meaning
    /// with it in the sense asked or in any of its senses in that class.
    struct Target {
        let word: ReadingWord
        let sense: WordSense
        let matcher: WordMatcher
        let giveaway: Giveaway
        /// Synonyms and "similar to" words of the target in its class.
        let related: Set<String>
        let synsets: Set<Int>
        let glosses: Set<String>

        init(word: ReadingWord, sense: WordSense, lexicon: Lexicon) {
            self.word = word
            self.sense = sense
            let entries = lexicon.entries(for: word.lemma)
            matcher = WordMatcher(lemma: word.lemma, forms: entries.flatMap(\.forms))
            giveaway = Giveaway(words: Array(matcher.forms))
            let own = lexicon.senses(of: word.lemma).filter { $0.entry.partOfSpeech == sense.entry.partOfSpeech }
            synsets = Set(own.map(\.synset))
            glosses = Set(own.map(\.gloss))
            let chosen = lexicon.synset(at: sense.synset)
            related = Set(
                own.flatMap { lexicon.synset(at: $0.synset).members }
                    + chosen.similar.flatMap { lexicon.synset(at: $0).members })
        }

        /// Whether `entry` could never be a second right answer or a give-away.
        func admits(_ entry: LexiconEntry) -> Bool {
            entry.partOfSpeech == sense.entry.partOfSpeech && entry.lemma.count >= 3
                && entry.lemma.allSatisfy({ $0.isLetter && $0.isASCII }) && !matcher.forms.contains(entry.lemma)
                && !related.contains(entry.lemma) && !giveaway.isGivenAway(by: entry.lemma)
                && !Giveaway(word: entry.lemma).isGivenAway(by: word.lemma)
                && !entry.senses.contains(where: { synsets.contains($0.synset) })
        }
    }

    /// Three distinct choices from words of the target's class at its level (or next to it), each
    /// admitted by the target and made into a choice by `render`; nil when three cannot be found.
    func distractors(
        for target: Target, using random: inout SeededGenerator, render: (LexiconEntry) -> String?
    ) -> [String]? {
        var chosen: [String] = []
        for level in [target.word.level, target.word.level.lower, target.word.level.higher].compactMap({ $0 }) {
            var pool = lexicon.entryIndices(at: level)
            pool.shuffle(using: &random)
            for index in pool.prefix(400) {
                let entry = lexicon.entry(at: index)
                guard target.admits(entry), let choice = render(entry), !chosen.contains(choice) else { continue }
                chosen.append(choice)
                if chosen.count == 3 { return chosen }
            }
        }
        return nil
    }
}
