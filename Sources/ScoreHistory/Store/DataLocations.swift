import Foundation

/// Where VocabQuiz keeps score history and transcripts, resolved once from injected inputs.
///
/// Resolution follows the XDG base-directory rules so the files land where Linux users expect
/// them, while `--data-dir` and `VOCABQUIZ_HOME` let tests and scripts point elsewhere.
/// Nothing here reads the process environment: the CLI passes `ProcessInfo.processInfo.environment`.
public struct DataLocations: Sendable, Hashable {
    /// Holds `history.jsonl`.
    public var dataDirectory: URL
    /// Holds one `<session>.jsonl` transcript per session.
    public var transcriptsDirectory: URL

    /// The score-history file inside `dataDirectory`.
    public var historyFile: URL { dataDirectory.appendingPathComponent("history.jsonl") }

    /// The learner's settings (`settings.json`) inside `dataDirectory`.
    public var settingsFile: URL { dataDirectory.appendingPathComponent("settings.json") }

    /// The transcript file for one session.
    public func transcriptFile(session: String) -> URL {
        transcriptsDirectory.appendingPathComponent("\(session).jsonl")
    }

    /// Explicit locations, for tests; the CLI uses `resolve(…)`.
    public init(dataDirectory: URL, transcriptsDirectory: URL) {
        self.dataDirectory = dataDirectory
        self.transcriptsDirectory = transcriptsDirectory
    }

    /// Resolves both directories.
    ///
    /// Data: `dataDirectoryOption` (`--data-dir`), else `VOCABQUIZ_HOME`, else
    /// `$XDG_DATA_HOME/vocabquiz`, else `<home>/.local/share/vocabquiz`.
    /// Transcripts: `$XDG_STATE_HOME/vocabquiz/transcripts`, else `<home>/.local/state/vocabquiz/transcripts`.
    /// Empty or relative XDG values are ignored, as the XDG specification requires.
    ///
    /// - Parameters:
    ///   - dataDirectoryOption: The `--data-dir` value, if given; relative paths resolve against `currentDirectory`.
    ///   - environment: The process environment.
    ///   - homeDirectory: The user's home directory.
    ///   - currentDirectory: Base for relative `--data-dir` and `VOCABQUIZ_HOME` values.
    /// - Throws: `HistoryError.invalidDirectory` for an empty `--data-dir`.
    public static func resolve(
        dataDirectoryOption: String? = nil,
        environment: [String: String],
        homeDirectory: URL,
        currentDirectory: URL
    ) throws(HistoryError) -> DataLocations {
        let data: URL
        if let option = dataDirectoryOption {
            guard !option.isEmpty else {
                throw .invalidDirectory(value: option, reason: "an empty value names no folder")
            }
            data = absolute(option, base: currentDirectory)
        } else if let home = environment["VOCABQUIZ_HOME"], !home.isEmpty {
            data = absolute(home, base: currentDirectory)
        } else if let xdg = xdgValue("XDG_DATA_HOME", in: environment) {
            data = xdg.appendingPathComponent("vocabquiz")
        } else {
            data = homeDirectory.appendingPathComponent(".local/share/vocabquiz")
        }
        let stateBase =
            xdgValue("XDG_STATE_HOME", in: environment)
            ?? homeDirectory.appendingPathComponent(".local/state")
        let transcripts = stateBase.appendingPathComponent("vocabquiz/transcripts")
        return DataLocations(
            dataDirectory: data.standardizedFileURL, transcriptsDirectory: transcripts.standardizedFileURL)
    }

    private static func xdgValue(_ name: String, in environment: [String: String]) -> URL? {
        guard let value = environment[name], value.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: value, isDirectory: true)
    }

    private static func absolute(_ path: String, base: URL) -> URL {
        path.hasPrefix("/")
            ? URL(fileURLWithPath: path, isDirectory: true)
            : base.appendingPathComponent(path, isDirectory: true)
    }
}
