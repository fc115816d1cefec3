/// What a dictionary says about a target word, for a grounded turn prompt.
///
/// A small model given only a word guesses its meaning, and copies whatever example it was shown; given
/// the sense to test, its gloss and the words that must not be wrong answers, it writes a question the
/// check can confirm.
public struct WordFacts: Sendable, Hashable {
    public var word: String
    /// "noun", "verb", "adjective" or "adverb".
    public var partOfSpeech: String
    /// The definition of the sense to test.
    public var gloss: String
    /// A sentence using the word in that sense, when the dictionary has one.
    public var example: String?
    /// Words that are also right (synonyms, similar words, forms of the word): never wrong answers.
    public var notDistractors: [String]

    public init(word: String, partOfSpeech: String, gloss: String, example: String?, notDistractors: [String]) {
        self.word = word
        self.partOfSpeech = partOfSpeech
        self.gloss = gloss
        self.example = example
        self.notDistractors = notDistractors
    }

    /// The lines the turn prompt carries.
    public var promptLines: String {
        var lines = [
            "Facts about \"\(word)\" from the dictionary:",
            "- Part of speech: \(partOfSpeech)",
            "- Meaning to test: \(gloss)",
        ]
        if let example { lines.append("- Example: \(example)") }
        if !notDistractors.isEmpty {
            lines.append(
                "- These are also right, so never use them as wrong choices: \(notDistractors.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }
}
