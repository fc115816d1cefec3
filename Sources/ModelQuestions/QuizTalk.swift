import Lexicon
import Quiz

/// Catches a lexicon-bound stem that talks about the quiz instead of using the word: a small model
/// (SmolLM2) echoes its instructions ("The target word _____ fits the question stem…"), and the
/// grammar only makes sure the echo holds the word once, so every rule of form passes it.
///
/// Three rules, each fair to a natural sentence (measured in BENCHMARKS.md on the natural corpus'
/// blank sentences and meaning questions, and on real SmolLM2 replies saved in
/// `Tests/Fixtures/smollm2-bound-junk`):
/// - the stem names a part of the quiz (`terms`);
/// - the stem repeats a run of `echoLength` words of the prompts the program loaded, the session's
///   instructions and the bound turns' prompts (runs of function words alone do not count);
/// - a blank sentence has fewer than `minimumContentWords` content words, so it says nothing a
///   learner could tell the word's sense by ("It is a _____ that is good.").
///
/// The reason is `off-target`: such a stem is not about the word it was asked for.
struct QuizTalk: Sendable {
    /// The quiz's own vocabulary, as the shipped prompts name its parts (a test holds every term to
    /// them), each also matched with a plural ending. Not "word" or "text" ("she did not say a
    /// word", "I sent a text") and not "explanation" ("a lucid explanation"): right sentences use them.
    static let terms: [[String]] = [
        ["target", "word"], ["question"], ["stem"], ["blank"], ["answer"], ["choice"], ["quiz"],
    ]
    /// The terms' words as a bound turn's grammar rules them out of the stem, with their plurals:
    /// what the client would reject, the model should not spend a reply on. "target" stands for
    /// "target word" (SmolLM2's most common echo, "The target word is …"); "word" stays allowed.
    static let sampledOut: [String] = terms.flatMap { term in
        let head = term[0]
        return [head, head == "quiz" ? "quizzes" : head + "s"]
    }
    /// Words in a row shared with a prompt that make an echo; shorter runs ("the topic") are common English.
    static let echoLength = 3
    /// Content words a blank sentence needs besides the blank, so it says something about the sense.
    static let minimumContentWords = 2

    /// The runs of `echoLength` words in the prompts, each with at least one content word.
    let echoes: Set<[String]>

    /// - Parameter prompts: The texts the model was given; `{{…}}` placeholders break runs, so a
    ///   word, topic or gloss filled in at run time is never an echo.
    init(prompts: [String]) {
        var echoes = Set<[String]>()
        for prompt in prompts {
            for piece in prompt.components(separatedBy: "{{") {
                let text = piece.components(separatedBy: "}}").last ?? piece
                for run in Self.runs(in: text) where run.count >= Self.echoLength {
                    for start in 0...(run.count - Self.echoLength) {
                        let words = Array(run[start..<(start + Self.echoLength)])
                        if !ContentWords(words.joined(separator: " ")).isEmpty { echoes.insert(words) }
                    }
                }
            }
        }
        self.echoes = echoes
    }

    init(templates: PromptTemplates) {
        self.init(
            prompts: [templates.instructions, templates.boundBlankSentence, templates.boundMeaningQuestion]
                + Question.boundDescriptions)
    }

    /// Why `stem` (blanked, for a blank sentence) talks about the quiz, or nil when it does not.
    func rejection(of stem: String, task: BoundChoices.Task) -> QuestionRejection? {
        let runs = Self.runs(in: stem)
        for run in runs {
            for term in Self.terms where Self.contains(term, in: run) {
                return .init(
                    .offTarget,
                    "the stem talks about the quiz (\"\(term.joined(separator: " "))\"); write about the word")
            }
            if run.count >= Self.echoLength {
                for start in 0...(run.count - Self.echoLength) {
                    let words = Array(run[start..<(start + Self.echoLength)])
                    if echoes.contains(words) {
                        return .init(
                            .offTarget,
                            "the stem repeats the instructions (\"\(words.joined(separator: " "))\"); write about the word"
                        )
                    }
                }
            }
        }
        guard task == .blankSentence else { return nil }
        let content = ContentWords(stem).stems.count
        if content < Self.minimumContentWords {
            return .init(
                .offTarget,
                "the sentence has \(content) content words besides the blank; say something about the word's meaning")
        }
        return nil
    }

    /// The lower-cased words of `text`, in runs that punctuation other than apostrophes and hyphens
    /// breaks, so an echo is words in a row in both texts.
    static func runs(in text: String) -> [[String]] {
        var runs: [[String]] = [[]]
        var word = ""
        func endWord() {
            if !word.isEmpty { runs[runs.count - 1].append(word) }
            word = ""
        }
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || ((character == "'" || character == "-") && !word.isEmpty) {
                word.append(character)
            } else {
                endWord()
                if !character.isWhitespace, runs[runs.count - 1].isEmpty == false { runs.append([]) }
            }
        }
        endWord()
        return runs.filter { !$0.isEmpty }
    }

    /// Whether `run` holds `term`'s words in a row, the last one also with a plural or possessive
    /// ending ("the stem's meaning", live from SmolLM2).
    static func contains(_ term: [String], in run: [String]) -> Bool {
        guard run.count >= term.count else { return false }
        return (0...(run.count - term.count)).contains { start in
            zip(run[start..<(start + term.count)], term).enumerated().allSatisfy { index, pair in
                pair.0 == pair.1
                    || (index == term.count - 1
                        && ["s", "es", "zes", "'s", "s'", "es'"].contains { pair.0 == pair.1 + $0 })
            }
        }
    }
}
