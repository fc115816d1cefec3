/// Breaks text at word boundaries to fit a terminal's width, fed in pieces as it is written (a
/// streamed stem arrives a few characters at a time).
///
/// A continuation line is indented under the text of its first line: under the stem after `Q1. `,
/// under a choice after `A) `, a sense after `2. `, help after `USAGE: ` or a message after `note: `, under an indented
/// explanation, and under the second column of a line whose columns are set apart by two or more
/// spaces (an option's help, a command's description, a legend). ANSI colour codes take no columns.
/// A word longer than the line is left whole for the terminal to fold. The word being written is held
/// back until it ends, since only then is it known whether it fits; spaces are never held, so a
/// `> ` prompt shows at once.
struct TextWrapper: Sendable {
    /// Columns per line.
    var width: Int

    private var column = 0
    /// Spaces before the line's first word.
    private var leadingSpaces = 0
    /// Where continuation lines of the current line start.
    private var indent = 0
    private var hasWordOnLine = false
    /// Set once a column gap (two or more spaces) has moved the indent on this line.
    private var hasColumnIndent = false
    /// Spaces written since the last word, already on screen; dropped from the count at a break.
    private var spacesSinceWord = 0
    private var word = ""
    private var wordWidth = 0
    private var visibleWord = ""
    private var escape = EscapeState.none

    private enum EscapeState { case none, started, inSequence }

    init(width: Int) {
        self.width = width
    }

    /// What to write now for `text`: everything but a word still being written.
    mutating func consume(_ text: String) -> String {
        var out = ""
        for character in text {
            if escape != .none || character == "\u{1B}" {
                word.append(character)
                advanceEscape(character)
                continue
            }
            switch character {
            // A carriage return (a progress bar redrawn in place) starts the line again, as a newline does.
            case "\n", "\r\n", "\r":
                place(into: &out)
                out.append(character)
                column = 0
                leadingSpaces = 0
                indent = 0
                hasWordOnLine = false
                hasColumnIndent = false
                spacesSinceWord = 0
            case " ":
                place(into: &out)
                // A space past the edge would make the terminal fold the line itself; the next word
                // breaks the line anyway.
                guard column < width else { continue }
                out.append(" ")
                column += 1
                if hasWordOnLine { spacesSinceWord += 1 } else { leadingSpaces += 1 }
            default:
                word.append(character)
                visibleWord.append(character)
                wordWidth += Self.columns(of: character)
            }
        }
        return out
    }

    /// The word held back, for the end of output.
    mutating func flush() -> String {
        var out = ""
        place(into: &out)
        return out
    }

    /// Writes the finished word, first breaking the line when it would not fit.
    private mutating func place(into out: inout String) {
        guard !word.isEmpty else { return }
        if hasWordOnLine, !hasColumnIndent, spacesSinceWord >= 2, column <= width * 2 / 3 {
            hasColumnIndent = true
            indent = column
        }
        if hasWordOnLine, column + wordWidth > width, column - spacesSinceWord > indent {
            out.append("\n" + String(repeating: " ", count: indent))
            column = indent
        }
        out.append(word)
        column += wordWidth
        if !hasWordOnLine {
            hasWordOnLine = true
            indent = leadingSpaces + (Self.isLabel(visibleWord) ? wordWidth + 1 : 0)
            if indent > width * 2 / 3 { indent = 0 }
        }
        spacesSinceWord = 0
        word = ""
        visibleWord = ""
        wordWidth = 0
    }

    /// `CSI … final-byte` sequences (colours) pass through as part of the word, taking no columns.
    private mutating func advanceEscape(_ character: Character) {
        switch escape {
        case .none: escape = .started
        case .started: escape = character == "[" ? .inSequence : .none
        case .inSequence:
            if let value = character.asciiValue, (0x40...0x7E).contains(value) { escape = .none }
        }
    }

    /// A line's label, which its continuation lines are indented past: `Q12.`, `B)`, `3.`, `USAGE:`,
    /// `note:` or `[09:00:03]`.
    static func isLabel(_ word: String) -> Bool {
        if word.count == 2, let letter = word.first, ("A"..."D").contains(letter), word.last == ")" { return true }
        if word.count >= 2, word.last == ".", word.dropLast().allSatisfy(\.isNumber) { return true }
        if word.count >= 3, word.last == ":", word.dropLast().allSatisfy(\.isUppercase) { return true }
        // `note:`, `error:`, `Skipped:`, and a transcript line's `[09:00:03]`.
        if word.count >= 3, word.last == ":", word.dropLast().allSatisfy(\.isLetter) { return true }
        if word.count >= 3, word.first == "[", word.last == "]" { return true }
        guard word.count >= 3, word.first == "Q", word.last == "." else { return false }
        return word.dropFirst().dropLast().allSatisfy(\.isNumber)
    }

    /// Terminal columns a character takes: two for emoji and East Asian wide characters.
    static func columns(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return scalar.properties.generalCategory == .nonspacingMark ? 0 : 1
        }
    }
}
