import Quiz

/// Feedback that teaches: a learner who picks a wrong answer reads what that choice means, then what
/// the target means here ("“burst” means “break open suddenly”; “storm” here means “behave
/// violently…”"), rather than the key's definition alone.
extension QuestionGenerator {
    /// A question, the sense it tests, the feedback for each wrong choice (keyed by the choice's text), and the lemmas of
    /// its wrong answers: a meaning question shows their meanings, not the words, yet a learner who
    /// read "as it appears…" as *seemingly*'s meaning is given *seemingly* away if it is asked soon
    /// after (read-through round 52).
    struct Built {
        let question: Question
        /// The sense the question tests (the synset).
        let sense: Int
        let feedback: [String: String]
        let wrongLemmas: [String]

        init(question: Question, sense: Int, wrong: [Distractor], feedback: [String: String]) {
            self.question = question
            self.sense = sense
            self.feedback = feedback
            wrongLemmas = wrong.map(\.lemma)
        }
    }

    /// The feedback for each of `wrong`: by default what the word means, in its most common sense
    /// (`feedbackSense`, which `distractors(for:answer:using:text:)` found for this target and kept).
    ///
    /// - Parameters:
    ///   - wrongPart: The first half for one distractor, when the kind words it differently (a meaning
    ///     question's wrong choice is already a definition).
    func feedback(
        _ wrong: [Distractor], target: QuestionTarget, sense: Int, wrongPart: ((Distractor) -> String)? = nil
    ) -> [String: String] {
        let word = target.entry.lemma
        let keyPart = "“\(word)” here means “\(lexicon.gloss(ofSynset: sense))”."
        var notes: [String: String] = [:]
        for distractor in wrong {
            let first =
                wrongPart?(distractor) ?? "“\(distractor.lemma)” means “\(lexicon.gloss(ofSynset: distractor.sense))”"
            notes[distractor.text] = "\(first); \(keyPart)"
        }
        return notes
    }

    /// `item` with `feedback` laid out in the order of its (shuffled) choices; the key's entry is empty.
    static func attach(_ feedback: [String: String], to item: QuizItem) -> QuizItem {
        var item = item
        item.choiceFeedback = item.question.choices.map { feedback[$0] ?? "" }
        return item
    }
}
