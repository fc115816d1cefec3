/// One thing a format could not carry for one question, so a teacher knows what is missing before importing.
public struct LossNote: Sendable, Hashable, CustomStringConvertible {
    /// The part of the question affected.
    public enum Field: Sendable, Hashable, CustomStringConvertible {
        case question
        /// A choice, by 0-based index.
        case choice(Int)
        case explanation

        public var description: String {
            switch self {
            case .question: "question"
            case let .choice(index): "answer \(index + 1)"
            case .explanation: "explanation"
            }
        }
    }

    /// What happened to the field.
    public enum Loss: Sendable, Hashable {
        /// The format has no place for it.
        case dropped
        /// Cut to the format's limit; lengths are in the units the format counts (UTF-16 code units).
        case truncated(from: Int, to: Int)
        /// Line breaks replaced by spaces because the format needs one line.
        case joinedLines
    }

    public var format: ExportFormat
    /// 1-based position of the question in the export.
    public var questionNumber: Int
    public var word: String
    public var field: Field
    public var loss: Loss

    public init(format: ExportFormat, questionNumber: Int, word: String, field: Field, loss: Loss) {
        self.format = format
        self.questionNumber = questionNumber
        self.word = word
        self.field = field
        self.loss = loss
    }

    public var description: String {
        let subject = "\(format): question \(questionNumber) (\"\(word)\"): \(field)"
        switch loss {
        case .dropped: return "\(subject) dropped (\(format) has no place for it)"
        case let .truncated(from, to): return "\(subject) truncated from \(from) to \(to) characters"
        case .joinedLines: return "\(subject) put on one line (\(format) needs one line)"
        }
    }
}
