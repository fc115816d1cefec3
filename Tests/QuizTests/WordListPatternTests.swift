import Foundation
import Testing

@testable import Quiz

/// The word-list pattern a lexicon-bound turn's grammar writes its words from: exactly the listed
/// words (a sentence's first letter may be a capital) and short numbers, nothing glued or cut short.
@Suite struct WordListPatternTests {
    static func matchesWhole(_ pattern: String, _ text: String) -> Bool {
        BoundTextPatternsTests.matches("^" + pattern + "$", text)
    }

    @Test func itMatchesTheListedWordsAndNothingElse() {
        let words = ["go", "goes", "going", "gone", "went", "good", "a", "x-ray", "don't", "well-known"]
        let pattern = WordListPattern.pattern(for: words)
        for word in words + ["Went", "Going", "A", "X-ray", "2020", "3"] {
            #expect(Self.matchesWhole(pattern, word), "\(word): \(pattern)")
        }
        for word in [
            "g", "goo", "wen", "goings", "atnight", "wentgoing", "WEnt", "gO", "12345", "", "x-", "don", "good'",
            "good's", "don't's",
        ] {
            #expect(!Self.matchesWhole(pattern, word), "\(word): \(pattern)")
        }
    }

    /// Every string of up to four letters over a small alphabet, against set membership: the trie
    /// neither drops a listed word nor lets in one that only shares its letters.
    @Test func itAgreesWithTheListOnEveryShortString() {
        let alphabet = ["a", "b", "'"]
        var strings = [""]
        for _ in 0..<4 { strings += strings.flatMap { prefix in alphabet.map { prefix + $0 } } }
        let all = Array(Set(strings.filter { $0.first.map { $0 != "'" } ?? false }))
        var random = SeededGenerator(seed: 7)
        for _ in 0..<20 {
            let listed = Set(all.filter { _ in Bool.random(using: &random) })
            let pattern = WordListPattern.pattern(for: Array(listed))
            for string in all {
                #expect(Self.matchesWhole(pattern, string) == listed.contains(string), "\(string): \(pattern)")
            }
        }
    }

    /// A sorted list of distinct words (`Lexicon.writableWords`) skips the sort; any other order, or
    /// repeats, make the same pattern.
    @Test func aSortedListAndTheSameWordsInAnyOrderMakeOnePattern() {
        let sorted = ["a", "ab", "abc", "b", "ba", "x-ray"]
        let pattern = WordListPattern.pattern(for: sorted)
        #expect(pattern == "(([Aa](b(c)?)?|[Bb](a)?|[Xx]-ray)|[0-9]{1,4})")
        #expect(WordListPattern.pattern(for: sorted.reversed() + ["ab", ""]) == pattern)
    }

    @Test func anEmptyListLeavesOnlyNumbers() {
        let pattern = WordListPattern.pattern(for: [])
        #expect(Self.matchesWhole(pattern, "42"))
        #expect(!Self.matchesWhole(pattern, "word"))
    }
}
