/// Groups loss notes into a few stderr lines, so 10,000 dropped explanations make one line, not 10,000.
public struct LossReport: Sendable, Hashable {
    public var notes: [LossNote]

    public init(_ notes: [LossNote]) {
        self.notes = notes
    }

    public var isEmpty: Bool { notes.isEmpty }

    /// One line per kind of loss, naming up to `examples` question numbers, and one line per cut; empty when
    /// nothing was lost.
    ///
    /// Every truncation gets its own line with its question number, because the teacher may want to fix
    /// each of those questions by hand before importing; a dropped field is the same for every question
    /// and is said once.
    public func lines(examples: Int = 5) -> [String] {
        var groups: [GroupKey: [LossNote]] = [:]
        var order: [GroupKey] = []
        for note in notes {
            let key = GroupKey(note)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(note)
        }
        return order.flatMap { key -> [String] in
            let members = groups[key] ?? []
            switch key.kind {
            case .truncated:
                return members.map { "warning: \($0)" }
            case .dropped, .joinedLines:
                let numbers = members.prefix(examples).map { String($0.questionNumber) }.joined(separator: ", ")
                let more = members.count > examples ? ", …" : ""
                let what = key.kind == .dropped ? "dropped (\(key.format) has no place for it)" : "put on one line"
                return [
                    "warning: \(key.format): \(key.label) \(what) in \(members.count) question(s): \(numbers)\(more)"
                ]
            }
        }
    }

    private struct GroupKey: Hashable {
        enum Kind: Hashable { case dropped, truncated, joinedLines }
        var format: ExportFormat
        var label: String
        var kind: Kind

        init(_ note: LossNote) {
            format = note.format
            switch note.field {
            case .question: label = "question text"
            case .choice: label = "answers"
            case .explanation: label = "explanation"
            }
            switch note.loss {
            case .dropped: kind = .dropped
            case .truncated: kind = .truncated
            case .joinedLines: kind = .joinedLines
            }
        }
    }
}
