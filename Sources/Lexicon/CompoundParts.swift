/// The parts of closed compounds: "rainfall" is rain that falls, "heatwave" a wave of heat, so a
/// definition in plain words ("little or no rain") shares a word with a gloss that says "rainfall".
///
/// Both parts must be words the lexicon knows, four letters or more each, so "carpet" (car + pet) and
/// "understand" (under + stand) are not split, nor any word into a short prefix and a stem.
enum CompoundParts {
    /// The shortest part a compound is split into.
    static let shortestPart = 4

    /// The stems (`ContentStem`) of the parts of the closed compounds among `text`'s content words.
    static func parts(of text: String, in lexicon: Lexicon) -> [String] {
        var parts: [String] = []
        for word in ContentWords.words(in: text) where word.count >= 2 * shortestPart {
            let letters = Array(word)
            guard letters.allSatisfy(\.isLetter) else { continue }
            for cut in shortestPart...(letters.count - shortestPart) {
                let first = String(letters[..<cut])
                let second = String(letters[cut...])
                if !lexicon.entryIndices(for: first).isEmpty, !lexicon.entryIndices(for: second).isEmpty {
                    parts += [ContentStem.of(first), ContentStem.of(second)]
                    break
                }
            }
        }
        return parts
    }
}
