extension Unicode.Scalar {
    /// True for the characters XML 1.0 allows; the rest are invisible control codes no import format wants.
    var isAllowedInXML: Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}

extension String {
    /// The text without control codes other than tab and line breaks.
    ///
    /// A stray BEL or NUL from a model is invisible to a teacher but makes Moodle backups, Kahoot or
    /// Anki reject or mangle the question; scripts' formats (CSV, JSON, JSONL) keep the text exact instead.
    var removingControlCharacters: String {
        guard unicodeScalars.contains(where: { !$0.isAllowedInXML }) else { return self }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: unicodeScalars.filter(\.isAllowedInXML))
        return String(result)
    }

    /// Whether the text has a line break of any kind, checked on scalars because walking
    /// `Character`s (grapheme breaking) costs more than rendering the rest of a question.
    var containsLineBreak: Bool {
        unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
            default: false
            }
        }
    }
}
