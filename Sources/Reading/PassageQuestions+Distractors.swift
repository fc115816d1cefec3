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
                && lexicon.isOfferedAsWrongAnswer(entry: entry.index) && rules.admits(entry)
        }
    }

    /// Three distinct choices, each admitted by the target and made into a choice by `render`, no two
    /// sharing a meaning ("defense" and "defence", "math" and "mathematics"); nil when three cannot be found.
    ///
    /// Words of the sense's WordNet neighbourhood come first (`SenseNeighbours`: same topic; at most the
    /// word's level, then one above), then words of its class at its level or next to it.
    ///
    /// `only`, checked before anything else, is a cheap filter on the entries tried at all.
    func distractors(
        for target: Target, only: (LexiconEntry) -> Bool = { _ in true }, using random: inout SeededGenerator,
        render: (LexiconEntry) -> String?
    ) -> [String]? {
        var chosen: [String] = []
        var meanings: Set<Int> = []
        let level = target.word.level
        let near = neighbours.entries(
            near: target.sense.synset, partOfSpeech: target.sense.partOfSpeech,
            upTo: Lexicon.readingCeiling(at: level), using: &random)
        /// Takes `entry` when it qualifies; true when three are chosen.
        func take(_ entry: LexiconEntry) -> Bool {
            guard only(entry) else { return false }
            let synsets = entry.senses.map(\.synset)
            guard target.admits(entry), meanings.isDisjoint(with: synsets), let choice = render(entry),
                !chosen.contains(choice)
            else { return false }
            chosen.append(choice)
            meanings.formUnion(synsets)
            return chosen.count == 3
        }
        for entry in near.filter({ $0.level <= level }) + near.filter({ $0.level > level }) where take(entry) {
            return chosen
        }
        for level in [level, level.lower, level.higher].compactMap({ $0 }) {
            var pool = lexicon.entryIndices(at: level)
            pool.shuffle(using: &random)
            for index in pool.prefix(400) where take(lexicon.entry(at: index)) { return chosen }
        }
        return nil
    }
}
