import Foundation

/// A question-set format teachers or scripts import.
public enum ExportFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case gift
    case aiken
    case moodleXML = "moodle-xml"
    /// A QTI 1.2 package in Canvas's flavour (as text2qti writes it), for Canvas, New Quizzes and Blackboard.
    case canvas
    /// An IMS QTI 2.1 content package: a ZIP of `imsmanifest.xml` and one item file per question.
    case qti
    /// Anki's text import (2.1.55 and later), with `#` header lines.
    case anki
    /// Kahoot's own `.xlsx` import template.
    case kahoot
    /// Kahoot's template columns as CSV, for spreadsheets.
    case kahootCSV = "kahoot-csv"
    /// Wayground's (formerly Quizizz) own `.xlsx` import template.
    case wayground
    /// Wayground's template columns as CSV, for spreadsheets.
    case waygroundCSV = "wayground-csv"
    case blooket
    case csv
    case json
    case jsonl
    /// A printable worksheet with an answer key at the end.
    case markdown

    /// The names `--format` accepts, in the order help text lists them.
    public static var validNames: [String] { allCases.map(\.rawValue) }

    /// Parses a `--format` value, ignoring case and surrounding space.
    ///
    /// - Throws: `ExportError.unknownFormat`, whose message lists every valid name, so a typo is fixed in one go.
    public init(parsing text: String) throws(ExportError) {
        let name = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let format = Self(rawValue: name) ?? Self.aliases[name] else {
            throw .unknownFormat(text, valid: Self.validNames)
        }
        self = format
    }

    /// Spellings people commonly type for a format.
    private static let aliases: [String: ExportFormat] = [
        "moodle": .moodleXML, "moodlexml": .moodleXML, "xml": .moodleXML, "quizizz": .wayground,
        "quizizz-csv": .waygroundCSV, "md": .markdown,
    ]

    /// The file name extension an `--out` file usually has.
    public var fileExtension: String {
        switch self {
        case .gift, .aiken, .anki: "txt"
        case .moodleXML: "xml"
        case .qti, .canvas: "zip"
        case .kahoot, .wayground: "xlsx"
        case .kahootCSV, .waygroundCSV, .blooket, .csv: "csv"
        case .json: "json"
        case .jsonl: "jsonl"
        case .markdown: "md"
        }
    }

    /// True for formats whose bytes are not text, which a CLI should not write to a terminal.
    public var isBinary: Bool { [.qti, .canvas, .kahoot, .wayground].contains(self) }

    public var description: String { rawValue }
}
