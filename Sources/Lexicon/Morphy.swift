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

    /// Whether `analyses(of: form)` holds `lemma` as a `partOfSpeech`, for a lemma the lexicon has in
    /// that part of speech, found without a lookup in the lexicon: the form is the lemma, a regular rule
    /// takes it there, or an exception list does.
    public func derives(_ form: String, from lemma: String, as partOfSpeech: PartOfSpeech) -> Bool {
        form == lemma || Self.regularLemmas(of: form, length: form.count, as: partOfSpeech).contains(lemma)
            || inflections.lemmas(of: form, as: partOfSpeech).contains(lemma)
    }

    /// Whether a regular rule or an exception list takes `form` to another word in some part of speech:
    /// only then can `analyses(of:)` hold a lemma other than the form itself, so a caller that wants those
    /// may skip the lexicon lookups for every other form.
    public func mayBeInflected(_ form: String) -> Bool {
        let length = form.count
        // The suffix rules first: they are string tests, an exception list is a search.
        return Self.rules.values.contains { rules in rules.contains { length > $0.0.count + 1 && form.hasSuffix($0.0) }
        }
            || PartOfSpeech.allCases.contains { !inflections.lemmas(of: form, as: $0).isEmpty }
    }

    /// The lemmas the regular rules take `form` (`length` characters) to as a `partOfSpeech`, in the
    /// rules' order, whether or not the lexicon has them.
    private static func regularLemmas(of form: String, length: Int, as partOfSpeech: PartOfSpeech) -> [String] {
        rules[partOfSpeech, default: []].compactMap { suffix, replacement in
            length > suffix.count + 1 && form.hasSuffix(suffix)
                ? String(form.dropLast(suffix.count)) + replacement : nil
        }
    }

    /// Calls `visit` with each reading in order (repeats included) while it returns true.
    ///
    /// Each candidate lemma is looked up in the lexicon once, however many parts of speech ask for it:
    /// the form itself is asked in all four, and "-s" and "-ies" make the same lemma as a noun and a
    /// verb. A word's first reading is a binary search per lemma, and a model's grammar reads the level
    /// of every word a learner may be shown, some 20,000 of them, before its first request.
    private func readings(of form: String, _ visit: (Analysis) -> Bool) {
        var isVisiting = true
        var lookedUp: [(lemma: String, entries: [Int])] = []
        func add(_ lemma: String, _ pos: PartOfSpeech) {
            guard isVisiting else { return }
            let entries: [Int]
            if let known = lookedUp.first(where: { $0.lemma == lemma }) {
                entries = known.entries
            } else {
                entries = lexicon.entryIndices(for: lemma)
                lookedUp.append((lemma, entries))
            }
            guard let entry = entries.first(where: { lexicon.partOfSpeech(ofEntry: $0) == pos }) else { return }
            isVisiting = visit(Analysis(lemma: lemma, partOfSpeech: pos, isInflected: lemma != form, entryIndex: entry))
        }
        for pos in PartOfSpeech.allCases { add(form, pos) }
        for pos in PartOfSpeech.allCases {
            for lemma in inflections.lemmas(of: form, as: pos) { add(lemma, pos) }
        }
        let length = form.count
        for pos in PartOfSpeech.allCases where isVisiting {
            for lemma in Self.regularLemmas(of: form, length: length, as: pos) { add(lemma, pos) }
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
