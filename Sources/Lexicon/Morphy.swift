/// WordNet's Morphy: the lemmas an inflected form may belong to, in each part of speech. The one place
/// a form is taken back to its words: reading levels (`Lexicon.readingLevel(ofWord:)`), the checker's
/// gloss neighbourhoods and the words of a reading text all go through it.
///
/// First the form itself, then WordNet's exception lists (`ran` → `run`, `saw` → `see`), then the
/// regular suffix rules, keeping only the candidates the lexicon has in that part of speech.
public struct Morphy: Sendable {
    let lexicon: Lexicon
    public let inflections: Inflections

    public init(lexicon: Lexicon, inflections: Inflections) {
        self.lexicon = lexicon
        self.inflections = inflections
    }

    /// Morphy's detachment rules by part of speech: (suffix, replacement).
    static let rules: [PartOfSpeech: [(String, String)]] = [
        .noun: [
            ("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"),
            ("ies", "y"),
        ],
        .verb: [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")],
        .adjective: [("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
        .adverb: [],
    ]

    /// Every (lemma, part of speech) the lower-cased `form` can be, the form itself first when it is a lemma.
    public func analyses(of form: String) -> [Analysis] {
        var found: [Analysis] = []
        readings(of: form) { analysis in
            if !found.contains(where: { $0.lemma == analysis.lemma && $0.partOfSpeech == analysis.partOfSpeech }) {
                found.append(analysis)
            }
            return true
        }
        return found
    }

    /// The first reading of `form` in `analyses(of:)`'s order, found without trying the rest: the
    /// checker asks this of every gloss word it does not find as it is.
    public func firstAnalysis(of form: String) -> Analysis? {
        var first: Analysis?
        readings(of: form) { analysis in
            first = analysis
            return false
        }
        return first
    }

    /// Calls `visit` with each reading in order (repeats included) while it returns true.
    private func readings(of form: String, _ visit: (Analysis) -> Bool) {
        var isVisiting = true
        func add(_ lemma: String, _ pos: PartOfSpeech) {
            guard isVisiting,
                let entry = lexicon.entryIndices(for: lemma).first(where: { lexicon.partOfSpeech(ofEntry: $0) == pos })
            else { return }
            isVisiting = visit(Analysis(lemma: lemma, partOfSpeech: pos, isInflected: lemma != form, entryIndex: entry))
        }
        for pos in PartOfSpeech.allCases { add(form, pos) }
        for pos in PartOfSpeech.allCases {
            for lemma in inflections.lemmas(of: form, as: pos) { add(lemma, pos) }
        }
        for pos in PartOfSpeech.allCases {
            for (suffix, replacement) in Self.rules[pos, default: []]
            where isVisiting && form.hasSuffix(suffix) && form.count > suffix.count + 1 {
                add(String(form.dropLast(suffix.count)) + replacement, pos)
            }
        }
    }

    /// One reading of a form.
    public struct Analysis: Sendable, Hashable {
        public let lemma: String
        public let partOfSpeech: PartOfSpeech
        /// Whether the form differs from the lemma (an inflected form).
        public let isInflected: Bool
        /// The lemma's entry in this part of speech.
        let entryIndex: Int
    }
}
