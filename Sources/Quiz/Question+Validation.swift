import Foundation

extension Question {
    /// The rules every question shown to a learner must follow, whoever wrote it; every way of making a
    /// `Question` runs this, so it is the one home of these rules.
    ///
    /// - Throws: `QuestionError` naming the first rule broken.
    func validate() throws(QuestionError) {
        _ = try checkedAnswerIndex()
    }

    /// Checks every rule and returns the index of the choice `answer` names. Each field is normalised
    /// once: every question a source makes passes through here, so this runs 10,000 times in an export.
    func checkedAnswerIndex() throws(QuestionError) -> Int {
        guard choices.count == Self.choiceCount else { throw .wrongChoiceCount(choices.count) }
        let keys = choices.map(Self.normalized)
        if let empty = keys.firstIndex(where: \.isEmpty) { throw .emptyChoice(empty + 1) }
        for later in keys.indices.dropFirst() {
            if let earlier = keys[..<later].firstIndex(of: keys[later]) {
                throw .duplicateChoices(choices[earlier], choices[later])
            }
        }
        guard let index = keys.firstIndex(of: Self.normalized(answer)) else { throw .answerNotAChoice(answer) }
        if Self.isBlank(word) { throw .emptyField("word") }
        if Self.isBlank(text) { throw .emptyField("text") }
        return index
    }

    /// Whether `text` is empty once trimmed (`normalized(text).isEmpty`), without making the trimmed,
    /// lower-cased copy: the first character outside the set Foundation trims settles it, and a
    /// printable ASCII one (almost every stem and word starts with one) needs no set look-up.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            !(scalar.value > 0x20 && scalar.value < 0x7F) && CharacterSet.whitespacesAndNewlines.contains(scalar)
        }
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
