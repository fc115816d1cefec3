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

    /// Every sense of `word`, all its parts of speech.
    static func senses(of word: String, in lexicon: Lexicon) -> [LexiconEntry.Sense] {
        lexicon.entries(for: word).flatMap(\.senses)
    }

    /// How commonly a sense is met, lower first: its level's rank, and a sense never asked after all.
    static func rank(_ sense: LexiconEntry.Sense) -> Int {
        sense.level.flatMap { CEFRLevel.allCases.firstIndex(of: $0) } ?? CEFRLevel.allCases.count
    }
}

extension CheckedTarget {
    /// A matcher for `choice`'s forms, every part of speech.
    func matcher(for choice: String) -> WordMatcher {
        let forms = lexicon.entryIndices(for: choice).flatMap(lexicon.forms(ofEntry:))
        return WordMatcher(lemma: Question.normalized(choice), forms: forms)
    }

    /// The clauses of `explanation` naming the word, each with the senses of it the lexicon recognises there.
    func explainedClauses(_ explanation: String) -> [(stems: [String], senses: Set<Int>)] {
        let forms = target.matcher.forms
        let synsets = ExplanationEvidence.senses(of: lemma, in: lexicon).map(\.synset)
        return ExplanationEvidence.clauses(in: explanation, naming: target.matcher, leaving: forms.sorted()).map {
            ($0, ExplanationEvidence.describedSenses(synsets, clause: $0, forms: forms, in: lexicon))
        }
    }

    /// With `RelatedEvidence.explainedSense`: the word as the explanation narrows it, keeping only its
    /// senses met at least as commonly as the one the explanation describes (a rival that is right only
    /// through a rarer sense is no second answer), with the described senses alone (which the key must
    /// be right in); nil when the explanation describes none or nothing would be left out.
    func narrowed(byExplanation explanation: String) -> (kept: CheckedTarget, described: CheckedTarget)? {
        guard related.contains(.explainedSense) else { return nil }
        let described = explainedClauses(explanation).reduce(into: Set<Int>()) { $0.formUnion($1.senses) }
        let senses = ExplanationEvidence.senses(of: lemma, in: lexicon)
        let ranks = senses.filter { described.contains($0.synset) }.map(ExplanationEvidence.rank)
        guard let common = ranks.min() else { return nil }
        let kept = Set(senses.filter { ExplanationEvidence.rank($0) <= common }.map(\.synset))
        guard kept.count < Set(senses.map(\.synset)).count else { return nil }
        return (narrowed(to: kept), narrowed(to: described))
    }

    /// This target with only the senses in `synsets`.
    private func narrowed(to synsets: Set<Int>) -> CheckedTarget {
        CheckedTarget(
            entry: target.entry, lexicon: lexicon, named: named, related: related, neighbourhoods: neighbourhoods,
            keeping: synsets)
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
        let senses = ExplanationEvidence.senses(of: rival, in: lexicon)
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

    /// With `RelatedEvidence.explainedKey`: a key of two words or more that paraphrases (`Strength.paraphrase`)
    /// a clause of the explanation in which the lexicon recognises a sense of the word is partly recognised
    /// (0.5, never confirmed), so it passes only when every other choice is ruled out.
    func explainedKeySupport(_ key: String, explanation: String) -> ChoiceSupport? {
        guard related.contains(.explainedKey) else { return nil }
        let words = ContentWords(key)
        guard words.stems.count >= 2 else { return nil }
        let confirmed = explainedClauses(explanation).filter { !$0.senses.isEmpty }.map(\.stems)
        guard Self.confirms(words, confirmed, strength: .paraphrase) else { return nil }
        return ChoiceSupport(score: 0.5, isConfirmed: false, isContradicted: false)
    }
}
