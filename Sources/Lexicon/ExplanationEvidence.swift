import Quiz

/// What a question's explanation says a choice means, as far as the lexicon confirms it.
///
/// A teacher's explanation often says what the word means in the sense tested and what a tempting
/// rival means instead ("Heavy means weighing a lot ... Thin describes shape, not weight"). The
/// explanation never confirms anything by itself: it only chooses among the senses the lexicon has,
/// and a sense is chosen only when the lexicon recognises the explanation's words as that sense's
/// (a synonym of it named, or two words of its definition).
enum ExplanationEvidence {
    /// The sentences of `explanation` that name a form of a word (`matcher`), as stems without the
    /// forms of `left` (the word's and the choice's own: naming them says nothing of a sense).
    static func clauses(in explanation: String, naming matcher: WordMatcher, leaving left: [String]) -> [[String]] {
        let sentences = explanation.split { ".;!?".contains($0) }.map(String.init)
        let forms = Set(left.map { ContentStem.of($0.lowercased()) })
        return sentences.filter(matcher.occurs(in:)).map { ContentWords($0).stems.filter { !forms.contains($0) } }
    }

    /// How many of `stems` match one of `other`'s (`ContentStem.match`).
    static func matches(_ stems: [String], in other: [String]) -> Int {
        stems.count { stem in other.contains { ContentStem.match(stem, $0) } }
    }

    /// The senses among `synsets` that `clause` describes: one whose synonym (a member not in `forms`)
    /// it names, else those whose definitions it shares the most stems with, two at least; empty when
    /// it describes none.
    static func describedSenses(_ synsets: [Int], clause: [String], forms: Set<String>, in lexicon: Lexicon)
        -> Set<Int>
    {
        var best = (matches: 1, synsets: Set<Int>())
        for synset in synsets {
            let members = lexicon.members(ofSynset: synset).filter { !forms.contains(Question.normalized($0)) }
            let memberStems = members.flatMap { ContentWords($0).stems }
            let definition = ContentWords(lexicon.definitionTexts(ofSynset: synset)).stems
            let found = memberStems.contains(where: clause.contains) ? Int.max : matches(clause, in: definition)
            if found > best.matches {
                best = (found, [synset])
            } else if found == best.matches {
                best.synsets.insert(synset)
            }
        }
        return best.synsets
    }

    /// How commonly a sense is met, lower first: its level's rank, and a sense never asked after all.
    static func rank(_ sense: LexiconEntry.Sense) -> Int {
        sense.level?.index ?? CEFRLevel.allCases.count
    }
}

extension CheckedTarget {
    /// A matcher for `choice`'s forms, every part of speech (a key in the stem, a rival in the explanation).
    func matcher(for choice: String) -> WordMatcher {
        let forms = lexicon.entryIndices(for: choice).flatMap(lexicon.forms(ofEntry:))
        return WordMatcher(lemma: Question.normalized(choice), forms: forms)
    }

    /// With `RelatedEvidence.explainedRivals`: the senses in which the explanation describes `rival`, when
    /// the lexicon confirms them, they are none of the word's (nor near one), and one is met more commonly
    /// than any sense `rival` shares with the word: a learner reads it in that sense, and the explanation
    /// says why it is wrong there. Nil otherwise.
    func explainedSenses(ofRival rival: String, in explanation: String) -> Set<Int>? {
        guard related.contains(.explainedRivals) else { return nil }
        let own = matcher(for: rival)
        let clauses = ExplanationEvidence.clauses(
            in: explanation, naming: own, leaving: own.forms + target.matcher.forms.sorted())
        let senses = lexicon.entries(for: rival).flatMap(\.senses)
        let forms = Set(own.forms)
        let described = clauses.reduce(into: Set<Int>()) {
            $0.formUnion(
                ExplanationEvidence.describedSenses(senses.map(\.synset), clause: $1, forms: forms, in: lexicon))
        }
        guard !described.isEmpty, described.isDisjoint(with: target.nearSynsets) else { return nil }
        let rank = senses.filter { described.contains($0.synset) }.map(ExplanationEvidence.rank).min() ?? Int.max
        let shared = senses.filter { target.nearSynsets.contains($0.synset) }.map(ExplanationEvidence.rank).min()
        return shared.map { rank < $0 } ?? true ? described : nil
    }
}
