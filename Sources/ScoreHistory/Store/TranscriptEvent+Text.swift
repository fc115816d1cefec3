import Quiz

extension TranscriptEvent {
    /// One readable line (or a few) for `:transcript`.
    public var rendered: String {
        let clock = time.count >= 19 ? String(time.dropFirst(11).prefix(8)) : time
        let body: String
        switch kind {
        case .instructions: body = "instructions:\n" + (text ?? "")
        case .prompt: body = "prompt:\n" + (text ?? "")
        case .modelOutput: body = "model output:\n" + (text ?? "")
        case .retry: body = "retry \(attempt.map(String.init) ?? "?"): \(reason ?? "")"
        case .questionShown:
            let choices = question?.choices.enumerated().map {
                "  \(Question.choiceLabel(at: $0.offset))) \($0.element)"
            }
            body =
                "question: \(question?.text ?? "")\n" + (label.map { "  (\($0))\n" } ?? "")
                + (reason.map { "  (\($0))\n" } ?? "")
                + (choices ?? []).joined(separator: "\n")
        // "typed" and "key" apart: what the learner wrote is not the right answer.
        case .answerGiven: body = "typed: \(text ?? "")" + (seconds.map { " after \(Self.seconds($0))" } ?? "")
        case .grading: body = (isCorrect == true ? "✅ correct" : "❌ wrong") + (text.map { ", key: \($0)" } ?? "")
        case .timing: body = "\(label ?? "time"): \(seconds.map(Self.seconds) ?? "?")"
        case .rejections: body = "rejected replies: \(text ?? "")"
        case .rekeyed: body = text ?? "re-keyed"
        case .notice: body = "note: \(text ?? "")"
        case .tokens: body = "tokens: \(text ?? "")"
        }
        return "[\(clock)] \(body)"
    }

    private static func seconds(_ value: Double) -> String {
        "\((value * 1000).rounded() / 1000) s"
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
