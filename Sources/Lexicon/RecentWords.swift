/// The words the last few questions showed, kept as a set that is updated as questions come and go.
///
/// A question's generator asks "was this word shown lately?" for every candidate, so it needs a set;
/// rebuilding that set from the last 20 questions' words each time hashed about a hundred strings a
/// question (8% of a 10,000-question export). Here each question adds and later removes only its own.
struct RecentWords {
    /// How many questions a word stays recent.
    let limit: Int
    /// The words each remembered question showed, oldest first.
    private var questions: [[String]] = []
    /// How many remembered questions showed each word.
    private var counts: [String: Int] = [:]
    /// Every word some remembered question showed.
    private(set) var words: Set<String> = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Remembers one more question's words, forgetting the oldest question's beyond `limit`.
    mutating func append(_ shown: [String]) {
        questions.append(shown)
        for word in shown {
            counts[word, default: 0] += 1
            words.insert(word)
        }
        if questions.count > limit { forget(questions.removeFirst()) }
    }

    /// Whether `word` and a word of `recent` are one family by their form: one begins with the whole
    /// of the other, less a final "e", of at least `familyStem` letters (*sovereign*, *sovereignty*;
    /// *awkward*, *awkwardly*; *simulate*, *simulator*: round 57). Shorter words begin too many others
    /// (*car*, *carpet*).
    static func hasRelative(of word: String, in recent: Set<String>) -> Bool {
        let bytes = word.utf8
        guard bytes.count >= familyStem else { return false }
        return recent.contains { other in
            let otherBytes = other.utf8
            guard otherBytes.count >= familyStem, otherBytes.count != bytes.count else { return false }
            return otherBytes.count < bytes.count
                ? bytes.starts(with: stem(of: otherBytes)) : otherBytes.starts(with: stem(of: bytes))
        }
    }

    /// `word` without a final "e" when at least `familyStem` letters are left (*simulat-*, not *stat-*).
    private static func stem(of word: String.UTF8View) -> Substring.UTF8View {
        word.last == UInt8(ascii: "e") && word.count > familyStem ? word.dropLast() : word[...]
    }

    /// The fewest letters a word family's shorter member has (`hasRelative(of:in:)`).
    static let familyStem = 5

    mutating func removeAll() {
        questions.removeAll()
        counts.removeAll()
        words.removeAll()
    }

    private mutating func forget(_ shown: [String]) {
        for word in shown {
            let left = (counts[word] ?? 1) - 1
            if left > 0 {
                counts[word] = left
            } else {
                counts[word] = nil
                words.remove(word)
            }
        }
    }
}
