import Foundation
import TestSupport
import Testing

/// `scripts/build-inflections --check` and `scripts/build-sense-relations --check` rebuild the reading
/// data from WordNet (and the committed lexicon) and compare it with the committed files byte for byte.
@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: "/usr/share/wordnet/verb.exc"),
        "needs Debian's wordnet-base (/usr/share/wordnet)"))
struct ReadingDataBuildTests {
    @Test(arguments: [
        ("build-inflections", "inflections.tsv"), ("build-sense-relations", "sense-relations.tsv"),
    ])
    func theCommittedFileIsExactlyWhatItsScriptBuilds(script: String, file: String) throws {
        let result = try ExternalProcess.run([
            "python3", ReadingFixtures.repository.appendingPathComponent("scripts/\(script)").path, "--check",
        ])
        let output = result.allText
        #expect(result.status == 0, "\(output)")
        #expect(output.contains("\(file): ") && output.contains("match a fresh build byte for byte"), "\(output)")
    }
}
