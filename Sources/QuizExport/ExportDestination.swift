import Foundation

/// Where an export will be written, checked before any question is made: a run of thousands of
/// questions should not end in "No such file or directory".
public struct ExportDestination: Sendable, Equatable {
    public var path: String

    /// - Throws: `ExportDestinationError` for an empty path, a folder, a missing or unwritable parent
    ///   folder, or a name whose extension does not fit `format`.
    public init(
        checking path: String, for format: ExportFormat, fileManager: FileManager = .default
    ) throws(ExportDestinationError) {
        guard !path.isEmpty else { throw .emptyPath }
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/")
            || (fileManager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        {
            throw .isDirectory(path: path, format: format)
        }
        let extensionName = url.pathExtension.lowercased()
        guard format.acceptedFileExtensions.contains(extensionName) else {
            throw .wrongExtension(path: path, format: format)
        }
        let parent = url.deletingLastPathComponent().path
        guard fileManager.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .missingFolder(path: path, folder: parent)
        }
        guard fileManager.isWritableFile(atPath: parent) else { throw .unwritableFolder(path: path, folder: parent) }
        self.path = path
    }
}

/// Why an `--out` path cannot take the export; found before any question is made.
public enum ExportDestinationError: Error, Sendable, Equatable, CustomStringConvertible {
    case emptyPath
    case isDirectory(path: String, format: ExportFormat)
    case wrongExtension(path: String, format: ExportFormat)
    case missingFolder(path: String, folder: String)
    case unwritableFolder(path: String, folder: String)

    public var description: String {
        switch self {
        case .emptyPath:
            "the output file name is empty"
        case let .isDirectory(path, format):
            "'\(path)' is a folder; name a file in it, such as \(Self.join(path, "questions.\(format.fileExtension)"))"
        case let .wrongExtension(path, format):
            "'\(path)' does not fit the \(format) format, which \(format.fileKind); "
                + "name it \(format.acceptedFileExtensions.map { "." + $0 }.joined(separator: " or "))"
        case let .missingFolder(path, folder):
            "cannot write '\(path)': the folder '\(folder)' does not exist"
        case let .unwritableFolder(path, folder):
            "cannot write '\(path)': the folder '\(folder)' is not writable"
        }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

extension ExportFormat {
    /// The extensions an `--out` file may have, the usual one first; importers (Anki, Kahoot, Canvas)
    /// pick their parser by the extension, so a wrong one is caught before anything is written.
    public var acceptedFileExtensions: [String] {
        switch self {
        case .gift: ["gift", "txt"]
        case .jsonl: ["jsonl", "ndjson"]
        case .markdown: ["md", "markdown"]
        default: [fileExtension]
        }
    }

    /// What the file is, for the message about a wrong extension.
    var fileKind: String {
        switch self {
        case .anki: "writes Anki's text import (Anki imports .txt)"
        case .kahoot, .wayground: "writes an Excel workbook"
        case .canvas, .qti: "writes a ZIP package"
        case .kahootCSV, .waygroundCSV, .blooket, .csv: "writes CSV"
        case .moodleXML: "writes Moodle XML"
        case .json, .jsonl: "writes JSON"
        case .markdown: "writes Markdown"
        case .gift, .aiken: "writes a text file"
        }
    }
}
