import Quiz

/// The text the learner sees for a question and its grading, kept free of I/O so it can be tested as golden text.
struct QuestionView: Sendable {
    var style: TerminalStyle

    /// The four choices, `A)` to `D)`, one per line.
    func choices(of question: Question) -> String {
        question.choices.indices.map { "  \(question.labelledChoice(at: $0))\n" }.joined()
    }

    /// A dim "(not checked: …)" line for a model question no check confirmed, so the learner knows to
    /// trust it less; nil for a checked or offline question.
    func uncheckedNote(for item: QuizItem) -> String? {
        item.uncheckedReason.map { "   " + style.dim("(not checked: \($0))") + "\n" }
    }

    /// The stderr note for a lexicon-bound turn whose replies were all rejected, so the learner knows
    /// the dictionary, not the model, wrote this question; nil for any other question.
    func fallbackNote(for item: QuizItem) -> String? {
        guard let rejected = item.rejectedReplies else { return nil }
        return "note: the model's \(rejected == 1 ? "reply was" : "\(rejected) replies were") rejected; "
            + "this is the dictionary's own question about \"\(item.question.word)\".\n"
    }

    /// `✅ Correct!` or `❌ Wrong: the answer is B) …`, then, after a wrong pick, what the chosen word
    /// means (when the source says), then the explanation. For a lexicon-bound model question the
    /// model's explanation comes first, in the context of its sentence, then the dictionary's meaning
    /// of the choice picked (not when the dictionary wrote the text too: that is an offline question).
    ///
    /// - Parameter given: The index of the learner's choice.
    func feedback(for item: QuizItem, given: Int, answerIndex: Int, isCorrect: Bool) -> String {
        let question = item.question
        let verdict =
            isCorrect
            ? style.green("✅ Correct!")
            : style.red("❌ Wrong: the answer is \(question.labelledChoice(at: answerIndex))")
        let teaching = isCorrect ? "" : item.feedback(forChoice: given).map { "   \($0)\n" } ?? ""
        if item.choiceOrigin == .lexicon, item.textOrigin == .model {
            return "\(verdict)\n\(explanation(of: question))\(teaching)"
        }
        return "\(verdict)\n\(teaching)\(explanation(of: question))"
    }

    func skipped(_ question: Question, answerIndex: Int) -> String {
        "Skipped: the answer is \(question.labelledChoice(at: answerIndex))\n\(explanation(of: question))"
    }

    private func explanation(of question: Question) -> String {
        question.explanation.isEmpty ? "" : "   \(style.dim(question.explanation))\n"
    }

    static let answerHint = "Please answer with a–d, 1–4 or the text of a choice (:help for commands)."

    /// The hint for `typed`, which matched no choice: a number or letter past the last choice is told
    /// there are four.
    static func hint(for typed: String) -> String {
        let isNumber = !typed.isEmpty && typed.allSatisfy(\.isNumber)
        let isLetter = typed.count == 1 && typed.first?.isLetter == true
        guard isNumber || isLetter else { return answerHint }
        return "There are four choices: answer a–d or 1–4 (or the text of a choice; :help for commands)."
    }
}
