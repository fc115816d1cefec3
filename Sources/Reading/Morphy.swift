import Lexicon

/// WordNet's Morphy: the lemmas an inflected form may belong to, in each part of speech.
///
/// First the exception lists (`ran` → `run`), then the regular suffix rules, keeping only the
/// candidates the lexicon has in that part of speech.
struct Morphy: Sendable {
    let lexicon: Lexicon
    let inflections: Inflections

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
    func analyses(of form: String) -> [Analysis] {
        var found: [Analysis] = []
        func add(_ lemma: String, _ pos: PartOfSpeech) {
            guard !found.contains(where: { $0.lemma == lemma && $0.partOfSpeech == pos }),
                lexicon.entries(for: lemma).contains(where: { $0.partOfSpeech == pos })
            else { return }
            found.append(Analysis(lemma: lemma, partOfSpeech: pos, isInflected: lemma != form))
        }
        for pos in PartOfSpeech.allCases { add(form, pos) }
        for pos in PartOfSpeech.allCases {
            for lemma in inflections.lemmas(of: form, as: pos) { add(lemma, pos) }
        }
        for pos in PartOfSpeech.allCases {
            for (suffix, replacement) in Self.rules[pos, default: []]
            where form.hasSuffix(suffix) && form.count > suffix.count + 1 {
                add(String(form.dropLast(suffix.count)) + replacement, pos)
            }
        }
        return found
    }

    /// One reading of a text word.
    struct Analysis: Sendable, Hashable {
        let lemma: String
        let partOfSpeech: PartOfSpeech
        /// Whether the word in the text differs from the lemma (an inflected form).
        let isInflected: Bool
    }
}
