import Foundation
import Lexicon
import Quiz
import Testing

/// Checks generated questions against WordNet's original files, independently of the bundled resource.
@Suite(.enabled(if: WordNetReader.isInstalled, "needs Debian's wordnet-base under /usr/share/wordnet"))
struct WordNetCrossCheckTests {
    @Test func thousandQuestionsAreRightAccordingToWordNetItself() throws {
        let wordnet = try WordNetReader()
        let source = OfflineQuestionSource(lexicon: try Fixtures.lexicon.get(), seed: 20_261_130)
        var problems: [String] = []
        var undetectedSwaps = 0
        for number in 0..<1_000 {
            let item = try source.makeQuestion(for: QuestionRequest(level: CEFRLevel.allCases[number % 6]))
            problems += Self.problems(in: item, wordnet: wordnet).map { "\(item.kind) \(item.question.word): \($0)" }
            var swapped = item
            let other = try #require(item.question.choices.first { $0 != item.question.answer })
            swapped.question = try item.question.replacing(answer: other)
            if Self.problems(in: swapped, wordnet: wordnet).isEmpty { undetectedSwaps += 1 }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20))")
        #expect(undetectedSwaps == 0, "marking a distractor as the answer went unnoticed \(undetectedSwaps) times")
    }

    static func problems(in item: QuizItem, wordnet: WordNetReader) -> [String] {
        let question = item.question
        let word = question.word
        let answerIndex = question.answerIndex
        let answer = question.choices[answerIndex]
        let others = question.choices.enumerated().filter { $0.offset != answerIndex }.map(\.element)
        switch item.kind {
        case .wordToDefinition:
            let definitions = wordnet.definitions(of: word)
            let isDefinition = { (text: String) in definitions.contains { shows(text, from: $0) } }
            return (isDefinition(answer) ? [] : ["answer '\(answer)' is not a WordNet definition"])
                + others.filter(isDefinition).map { "also a definition: \($0)" }
        case .definitionToWord:
            let gloss = quoted(question.text)
            let defines = { (lemma: String) in wordnet.definitions(of: lemma).contains { shows(gloss, from: $0) } }
            return (defines(answer) ? [] : ["\(answer) does not mean it"])
                + others.filter(defines).map { "\($0) also means it" }
        case .synonym:
            return (wordnet.sharesSynset(word, answer) ? [] : ["\(answer) is not a WordNet synonym"])
                + others.filter { wordnet.sharesSynset(word, $0) }.map { "\($0) is a synonym too" }
        case .antonym:
            let antonyms = wordnet.antonymsOfLemma[word] ?? []
            return (antonyms.contains(answer) ? [] : ["\(answer) is not a WordNet antonym"])
                + others.filter(antonyms.contains).map { "\($0) is an antonym too" }
        case .fillInTheBlank:
            let pattern = quoted(question.text).components(separatedBy: "_____")
            let fits = wordnet.examples(of: word).map(cleaned).contains { matches($0.asShownInABlank, pattern) }
            return (fits ? [] : ["“\(quoted(question.text))” is not a WordNet example of \(word)"])
                + others.filter { wordnet.sharesSynset(word, $0) }.map { "\($0) is a synonym and fits too" }
        case .generated:
            return ["offline source produced a generated question"]
        }
    }

    /// Whether `shown` is WordNet's `gloss` as a learner sees it: the lexicon leaves out dictionary
    /// notation ("(usually followed by `to')", a leading "(physics)"), so the words shown must be the
    /// gloss's words in order with some left out, and at least half of them.
    static func shows(_ shown: String, from gloss: String) -> Bool {
        let words = { (text: String) in
            cleaned(text).lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
        }
        let shownWords = words(shown)
        let glossWords = words(gloss)
        guard !shownWords.isEmpty, shownWords.count * 2 >= glossWords.count else { return false }
        var rest = glossWords[...]
        for word in shownWords {
            guard let found = rest.firstIndex(of: word) else { return false }
            rest = rest[rest.index(after: found)...]
        }
        return true
    }

    /// The lexicon keeps glosses on one line and reserves "|" as a separator, and leaves out an
    /// "(or …)" alternative ("a condition (or state) of disrepair"), a usage note about combining forms
    /// and a trailing comma or colon.
    static let numberNote =
        #"\s*\((?:usually |often |sometimes )?(?:plural|singular|used in the plural|used with a plural verb)\)"#

    static let leftovers =
        #"[;,]?\s*\(?(?:often |usually )?used (?:especially |informally |for emphasis or )?as (?:an )?intensifiers?\)?"#
        + #"|;\s*as of [^;]*$|\s*\(as of [^()]*\)|\s*\((?:often|sometimes|usually) [a-z]+\)"#
        + #"|;\s*used both with concrete and metaphoric meanings| concrete or abstract\b"#
        // "found pleasant or attractive; often used as a combining form" (*liked*).
        + #"|;\s*(?:often |usually |sometimes )used (?:as (?:a )?combining forms?|in combination)\b[^;]*$"#

    static func cleaned(_ text: String) -> String {
        // The build turns WordNet's `word' quoting into 'word' (learner text, see scripts/build-lexicon).
        text.replacingOccurrences(of: "|", with: "/").replacingOccurrences(of: "\t", with: " ")
            .replacingOccurrences(of: "`", with: "'")
            // Notation about the next word: "(usually followed by 'to') full of eagerness".
            .replacingOccurrences(
                of: #"\s*\((?:usually |often |sometimes |always )?(?:followed|preceded) by [^()]*\)"#, with: "",
                options: .regularExpression
            )
            // A gloss that only says "used as intensifiers" reads "to a very great degree".
            .replacingOccurrences(
                of: #"^(?:often |usually )?used (?:informally )?as (?:an )?intensifiers?$"#,
                with: "to a very great degree", options: .regularExpression
            )
            .replacingOccurrences(of: #"\s*\(or [^()]*\)"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"\s*\([^()]*combining form[^()]*\)"#, with: "", options: .regularExpression)
            // A register note the build leaves out: "if nothing else (`leastwise' is informal and …)".
            .replacingOccurrences(
                of: #"\s*\([^()]*\b(?:nonstandard|is informal|is slang)[^()]*\)"#, with: "", options: .regularExpression
            )
            // The build leaves out grammar notes about number: "people in general (often used in the plural)".
            .replacingOccurrences(of: numberNote, with: "", options: .regularExpression)
            // Leftovers the build leaves out (its LEFTOVERS): "(used as an intensifier)", "; as of theories,
            // ideas, …", "(as of wild animals)", "(often glazed)", "; used both with concrete and metaphoric
            // meanings".
            .replacingOccurrences(of: leftovers, with: "", options: .regularExpression)
            // No space before punctuation: "in August 1914 , there", "clowning ... to" (the build's tidy).
            .replacingOccurrences(of: #"\s+([;,.)])"#, with: "$1", options: .regularExpression)
            .replacingOccurrences(of: #"[\s,:;]+$"#, with: "", options: .regularExpression)
    }

    static func quoted(_ text: String) -> String {
        guard let open = text.firstIndex(of: "“"), let close = text.lastIndex(of: "”"), open < close else { return "" }
        return String(text[text.index(after: open)..<close])
    }

    /// Whether `example` is `parts` joined by single words.
    static func matches(_ example: String, _ parts: [String]) -> Bool {
        var rest = Substring(example)
        for (offset, part) in parts.enumerated() {
            guard rest.hasPrefix(part) else { return false }
            rest = rest.dropFirst(part.count)
            if offset == parts.count - 1 { return rest.isEmpty }
            let filler = rest.prefix { $0.isLetter }
            guard !filler.isEmpty else { return false }
            rest = rest.dropFirst(filler.count)
        }
        return false
    }
}
