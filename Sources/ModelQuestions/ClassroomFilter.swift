import Lexicon
import Quiz

/// Keeps what a model writes as classroom-safe as the offline questions.
///
/// The offline lexicon is filtered when it is built (`scripts/build-lexicon`), but a model writes new
/// text at run time: a live SmolLM2 stem once held "that's-a-bitch". Every field a learner sees (stem,
/// explanation, word and choices) is matched against the bundled `classroom-terms.txt` (both reviewed
/// lists; `ClassroomTerms` is the one home of the matching: whole words, case-insensitive, hyphens and
/// underscores split words, plurals). A reply that holds a term is rejected as `classroom` and re-asked.
/// `--mature` turns the filter off, as it brings back the lexicon's adult-only material.
///
/// A small model also glues words together ("as it'srapedomina.", live SmolLM2): a word the lexicon
/// does not know is searched for a term inside it (`ClassroomTerms.embeddedMatch`).
public struct ClassroomFilter: Sendable {
    let terms: ClassroomTerms
    let lexicon: Lexicon

    public init(terms: ClassroomTerms, lexicon: Lexicon) {
        self.terms = terms
        self.lexicon = lexicon
    }

    /// The rejection for the first field of `question` (in the order a learner reads them) that holds
    /// a listed term; nil when none does.
    func rejection(of question: Question) -> QuestionRejection? {
        let fields =
            [("word", question.word), ("stem", question.text)] + question.choices.map { ("choice", $0) }
            + [("explanation", question.explanation)]
        for (name, text) in fields {
            guard let term = terms.match(in: text, knownTo: lexicon) else {
                continue
            }
            return QuestionRejection(
                .classroom,
                "\"\(question.word)\": the \(name) contains \"\(term)\", which a classroom quiz does not show;"
                    + " write it without that word")
        }
        return nil
    }
}

extension QuestionRejection.Reason {
    /// Model-written text holds a term of the classroom filter (not with `--mature`).
    public static let classroom = Self(rawValue: "classroom")
}
