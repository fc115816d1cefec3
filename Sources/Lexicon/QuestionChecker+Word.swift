import Quiz

/// Questions whose key is the word itself: a definition to name it ("Which word means 'the room where
/// you cook food'?") or a sentence to complete ("Could you turn on the _____?").
extension CheckedTarget {
    /// What the lexicon says of another choice: its glosses, its context and their neighbourhood, so
    /// a definition or sentence can be weighed against it as fairly as against the word.
    struct Rival {
        let choice: String
        let glosses: [[String]]
        let context: Set<String>
        let neighbourhood: GlossNeighbourhood.Lazy

        init(
            _ choice: String, synsets: Set<Int>, lexicon: Lexicon, related: RelatedEvidence,
            neighbourhoods: GlossNeighbourhood.Cache
        ) {
            self.choice = choice
            let ordered = synsets.sorted()
            glosses = ordered.map { ContentWords(lexicon.definitionTexts(ofSynset: $0)).stems }
            var context = Set(glosses.joined())
            for synset in ordered {
                let texts =
                    related.examples(of: synset, in: lexicon) + lexicon.members(ofSynset: synset)
                    + related.contextTexts(of: synset, in: lexicon)
                for text in texts {
                    context.formUnion(ContentWords(text).stems)
                }
            }
            self.context = context
            neighbourhood = .init(
                synsets: ordered, lexicon: lexicon, excluding: [], related: related, cache: neighbourhoods)
        }
    }

    /// A definition or blank question answered by the word: no other choice is a form or a synonym of
    /// it; the stem defines or uses the word better than any other choice, confirmed, or with some
    /// support when nothing the lexicon knows of the other choices fits it at all (`partial`).
    func checkWordQuestion(stem: String, others: [String], explanation: String = "") -> QuestionVerdict {
        let explained = Dictionary(
            others.compactMap { other in explainedSenses(ofRival: other, in: explanation).map { (other, $0) } },
            uniquingKeysWith: { first, _ in first })
        let asked = ContentWords(askedText(in: stem))
        let isBlank = Self.hasBlank(stem)
        let fit = { (rival: Rival) in
            isBlank
                ? Self.sentenceSupport(asked, context: rival.context, neighbourhood: rival.neighbourhood)
                : ChoiceSupport.paraphrase(asked, glosses: rival.glosses, neighbourhood: rival.neighbourhood)
        }
        let rival = { (choice: String, synsets: Set<Int>) in
            Rival(
                choice, synsets: synsets, lexicon: self.lexicon, related: self.related,
                neighbourhoods: self.neighbourhoods)
        }
        for other in others {
            if isForm(other) {
                return .rejected(.init(.secondCorrectAnswer, "\"\(other)\" is a form of \"\(lemma)\" too"))
            }
            let shared = rivalSynsets(of: other).intersection(target.nearSynsets)
            // A rival explained in a sense of its own is no synonym here, unless the stem shares a word with
            // what the lexicon says of the sense it shares with the word.
            let explainedAway = explained[other] != nil && !fit(rival(other, shared)).hasDirectMatch
            if !explainedAway, !shared.isEmpty {
                return .rejected(
                    .init(.secondCorrectAnswer, "\"\(other)\" means the same as \"\(lemma)\", so it is right too"))
            }
        }
        let rivals = others.map { rival($0, synsets(of: $0)) }
        let own =
            isBlank
            ? Self.sentenceSupport(asked, context: context, neighbourhood: nearNeighbourhood)
            : definitionSupport(asked, stem: stem)
        // A rival the explanation describes in a sense of its own competes only through its other senses,
        // unless the lexicon says the stem fits it in that very sense: then the explanation's reason is
        // not the lexicon's.
        let theirs = rivals.map { full in
            guard let senses = explained[full.choice] else { return fit(full) }
            if fit(rival(full.choice, senses)).isConfirmed { return fit(full) }
            let others = synsets(of: full.choice).subtracting(senses)
            return others.isEmpty ? .none : fit(rival(full.choice, others))
        }
        let what = isBlank ? "sentence" : "stem"
        if let index = theirs.indices.filter({ theirs[$0].isConfirmed && theirs[$0].score > own.score }).first {
            let verb = isBlank ? "fits" : "defines"
            return .rejected(
                .init(.wrongKey, "the \(what) \(verb) \"\(rivals[index].choice)\" better than \"\(lemma)\""))
        }
        if own.isConfirmed {
            if !isBlank, named != nil, !Self.asksForOpposite(stem),
                !Self.confirms(asked, namedGlosses, strength: .paraphrase)
            {
                return .rejected(otherSense("the stem defines"))
            }
            return .passed
        }
        if own.isPartial(atLeast: partialFloor), theirs.allSatisfy(\.isRuledOut) {
            return .partial("the lexicon partly confirms \"\(lemma)\"; nothing it says of the other choices fits")
        }
        // A definition in plain words shares fewer words with a gloss than a paraphrase of it, but it
        // still fits the word best. A key moved to a distractor never reaches here (the stem does not
        // name that choice, so it is a meaning question and the word among the choices rejects it):
        // the risk is a stem that defines another word, kept low by asking for a quarter of the
        // stem's words in the word's glosses (half for a neighbour) and twice any other choice's fit.
        if !isBlank, own.hasDirectMatch, own.score >= 0.25,
            theirs.allSatisfy({ !$0.isConfirmed && $0.score * 2 <= own.score })
        {
            return .partial("the stem fits \"\(lemma)\" at least twice as well as any other choice")
        }
        if isBlank {
            return .rejected(
                .init(
                    .offTarget, "the sentence \"\(stem)\" shares too little with what the lexicon knows of \"\(lemma)\""
                ))
        }
        return .rejected(.init(.unconfirmedKey, "the lexicon cannot confirm that \"\(lemma)\" fits \"\(stem)\""))
    }

    /// How well a sentence's words fit what the lexicon knows of a word: confirmed by two of them
    /// (one, for a one-word sentence) in its glosses, examples or synonyms; scored by the count, with
    /// neighbourhood words counting half.
    static func sentenceSupport(
        _ words: ContentWords, context: Set<String>, neighbourhood: GlossNeighbourhood.Lazy
    ) -> ChoiceSupport {
        let unmatched = words.stems.filter { stem in !context.contains { ContentStem.match(stem, $0) } }
        let inContext = words.stems.count - unmatched.count
        // Without a word in the context the sentence is neither confirmed nor partial: skip the lookups.
        let wide = unmatched.isEmpty || inContext == 0 ? [] : neighbourhood.stems
        let nearby = unmatched.count { stem in wide.contains { ContentStem.match(stem, $0) } }
        return ChoiceSupport(
            score: Double(inContext) + 0.5 * Double(nearby), isConfirmed: inContext >= min(2, words.stems.count),
            isContradicted: false, hasDirectMatch: inContext > 0)
    }

    /// How well the stem's definition fits the word: a synonym (or, for "opposite", an antonym) when it
    /// quotes a single word, else a paraphrase of a gloss or its neighbourhood.
    private func definitionSupport(_ asked: ContentWords, stem: String) -> ChoiceSupport {
        if !Self.asksForOpposite(stem), let quoted = Self.quoted(in: stem), isOwnGloss(quoted) {
            return ChoiceSupport(score: 3, isConfirmed: true, isContradicted: false)
        }
        if asked.stems.count == 1, let quoted = Self.quoted(in: stem), WordMatcher.words(in: quoted).count == 1 {
            let related = synsets(of: quoted)
            let confirmed =
                Self.asksForOpposite(stem)
                ? target.antonyms.contains(Question.normalized(quoted))
                    || !related.isDisjoint(with: target.opposedSynsets)
                : !related.isDisjoint(with: target.nearSynsets)
                    || nearGlosses.contains { $0 == [ContentStem.of(Question.normalized(quoted))] }
            if confirmed { return ChoiceSupport(score: 3, isConfirmed: true, isContradicted: false) }
        }
        return ChoiceSupport.paraphrase(asked, glosses: nearGlosses, neighbourhood: nearNeighbourhood)
    }
}
