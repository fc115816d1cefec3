import Quiz

/// A quiz item with its position and answer index resolved once for every renderer.
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

    /// The items numbered from 1. A `Question` keeps its own rules (four distinct choices, the answer
    /// among them), so nothing is checked again here.
    static func numbered(_ items: [QuizItem]) -> [ExportItem] {
        items.enumerated().map { offset, item in
            ExportItem(number: offset + 1, item: item, answerIndex: item.question.answerIndex)
        }
    }
}
