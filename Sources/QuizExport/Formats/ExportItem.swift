import Quiz

/// A quiz item checked to be exportable, with its position and answer index resolved once for every renderer.
struct ExportItem: Sendable {
    /// 1-based position in the export.
    var number: Int
    var item: QuizItem
    var answerIndex: Int

    var question: Question { item.question }

    /// What picking wrong choice `index` teaches (its meaning, then the key's), or nil when the
    /// source wrote none or `index` is the key.
    func feedback(forChoice index: Int) -> String? {
        index == answerIndex ? nil : item.feedback(forChoice: index)
    }

    /// Checks every item up front, so no renderer ever writes half a file before finding a bad question.
    static func validate(_ items: [QuizItem]) throws(ExportError) -> [ExportItem] {
        var result: [ExportItem] = []
        result.reserveCapacity(items.count)
        for (offset, item) in items.enumerated() {
            let number = offset + 1
            let question = item.question
            do {
                try question.validate()
            } catch {
                throw .invalidQuestion(number: number, word: question.word, reason: "\(error)")
            }
            // `validate` has checked that the answer is one of the choices.
            let answerIndex = question.answerIndex ?? 0
            result.append(ExportItem(number: number, item: item, answerIndex: answerIndex))
        }
        return result
    }
}
