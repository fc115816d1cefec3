import Foundation
import Testing

@testable import ScoreHistory

@Suite("DataLocations")
struct DataLocationsTests {
    let home = URL(fileURLWithPath: "/home/ada")
    let cwd = URL(fileURLWithPath: "/work/here")

    func resolve(_ option: String? = nil, _ environment: [String: String]) throws -> DataLocations {
        try DataLocations.resolve(
            dataDirectoryOption: option, environment: environment, homeDirectory: home, currentDirectory: cwd)
    }

    @Test func defaultsFollowXDGUnderHome() throws {
        let locations = try resolve(nil, [:])
        #expect(locations.dataDirectory.path == "/home/ada/.local/share/vocabquiz")
        #expect(locations.historyFile.path == "/home/ada/.local/share/vocabquiz/history.jsonl")
        #expect(locations.transcriptsDirectory.path == "/home/ada/.local/state/vocabquiz/transcripts")
        #expect(locations.transcriptFile(session: "s1").lastPathComponent == "s1.jsonl")
    }

    @Test func optionBeatsEnvironmentWhichBeatsXDG() throws {
        let environment = ["VOCABQUIZ_HOME": "/v", "XDG_DATA_HOME": "/x", "XDG_STATE_HOME": "/st"]
        #expect(try resolve("/opt", environment).dataDirectory.path == "/opt")
        #expect(try resolve("rel", environment).dataDirectory.path == "/work/here/rel")
        #expect(try resolve(nil, environment).dataDirectory.path == "/v")
        #expect(try resolve(nil, ["XDG_DATA_HOME": "/x"]).dataDirectory.path == "/x/vocabquiz")
        #expect(try resolve(nil, environment).transcriptsDirectory.path == "/st/vocabquiz/transcripts")
    }

    @Test func emptyOrRelativeXDGValuesAreIgnored() throws {
        let locations = try resolve(nil, ["XDG_DATA_HOME": "", "XDG_STATE_HOME": "relative", "VOCABQUIZ_HOME": ""])
        #expect(locations.dataDirectory.path == "/home/ada/.local/share/vocabquiz")
        #expect(locations.transcriptsDirectory.path == "/home/ada/.local/state/vocabquiz/transcripts")
    }

    @Test func emptyDataDirOptionIsAUsageError() {
        #expect(throws: HistoryError.invalidDirectory(value: "", reason: "an empty value names no folder")) {
            try resolve("", [:])
        }
    }

    @Test func checkWritableCreatesPrivateDirectoriesAndHistoryFile() throws {
        let temp = try TemporaryDirectory()
        let data = temp.url.appendingPathComponent("a/b/data")
        let locations = DataLocations(dataDirectory: data, transcriptsDirectory: temp.url.appendingPathComponent("t/x"))
        try locations.checkWritable()
        try locations.prepareTranscripts()
        #expect(permissions(of: data.path) == 0o700)
        #expect(permissions(of: temp.url.appendingPathComponent("a").path) == 0o700)
        #expect(permissions(of: locations.historyFile.path) == 0o600)
        #expect(permissions(of: locations.transcriptsDirectory.path) == 0o700)
    }

    @Test func readOnlyDataDirectoryFailsAtStartWithItsPath() throws {
        let temp = try TemporaryDirectory()
        let data = temp.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        chmod(data.path, 0o500)
        let locations = DataLocations(dataDirectory: data, transcriptsDirectory: temp.url)
        let error = #expect(throws: HistoryError.self) { try locations.checkWritable() }
        let message = error?.description ?? ""
        #expect(message.contains("'\(data.path)' is not writable"))
        #expect(message.contains("--data-dir") == false, "flags are the command line's to name (FlagHint)")
        #expect(!FileManager.default.fileExists(atPath: locations.historyFile.path))
    }

    @Test func readOnlyHistoryFileFailsAtStart() throws {
        let temp = try TemporaryDirectory()
        let locations = DataLocations(dataDirectory: temp.url, transcriptsDirectory: temp.url)
        _ = FileManager.default.createFile(atPath: locations.historyFile.path, contents: Data("x\n".utf8))
        chmod(locations.historyFile.path, 0o400)
        #expect(throws: HistoryError.self) { try locations.checkWritable() }
    }

    @Test func aFileWhereTheDirectoryShouldBeIsAClearError() throws {
        let temp = try TemporaryDirectory()
        let blocker = temp.url.appendingPathComponent("data")
        _ = FileManager.default.createFile(atPath: blocker.path, contents: Data())
        let locations = DataLocations(dataDirectory: blocker, transcriptsDirectory: temp.url)
        #expect(
            throws: HistoryError.cannotCreateDirectory(path: blocker.path, reason: "a file with that name exists")
        ) { try locations.checkWritable() }
    }
}
