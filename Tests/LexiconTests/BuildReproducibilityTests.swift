import Foundation
import Lexicon
import TestSupport
import Testing

/// `scripts/build-lexicon --check` rebuilds the lexicon from WordNet and wordfreq and compares it with
/// the committed resource byte for byte. It needs Debian's wordnet-base and wordnet-sense-index (SemCor's
/// count per sense), wamerican and wbritish (names WordNet lacks) and PyPI's wordfreq 3.1.1, which
/// `scripts/test` installs.
@Suite(
    .enabled(
        if: LexiconBuildScript.toolsArePresent,
        "needs wordnet-base, wordnet-sense-index, wamerican, wbritish and wordfreq==3.1.1 (scripts/test installs them)"
    ))
struct BuildReproducibilityTests {
    @Test func theCommittedLexiconIsExactlyWhatTheScriptBuilds() throws {
        let result = try LexiconBuildScript.run([LexiconBuildScript.script.path, "--check"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("match a fresh build byte for byte"))
    }
}

/// Runs `python3` on the build script or a one-line check.
enum LexiconBuildScript {
    static let script = ClassroomTerms.scriptsDirectory.appendingPathComponent("build-lexicon")

    static var toolsArePresent: Bool {
        WordNetReader.isInstalled
            && FileManager.default.fileExists(
                atPath: WordNetReader.directory.appendingPathComponent("index.sense").path)
            && ["american-english", "british-english"].allSatisfy {
                FileManager.default.fileExists(atPath: "/usr/share/dict/" + $0)
            }
            && (try? run(["-c", "import importlib.metadata as m; assert m.version('wordfreq') == '3.1.1'"]).status) == 0
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try ExternalProcess.run(["python3"] + arguments)
        return (result.status, result.allText)
    }
}
