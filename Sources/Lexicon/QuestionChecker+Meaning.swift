import Quiz

/// Questions about the word's meaning ("What does *cheap* mean?", "closest in meaning", "the opposite
/// of"), judged on three-valued evidence (`ChoiceSupport`) for every choice.
extension CheckedTarget {
    /// A meaning question: the stem names the word; the key is the choice the lexicon backs best, and
    /// either confirmed with no other choice confirmed as strongly, or unknown with every other choice
    /// ruled out (`partial`).
    func checkMeaningQuestion(stem: String, key: String, others: [String]) -> QuestionVerdict {
        guard target.matcher.occurs(in: stem) else {
            if let form = others.first(where: isForm) {
                return .rejected(.init(.wrongKey, "\"\(form)\" is a choice, but the key is \"\(key)\""))
            }
            return .rejected(.init(.offTarget, "the stem \"\(stem)\" does not ask about \"\(lemma)\""))
        }
        let isOpposite = Self.asksForOpposite(stem)
        if !isOpposite, let form = others.first(where: isForm) {
            return .rejected(.init(.secondCorrectAnswer, "the choice \"\(form)\" is the word itself"))
        }
        let relation = isOpposite ? "the opposite of" : "a meaning of"
        let keySupport = support(of: key, opposite: isOpposite)
        let rivals = others.map { ($0, support(of: $0, opposite: isOpposite, asRival: true)) }
        let best = rivals.filter(\.1.isConfirmed).max { $0.1 < $1.1 }
        if keySupport.isContradicted {
            let detail = best.map { "; the lexicon confirms \"\($0.0)\"" } ?? ""
            return .rejected(.init(.wrongKey, "the lexicon rules out \"\(key)\" as \(relation) \"\(lemma)\"\(detail)"))
        }
        guard keySupport.isConfirmed else {
            if let best {
                return .rejected(.init(.wrongKey, "the key \"\(key)\" is wrong; the lexicon confirms \"\(best.0)\""))
            }
            if keySupport.isPartial(atLeast: partialFloor), rivals.allSatisfy(\.1.isRuledOut) {
                return .partial("the lexicon only partly confirms \"\(key)\"; every other choice is ruled out")
            }
            return .rejected(
                .init(.unconfirmedKey, "the lexicon cannot confirm \"\(key)\" as \(relation) \"\(lemma)\""))
        }
        if named != nil, !isOpposite, !confirmsNamedSense(key) {
            return .rejected(otherSense("the key \"\(key)\" fits"))
        }
        // A second confirmed choice rejects when it is backed as strongly as the key, by a synset
        // relation, or firmly: so a key moved to a distractor never passes while the right key is among
        // the others, and a synonym among the distractors never passes beside a paraphrase key.
        if let second = rivals.first(where: {
            ($0.1.isConfirmed && ($0.1.score >= keySupport.score || $0.1.score >= 2))
                || confirms(ContentWords($0.0), firmly: isOpposite)
        }) {
            return .rejected(.init(.secondCorrectAnswer, "\"\(second.0)\" is right too, by the lexicon"))
        }
        return .passed
    }

    /// What the lexicon says of `choice` as a meaning (or, for an "opposite" question, the opposite)
    /// of the word: a synset relation first, then a paraphrase of a gloss or its neighbourhood.
    func support(of choice: String, opposite: Bool, asRival: Bool = false) -> ChoiceSupport {
        if isForm(choice) { return .contradicted }
        if !opposite, isOwnGloss(choice) { return ChoiceSupport(score: 3, isConfirmed: true, isContradicted: false) }
        let related = asRival ? rivalSynsets(of: choice) : synsets(of: choice)
        let normalized = Question.normalized(choice)
        let (same, near, cluster, against) =
            opposite
            ? (relatedAntonymSynsets, pairedOpposed, pairedCluster, target.nearSynsets)
            : (target.synsets, target.nearSynsets, nearCluster, target.opposedSynsets)
        if opposite, target.antonyms.contains(normalized) {
            return ChoiceSupport(score: 3, isConfirmed: true, isContradicted: false)
        }
        if !related.isDisjoint(with: same) { return ChoiceSupport(score: 3, isConfirmed: true, isContradicted: false) }
        if !related.isDisjoint(with: near) { return ChoiceSupport(score: 2, isConfirmed: true, isContradicted: false) }
        // Another satellite of the same adjective head: confirmed, but weaker than "similar to" itself.
        if !related.isDisjoint(with: cluster) {
            let bonus = siblingBonus(related.intersection(cluster), opposite: opposite)
            return ChoiceSupport(score: 1.5 + bonus, isConfirmed: true, isContradicted: false)
        }
        if !opposite, target.antonyms.contains(normalized) { return .contradicted }
        if !related.isDisjoint(with: against) { return .contradicted }
        // An indirect antonym (a synonym's, or the adjective head's; checked after `against`, so never a
        // choice that means the word in some sense): confirmed, as weakly as a cluster sibling, so a
        // direct antonym among the other choices still outranks it.
        if opposite, !related.isEmpty, !related.isDisjoint(with: indirectlyOpposed) {
            return ChoiceSupport(score: 1.5, isConfirmed: true, isContradicted: false)
        }
        let words = ContentWords(choice)
        let own =
            opposite
            ? ChoiceSupport.paraphrase(words, glosses: opposedGlosses, neighbourhood: opposedNeighbourhood)
            : ChoiceSupport.paraphrase(words, glosses: nearGlosses, neighbourhood: nearNeighbourhood)
        // A paraphrase that fits the other side's glosses better than this side's is ruled out:
        // "after the usual time" as a meaning of *early*.
        if Self.confirms(words, opposite ? nearGlosses : opposedGlosses, strength: .paraphrase),
            !Self.confirms(words, opposite ? opposedGlosses : nearGlosses, strength: .paraphrase)
        {
            return .contradicted
        }
        // A word the lexicon knows means what its synsets say, not what a gloss it appears in says.
        if self.related.contains(.oneWordBySynsets), words.stems.count == 1, !related.isEmpty, own.isConfirmed {
            return ChoiceSupport(score: own.score, isConfirmed: false, isContradicted: false)
        }
        if !opposite, !own.isConfirmed, own.score < 0.5, relatedOneWord(choice) || definedAlike(choice) {
            return ChoiceSupport(score: 0.5, isConfirmed: false, isContradicted: false)
        }
        return own
    }

    /// A quarter of the best share of a sibling synset's gloss found in the word's glosses (or the
    /// antonym's, `opposite`), with `RelatedEvidence.clusterByGloss`; 0 otherwise.
    func siblingBonus(_ siblings: Set<Int>, opposite: Bool) -> Double {
        guard self.related.contains(.clusterByGloss) else { return 0 }
        let glosses = Set((opposite ? opposedGlosses : nearGlosses).joined())
        let share = siblings.map { ContentWords(lexicon.definitionTexts(ofSynset: $0)).coverage(by: glosses) }.max()
        return 0.25 * (share ?? 0)
    }

    /// With `RelatedEvidence.relatedOneWord`: whether `choice` is one content word ("very convincing")
    /// in a synset WordNet relates to one of the word's senses or the senses similar to them.
    func relatedOneWord(_ choice: String) -> Bool {
        guard self.related.contains(.relatedOneWord), let relations = lexicon.relations else { return false }
        let words = ContentWords.words(in: choice)
        guard words.count == 1 else { return false }
        let own = synsets(of: words[0])
        return !own.isEmpty && target.nearSynsets.contains { !own.isDisjoint(with: relations.related(to: $0)) }
    }

    /// With `RelatedEvidence.oneWordByGlosses`: whether `choice` is one content word with a sense of the
    /// word's part of speech whose definition (the shown one, or WordNet's behind a learner definition)
    /// is half made of words of the word's glosses and of the senses similar to them, two at least.
    /// Taken together, not gloss by gloss: a satellite's meaning is its own gloss and its head's. A
    /// definition that negates ("normal; not special or different" for *ordinary*) is left out: the
    /// words it shares may be the ones it denies, which makes it an opposite.
    func definedAlike(_ choice: String) -> Bool {
        guard self.related.contains(.oneWordByGlosses) else { return false }
        let words = ContentWords.words(in: choice)
        guard words.count == 1 else { return false }
        let glosses = Set(nearGlosses.joined())
        let kind = target.entry.partOfSpeech
        return lexicon.entryIndices(for: words[0]).contains { index in
            lexicon.partOfSpeech(ofEntry: index) == kind
                && lexicon.senseSynsets(ofEntry: index).contains { synset in
                    ([lexicon.gloss(ofSynset: synset)] + [lexicon.wordNetGloss(ofSynset: synset)].compactMap { $0 })
                        .contains { text in
                            guard !Self.negates(text) else { return false }
                            let definition = ContentWords(text)
                            return definition.matches(in: glosses) >= 2 && definition.coverage(by: glosses) >= 0.5
                        }
                }
        }
    }

    /// Words by which a definition denies what follows them.
    static let negations: Set<String> = [
        "not", "no", "never", "without", "lacking", "lack", "lacks", "nothing", "none", "neither", "nor", "absence",
    ]

    /// Whether `text` holds a negation (`negations`).
    static func negates(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return WordMatcher.words(in: lowered).contains { negations.contains(String(lowered[$0])) }
    }

    /// Whether `text` is, word for word, the definition the lexicon shows for one of the word's senses: the
    /// strongest evidence there is, which a paraphrase test can miss when the definition is all small
    /// words ("to not have something any more" for *lose*) or uses an opposing word ("very opposed in
    /// nature or character" for *contrary*).
    func isOwnGloss(_ text: String) -> Bool {
        let wanted = Question.normalized(text)
        return target.synsets.contains { Question.normalized(lexicon.gloss(ofSynset: $0)) == wanted }
    }

    /// Whether `words` firmly paraphrase a gloss of the word (or, `opposite`, of an antonym):
    /// enough to call a distractor right too.
    func confirms(_ words: ContentWords, firmly opposite: Bool) -> Bool {
        Self.confirms(words, opposite ? opposedGlosses : nearGlosses, strength: .firm)
    }

    /// The synsets of the word's direct antonyms (without their "similar to" neighbours): with
    /// `RelatedEvidence.pairedAntonymSenses`, only the antonyms' senses paired with the word, when any are.
    var relatedAntonymSynsets: Set<Int> {
        let all = Set(target.antonyms.flatMap { lexicon.entryIndices(for: $0).flatMap(lexicon.senseSynsets(ofEntry:)) })
        guard related.contains(.pairedAntonymSenses) else { return all }
        let paired = RelatedEvidence.pairedSenses(of: target.antonyms, namingAnyOf: target.matcher.forms, in: lexicon)
        return paired.isEmpty ? all : paired
    }

    /// The antonym synsets an "opposite" choice is weighed on (`RelatedEvidence.pairedAntonymSenses`).
    var pairedOpposed: Set<Int> {
        related.pairedOpposedSynsets(
            antonyms: target.antonyms, lemmas: target.matcher.forms, opposed: target.opposedSynsets, in: lexicon)
    }

    /// `pairedOpposed` with the other satellites of its adjective clusters.
    var pairedCluster: Set<Int> {
        guard related.contains(.pairedAntonymSenses) else { return opposedCluster }
        let paired = pairedOpposed
        return paired.union(paired.flatMap(lexicon.similar(ofSynset:)))
    }

    /// The one choice the lexicon confirms, when exactly one is: where a wrong key moves to.
    func rightChoice(in choices: [String], opposite: Bool) -> Int? {
        let confirmed = choices.indices.filter { support(of: choices[$0], opposite: opposite).isConfirmed }
        return confirmed.count == 1 ? confirmed[0] : nil
    }
}
