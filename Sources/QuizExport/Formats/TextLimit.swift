/// Cuts a text to a format's character limit, reporting what it did.
enum TextLimit {
    /// The text without control codes, its lines joined by spaces: what a one-line format holds.
    static func oneLine(_ text: String) -> String {
        let line = text.removingControlCharacters
        guard line.containsLineBreak else { return line }
        return line.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Puts `text` on one line and cuts it to `limit` UTF-16 code units (what Kahoot's web app counts),
    /// never splitting a character, ending a cut text with "…"; every change is added to `losses`.
    static func fit(
        _ text: String, limit: Int, item: ExportItem, field: LossNote.Field, format: ExportFormat,
        losses: inout [LossNote]
    ) -> String {
        let note = { (loss: LossNote.Loss) in
            LossNote(format: format, questionNumber: item.number, word: item.question.word, field: field, loss: loss)
        }
        if text.removingControlCharacters.containsLineBreak { losses.append(note(.joinedLines)) }
        let line = oneLine(text)
        let length = line.utf16.count
        guard length > limit else { return line }
        var kept = ""
        var keptLength = 0
        for character in line {
            let size = character.utf16.count
            if keptLength + size + 1 > limit { break }
            kept.append(character)
            keptLength += size
        }
        kept.append("…")
        losses.append(note(.truncated(from: length, to: keptLength + 1)))
        return kept
    }
}
