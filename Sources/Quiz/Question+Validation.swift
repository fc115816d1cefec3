extension Question {
    /// The rules every question shown to a learner must follow, whoever wrote it; every way of making a
    /// `Question` runs this, so it is the one home of these rules.
    ///
    /// - Throws: `QuestionError` naming the first rule broken.
    func validate() throws(QuestionError) {
        guard choices.count == Self.choiceCount else { throw .wrongChoiceCount(choices.count) }
        if let empty = choices.firstIndex(where: { Self.normalized($0).isEmpty }) { throw .emptyChoice(empty + 1) }
        var seen: [String: String] = [:]
        for choice in choices {
            if let earlier = seen[Self.normalized(choice)] { throw .duplicateChoices(earlier, choice) }
            seen[Self.normalized(choice)] = choice
        }
        guard indexOfChoice(matching: answer) != nil else { throw .answerNotAChoice(answer) }
        if Self.normalized(word).isEmpty { throw .emptyField("word") }
        if Self.normalized(text).isEmpty { throw .emptyField("text") }
    }
}

/// Why a question cannot be shown; each message can be handed to a model as a correction.
public enum QuestionError: Error, Sendable, Equatable, CustomStringConvertible {
    case wrongChoiceCount(Int)
    case emptyChoice(Int)
    case duplicateChoices(String, String)
    case answerNotAChoice(String)
    case emptyField(String)
    case emptyWordList

    public var description: String {
        switch self {
        case let .wrongChoiceCount(count): "choices has \(count) items; exactly 4 are required"
        case let .emptyChoice(position): "choice \(position) is empty"
        case let .duplicateChoices(first, second):
            "choices \"\(first)\" and \"\(second)\" are the same; all 4 must differ"
        case let .answerNotAChoice(answer): "answer \"\(answer)\" is not one of the choices"
        case let .emptyField(name): "\(name) is empty"
        case .emptyWordList: "the word list is empty"
        }
    }
}
