/// A sentence word, as a regular expression, that is none of a few words: not one starting with a
/// listed prefix ("lamb" rules out "lambs", "lambing"), and not exactly a listed word ("go").
///
/// A regex cannot say "any word but these" with look-ahead in llama.cpp's grammar subset, so the
/// pattern spells out the complement over a trie of the words: at each node, a letter that leaves
/// every listed word, or one that follows one further, and a word may end only where no listed word
/// ends. The first letters of the branches differ, so a grammar parser never keeps two of them.
/// Each branch counts the letters left, so the word stays within `maximumLength` like any other.
struct AvoidedTokens {
    /// The letters of a sentence word (`BoundTextPatterns.token`), in the order classes are written.
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'-")

    /// One node of the trie, keyed by lower-case letter.
    private final class Node {
        var children: [Character: Node] = [:]
        /// Every word through here is ruled out (a prefix ends here).
        var isPrefixEnd = false
        /// A word ending exactly here is ruled out.
        var isExactEnd = false
    }

    private let root = Node()
    /// The longest word the pattern allows, in characters (`BoundTextPatterns.maximumWordLength`).
    let maximumLength: Int

    /// - Parameters:
    ///   - prefixes: words ruled out with every longer word built on them; ones shorter than 3 letters
    ///     only as themselves, as the client's giveaway rule treats them.
    ///   - exact: words ruled out only as themselves (inflected forms).
    /// Words with letters outside `alphabet` (a space, an accent) are left out: a sentence word cannot hold them.
    ///   - maximumLength: the longest word allowed; a word starts with a letter or a digit.
    init(prefixes: [String], exact: [String], maximumLength: Int = BoundTextPatterns.maximumWordLength) {
        self.maximumLength = maximumLength
        for word in prefixes { insert(word, asPrefix: word.count >= 3) }
        for word in exact { insert(word, asPrefix: false) }
    }

    private func insert(_ word: String, asPrefix: Bool) {
        let lowered = word.lowercased()
        guard !lowered.isEmpty, lowered.allSatisfy({ Self.alphabet.contains($0) }) else { return }
        var node = root
        for letter in lowered {
            if node.isPrefixEnd { return }
            let next = node.children[letter] ?? Node()
            node.children[letter] = next
            node = next
        }
        if asPrefix {
            node.isPrefixEnd = true
            node.children = [:]
        } else {
            node.isExactEnd = true
        }
    }

    /// Whether `word` (lower case) is ruled out: it starts with a listed prefix or is a listed word.
    /// The pattern below is this rule's complement, spelled as a regular expression.
    func rulesOut(_ word: String) -> Bool {
        var node = root
        for letter in word {
            if node.isPrefixEnd { return true }
            guard let next = node.children[letter] else { return false }
            node = next
        }
        return node.isPrefixEnd || node.isExactEnd
    }

    /// The regular expression for one sentence word that is none of the listed ones.
    var pattern: String { Self.rest(after: root, depth: 0, maximumLength: max(maximumLength, 1)) ?? "[A-Za-z0-9]" }

    /// What may follow `node`, reached after `depth` letters: nil when nothing may, not even the
    /// word's end (a listed word ends here and no letter fits within the length).
    private static func rest(after node: Node, depth: Int, maximumLength: Int) -> String? {
        let isRoot = depth == 0
        let remaining = maximumLength - depth
        var branches: [String] = []
        if remaining > 0 {
            let taken = Set(node.children.keys.flatMap { [$0, Character($0.uppercased())] })
            // A word starts with a letter or a digit: SmolLM2 filled rambles with words like "''is'".
            let leaving = alphabet.filter { !taken.contains($0) && !(isRoot && "'-".contains($0)) }
            if !leaving.isEmpty {
                branches.append(charClass(leaving) + (remaining > 1 ? "[A-Za-z0-9'-]{0,\(remaining - 1)}" : ""))
            }
            for (letter, child) in node.children.sorted(by: { $0.key < $1.key }) where !child.isPrefixEnd {
                let upper = Character(letter.uppercased())
                let first = upper == letter ? String(letter) : "[\(upper)\(letter)]"
                if let tail = rest(after: child, depth: depth + 1, maximumLength: maximumLength) {
                    branches.append(first + tail)
                }
            }
        }
        // The word may stop here unless this is its start or a listed word ends exactly here.
        let mayEnd = !isRoot && !node.isExactEnd
        guard !branches.isEmpty else { return mayEnd ? "" : nil }
        let group = "(" + branches.joined(separator: "|") + ")"
        return mayEnd ? group + "?" : group
    }

    /// A bracket class for `characters`, in alphabet order with runs as ranges, `-` last.
    static func charClass(_ characters: [Character]) -> String {
        let dash = characters.contains("-")
        let codes = characters.filter { $0 != "-" }.compactMap(\.asciiValue).sorted()
        var body = ""
        var index = 0
        while index < codes.count {
            var end = index
            while end + 1 < codes.count, codes[end + 1] == codes[end] + 1 { end += 1 }
            let first = Character(UnicodeScalar(codes[index]))
            let last = Character(UnicodeScalar(codes[end]))
            body +=
                end - index >= 2 ? "\(first)-\(last)" : String(codes[index...end].map { Character(UnicodeScalar($0)) })
            index = end + 1
        }
        return "[" + body + (dash ? "-" : "") + "]"
    }
}
