/// British spellings read as the American ones WordNet uses: a learner's "centre", "neighbour" and
/// "organise" are WordNet's *center*, *neighbor* and *organize*.
///
/// Only a word the lexicon does not know as it is (through `Morphy`, so inflected forms count) is
/// respelled, and only into a word it knows: "exercise" and "hour" stay as they are.
enum BritishSpelling {
    /// `word` (lower case) in the first American spelling the lexicon knows, or `word` itself.
    static func american(of word: String, in lexicon: Lexicon) -> String {
        let candidates = variants(of: word)
        guard !candidates.isEmpty else { return word }
        let morphy = lexicon.morphy
        guard morphy.firstAnalysis(of: word) == nil else { return word }
        return candidates.first { morphy.firstAnalysis(of: $0) != nil } ?? word
    }

    /// The American spellings `word` may stand for: -our- as -or-, -tre as -ter, -ise- as -ize-, -yse
    /// as -yze, a doubled l before -ed, -ing or -er as one.
    static func variants(of word: String) -> [String] {
        var found: [String] = []
        let pairs = [("our", "or"), ("tre", "ter"), ("ise", "ize"), ("isi", "izi"), ("isa", "iza"), ("yse", "yze")]
        for (british, american) in pairs {
            if let range = word.range(of: british, options: .backwards) {
                found.append(word.replacingCharacters(in: range, with: american))
            }
        }
        for ending in ["lled", "lling", "ller"] where word.hasSuffix(ending) {
            found.append(String(word.dropLast(ending.count)) + ending.dropFirst())
        }
        return found
    }
}
