import Lexicon
import Quiz

extension PassageQuestions {
    /// A passage word's question target: the lexicon's distractor rules (`DistractorRules`) for the sense
    /// asked, plus what only passage questions need.
    struct Target {
        let word: ReadingWord
        let sense: WordSense
        let rules: DistractorRules
        /// The glosses of the word's senses in the class asked, none of which may be a wrong choice.
        let glosses: Set<String>
        let lexicon: Lexicon

        init(word: ReadingWord, sense: WordSense, lexicon: Lexicon) {
            self.word = word
            self.sense = sense
            self.lexicon = lexicon
            rules = DistractorRules(entry: sense.entry, lexicon: lexicon, level: word.level)
            glosses = Set(lexicon.senses(of: word.lemma).filter { $0.partOfSpeech == sense.partOfSpeech }.map(\.gloss))
        }

        /// Whether `entry` can be a wrong choice: of the sense's class and its lemma's main class (a
        /// learner reads "assist" as a verb, "true" as an adjective, whatever class the draw came from),
        /// a plain word (a blank takes an inflected form of it), and admitted by the lexicon's rules.
        func admits(_ entry: LexiconEntry) -> Bool {
            entry.partOfSpeech == sense.entry.partOfSpeech && entry.lemma.count >= 3
                && entry.lemma.allSatisfy({ $0.isLetter && $0.isASCII })
                && lexicon.isMainPartOfSpeech(ofEntry: entry.index) && rules.admits(entry)
        }
    }

    /// Three distinct choices, each admitted by the target and made into a choice by `render`; nil when
    /// three cannot be found.
    ///
    /// Words of the sense's WordNet neighbourhood come first (`SenseNeighbours`: same topic, at most the
    /// word's level), then words of its class at its level or next to it.
    func distractors(
        for target: Target, using random: inout SeededGenerator, render: (LexiconEntry) -> String?
    ) -> [String]? {
        var chosen: [String] = []
        let near = neighbours.entries(
            near: target.sense.synset, partOfSpeech: target.sense.partOfSpeech, upTo: target.word.level,
            using: &random)
        for entry in near {
            guard target.admits(entry), let choice = render(entry), !chosen.contains(choice) else { continue }
            chosen.append(choice)
            if chosen.count == 3 { return chosen }
        }
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
