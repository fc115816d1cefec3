import Quiz

extension QuestionGenerator {
    /// How many acceptable distractors to gather before keeping the three closest in length.
    static let distractorPool = 5
    static let distractorCount = Question.choiceCount - 1

    /// Three wrong answers for `target`: same part of speech, nearest frequency band first, none of them
    /// also right (see `QuestionTarget.allows`), distinct from the answer and from each other.
    ///
    /// - Parameter text: The choice text for a candidate entry given its lemma, its own senses' synsets
    ///   and the synsets of its lemma in every part of speech; nil when the kind rejects it (for example
    ///   a definition that repeats the target word).
    func distractors(
        for target: QuestionTarget, answer: String, using random: inout SeededGenerator,
        text: (_ lemma: String, _ own: [Int], _ all: [Int]) -> String?
    ) -> [String]? {
        var seen: Set<String> = [answer.lowercased()]
        var found: [String] = []
        for level in Self.levelsNear[CEFRLevel.allCases.firstIndex(of: target.entry.level) ?? 0] {
            // Rare, technical and archaic words (C2) are no distractors for learners below C1.
            if level == .c2, target.entry.level < .c1 { continue }
            let bucket = lexicon.bucket(target.entry.partOfSpeech, level)
            guard !bucket.isEmpty else { continue }
            for _ in 0..<min(bucket.count, 40) where found.count < Self.distractorPool {
                let candidate = Int(bucket[Int.random(in: 0..<bucket.count, using: &random)])
                let own = lexicon.senseSynsets(ofEntry: candidate)
                let siblings = lexicon.lemmaSiblings(ofEntry: candidate)
                let all = siblings.count == 1 ? own : siblings.flatMap(lexicon.senseSynsets(ofEntry:))
                guard target.allows(senseSynsets: all) else { continue }
                let lemma = lexicon.lemma(ofEntry: candidate)
                guard target.allows(lemma: lemma), let choice = text(lemma, own, all),
                    seen.insert(choice.lowercased()).inserted
                else { continue }
                found.append(choice)
            }
            if found.count >= Self.distractorCount { break }
        }
        guard found.count >= Self.distractorCount else { return nil }
        let length = answer.utf8.count
        var remaining = found
        var chosen: [String] = []
        while chosen.count < Self.distractorCount {
            var best = 0
            for index in remaining.indices
            where abs(remaining[index].utf8.count - length) < abs(remaining[best].utf8.count - length) {
                best = index
            }
            chosen.append(remaining.remove(at: best))
        }
        return chosen
    }

    /// For each level (in `CEFRLevel.allCases` order), every level nearest first.
    static let levelsNear = CEFRLevel.allCases.map(levels(near:))

    /// The target's level, then the levels around it, nearest first.
    static func levels(near level: CEFRLevel) -> [CEFRLevel] {
        let all = CEFRLevel.allCases
        let centre = all.firstIndex(of: level) ?? 0
        return all.indices.sorted { (abs($0 - centre), $0) < (abs($1 - centre), $1) }.map { all[$0] }
    }
}
