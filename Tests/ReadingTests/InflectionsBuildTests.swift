import Foundation
import Testing

/// `scripts/build-inflections --check` rebuilds the inflection list from WordNet's exception lists and
/// compares it with the committed file byte for byte.
@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: "/usr/share/wordnet/verb.exc"),
        "needs Debian's wordnet-base (/usr/share/wordnet)"))
struct InflectionsBuildTests {
    @Test func theCommittedListIsExactlyWhatTheScriptBuilds() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", ReadingFixtures.repository.appendingPathComponent("scripts/build-inflections").path, "--check",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("match a fresh build byte for byte"))
    }
}
