/// The words around a fill-in blank, and what they demand of a choice.
///
/// A teacher drops a blank a learner cannot decide ("_____ Party", two content words) or one that sits
/// next to a proper noun, and keeps every choice agreeing with the article before the blank: "a _____
/// game" rules out "accurate" by its article alone, which gives the answer away.
public struct BlankContext: Sendable {
    /// The word just before the blank, lower-cased ("a", "an", "the"...), or nil at the start.
    let previous: String?
    /// Whether a capitalised word (not the sentence's first) touches the blank: "_____ Party".
    let touchesProperNoun: Bool
    /// Content words of the sentence besides the blank.
    let contentWords: Int
    /// Whether the key, as the sentence uses it, starts with a vowel letter.
    let keyStartsWithVowel: Bool

    /// The fewest content words that let a learner decide between four words.
    static let decidingWords = 3

    /// - Parameters:
    ///   - blanked: The sentence with `WordMatcher.blank` in place of the key.
    ///   - key: The word the blank replaced, in the sentence's form.
    public init?(_ blanked: String, key: String) {
        let words = blanked.split { $0 == " " || $0 == "," || $0 == ";" || $0 == ":" }.map(String.init)
        guard let index = words.firstIndex(where: { $0.contains(WordMatcher.blank) }) else { return nil }
        previous = index > 0 ? words[index - 1].lowercased() : nil
        let isProper = { (position: Int) -> Bool in
            guard words.indices.contains(position), position > 0, let first = words[position].first else {
                return false
            }
            return first.isUppercase && words[position] != "I"
        }
        touchesProperNoun = isProper(index - 1) || isProper(index + 1)
        contentWords =
            words.enumerated().filter { offset, word in
                let plain = word.lowercased().filter(\.isLetter)
                return offset != index && plain.count > 2 && !ContentWords.ignored.contains(plain)
            }.count
        keyStartsWithVowel = key.lowercased().first.map { "aeiou".contains($0) } ?? false
    }

    /// Whether a learner can decide the blank from the sentence.
    public var isDecidable: Bool {
        !touchesProperNoun && contentWords >= Self.decidingWords
    }

    /// Whether `choice` agrees with the article before the blank as well as the key does.
    public func fits(_ choice: String) -> Bool {
        guard previous == "a" || previous == "an" else { return true }
        return (choice.lowercased().first.map { "aeiou".contains($0) } ?? false) == keyStartsWithVowel
    }
}
