/// How far the lexicon backs one choice as the answer: the three-valued evidence behind a verdict.
///
/// *Confirmed* means the lexicon says so (a synonym, an antonym for an "opposite" question, or a
/// paraphrase of a gloss); *contradicted* means it says the opposite (an antonym offered as a meaning,
/// the word itself offered as its own meaning); anything else is *unknown*, with a score saying how
/// much of it the lexicon recognises. Only a contradiction or a second confirmed answer rejects; an
/// unknown key can still pass, marked partial, when every other choice is ruled out.
struct ChoiceSupport: Comparable {
    /// How strongly the lexicon backs the choice: 3 a shared synset (or a direct antonym), 2 a similar
    /// synset, 1.5 another satellite of the same adjective head, else the weighted share of its content words found in one gloss (1 each) or in that
    /// gloss's neighbourhood (½ each), from 0 to 1.
    let score: Double
    /// Whether the lexicon vouches for it as the answer.
    let isConfirmed: Bool
    /// Whether the lexicon rules it out as the answer.
    let isContradicted: Bool
    /// Whether any of it is in what the lexicon itself says (a gloss, an example, a synonym), not only
    /// one step out: an unknown key needs this much to pass as partial.
    var hasDirectMatch = true

    static let contradicted = ChoiceSupport(score: 0, isConfirmed: false, isContradicted: true)
    static let none = ChoiceSupport(score: 0, isConfirmed: false, isContradicted: false, hasDirectMatch: false)

    /// Unknown, but enough to pass as partial when every other choice is ruled out: one of its words in
    /// what the lexicon says of the word, and half of them there or one step out.
    var isPartial: Bool { isPartial(atLeast: Self.partialFloor) }

    /// The score an unknown choice needs to pass as partial.
    static let partialFloor = 0.5

    /// `isPartial` with another floor (`RelatedEvidence.quarterPartial`).
    func isPartial(atLeast floor: Double) -> Bool {
        !isConfirmed && !isContradicted && hasDirectMatch && score >= floor
    }

    /// Ruled out: contradicted, or none of its words is in anything the lexicon itself says of the
    /// word. Then only one choice can be partial with every other ruled out, so a key moved to a
    /// distractor can never pass this way.
    var isRuledOut: Bool { isContradicted || !hasDirectMatch }

    static func < (lhs: ChoiceSupport, rhs: ChoiceSupport) -> Bool { lhs.score < rhs.score }

    /// The support of a text as a paraphrase of one of `glosses` (stems), reaching into `neighbourhood`.
    ///
    /// Confirmed by the glosses themselves, as `CheckedTarget.Strength.paraphrase` counts it: half the
    /// stems, two at least (one, for a one-word text). Neighbourhood words only add to the score, which
    /// ranks choices: confirming through them let distractors such as "to visit them at home" (for
    /// *invite*) through.
    static func paraphrase(
        _ words: ContentWords, glosses: [[String]], neighbourhood: GlossNeighbourhood.Lazy
    ) -> ChoiceSupport {
        let count = words.stems.count
        guard count > 0 else { return .none }
        let unmatched = words.stems.filter { stem in !glosses.contains { $0.contains { ContentStem.match(stem, $0) } } }
        // Without a word in a gloss the text is neither confirmed nor partial: skip the costly lookups.
        let wide = unmatched.isEmpty || unmatched.count == count ? [] : neighbourhood.stems
        let nearby = unmatched.filter { stem in wide.contains(stem) || wide.contains { ContentStem.match(stem, $0) } }
        var score = 0.0
        var isConfirmed = false
        var hasDirectMatch = false
        for gloss in glosses.isEmpty ? [[]] : glosses {
            let inGloss = words.stems.filter { stem in gloss.contains { ContentStem.match(stem, $0) } }
            let wider = Set(inGloss).union(nearby).count
            score = max(score, (Double(inGloss.count) + 0.5 * Double(wider - inGloss.count)) / Double(count))
            isConfirmed =
                isConfirmed || (inGloss.count >= min(2, count) && Double(inGloss.count) >= Double(count) * 0.5)
            hasDirectMatch = hasDirectMatch || !inGloss.isEmpty
        }
        return ChoiceSupport(
            score: score, isConfirmed: isConfirmed, isContradicted: false, hasDirectMatch: hasDirectMatch)
    }
}
