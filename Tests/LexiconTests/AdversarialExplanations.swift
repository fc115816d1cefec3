import Quiz
import TestSupport

@testable import Lexicon

/// Wrong questions whose explanation argues for them, built from the natural corpus: what a checker
/// that reads explanations (`ExplanationEvidence`) must still reject.
///
/// - *Wrong key, argued*: each wrong-key variant with its explanation rewritten to call the wrong key
///   the word's meaning and to describe the true key in another sense of its own ("X means <wrong key>.
///   <true key> means <a sense of it that is none of X's>."), or as "something else".
/// - *Stem for a rival, explained away*: a definition or blank question answered by the word whose stem
///   defines (a gloss) or uses (an example) a one-word distractor, with an explanation describing that
///   distractor in another sense of its own.
struct AdversarialExplanations {
    /// The questions, each with the corpus line it was built from (for the development split only).
    let questions: [(line: Int, question: Question)]

    init(corpus: NaturalCorpus, lexicon: Lexicon) {
        var built: [(Int, Question)] = []
        for (offset, item) in corpus.items.enumerated() {
            let question = item.question
            let line = offset + 1
            for variant in NaturalCorpusFile.wrongKeyVariants(of: question) {
                for explanation in Self.arguing(for: variant.answer, against: question.answer, of: item.word, lexicon) {
                    if let argued = try? variant.replacing(explanation: explanation) { built.append((line, argued)) }
                }
            }
            guard item.kind == "definition-to-word" || item.kind == "fill-in-the-blank" else { continue }
            for rival in question.choices where Question.normalized(rival) != Question.normalized(item.word) {
                built += Self.stems(for: rival, in: question, lexicon).map { (line, $0) }
            }
        }
        questions = built
    }

    /// Explanations calling `wrong` the meaning of `word` and describing `right` otherwise.
    static func arguing(for wrong: String, against right: String, of word: String, _ lexicon: Lexicon) -> [String] {
        let word = word.prefix(1).uppercased() + word.dropFirst()
        let plain = "\(word) means \(wrong). \(right) is something else."
        let wordSynsets = Set(lexicon.entries(for: String(word).lowercased()).flatMap(\.senses).map(\.synset))
        let other = lexicon.entries(for: right).flatMap(\.senses).first { !wordSynsets.contains($0.synset) }
        guard let other else { return [plain] }
        return [plain, "\(word) means \(wrong). \(right) means \(lexicon.gloss(ofSynset: other.synset))."]
    }

    /// `question` with a stem that defines `rival` (its first sense's gloss) or, for a blank, uses it (that
    /// sense's first example, blanked), and an explanation describing `rival` in another of its senses.
    static func stems(for rival: String, in question: Question, _ lexicon: Lexicon) -> [Question] {
        guard let entry = lexicon.entries(for: rival).first, let first = entry.senses.first else { return [] }
        let senses = lexicon.entries(for: rival).flatMap(\.senses)
        let described = senses.first { $0.synset != first.synset } ?? first
        let explanation =
            "\(question.word) is right. \(rival) means \(lexicon.gloss(ofSynset: described.synset))."
        var stems = ["Which word means '\(lexicon.gloss(ofSynset: first.synset))'?"]
        let matcher = WordMatcher(entry: entry)
        if let example = lexicon.examples(ofSynset: first.synset).first(where: matcher.occurs(in:)),
            let blanked = matcher.blanking(example)
        {
            stems.append(blanked)
        }
        return stems.compactMap { try? question.replacing(text: $0, explanation: explanation) }
    }

    /// How many of the questions about words the lexicon knows `checker` rejects (re-keying counts as
    /// rejecting when it moves the key away from the argued one), and the development ones it lets through.
    func measure(with checker: QuestionChecker) -> (rejected: Int, checked: Int, passedLines: [String]) {
        var rejected = 0
        var checked = 0
        var passed: [String] = []
        for (line, question) in questions {
            let verdict = checker.verdict(on: question)
            if verdict != .unchecked { checked += 1 }
            switch verdict {
            case .unchecked: continue
            case .rejected: rejected += 1
            case let .rekeyed(fixed, _) where Question.normalized(fixed.answer) != Question.normalized(question.answer):
                rejected += 1
            default:
                if NaturalCorpus.Split.development.contains(line: line) {
                    passed.append(
                        "\(question.word) | \(question.text) | key \(question.answer) | \(question.explanation)")
                }
            }
        }
        return (rejected, checked, passed)
    }
}
