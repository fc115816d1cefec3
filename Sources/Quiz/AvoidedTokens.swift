/// A sentence word, as a regular expression, that is none of a few words: not one starting with a
/// listed prefix ("lamb" rules out "lambs", "lambing"), and not exactly a listed word ("go").
///
/// A regex cannot say "any word but these" with look-ahead in llama.cpp's grammar subset, so the
/// pattern spells out the complement over a trie of the words: at each node, a letter that leaves
/// every listed word, or one that follows one further, and a word may end only where no listed word
/// ends. The first letters of the branches differ, so a grammar parser never keeps two of them.
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

    /// - Parameters:
    ///   - prefixes: words ruled out with every longer word built on them; ones shorter than 3 letters
    ///     only as themselves, as the client's giveaway rule treats them.
    ///   - exact: words ruled out only as themselves (inflected forms).
    /// Words with letters outside `alphabet` (a space, an accent) are left out: a sentence word cannot hold them.
    init(prefixes: [String], exact: [String]) {
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

    /// The regular expression for one sentence word that is none of the listed ones.
    var pattern: String { Self.rest(after: root, isRoot: true) }

    private static func rest(after node: Node, isRoot: Bool) -> String {
        let any = "[A-Za-z0-9'-]"
        let taken = Set(node.children.keys.flatMap { [$0, Character($0.uppercased())] })
        let leaving = alphabet.filter { !taken.contains($0) }
        var branches = leaving.isEmpty ? [] : [charClass(leaving) + any + "*"]
        for (letter, child) in node.children.sorted(by: { $0.key < $1.key }) where !child.isPrefixEnd {
            let upper = Character(letter.uppercased())
            let first = upper == letter ? String(letter) : "[\(upper)\(letter)]"
            branches.append(first + rest(after: child, isRoot: false))
        }
        let group = "(" + branches.joined(separator: "|") + ")"
        // The word may stop here unless this is its start or a listed word ends exactly here.
        return isRoot || node.isExactEnd ? group : group + "?"
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
