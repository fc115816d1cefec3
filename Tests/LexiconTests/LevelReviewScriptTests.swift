import Foundation
import Lexicon
import TestSupport
import Testing

/// `scripts/level-review agree` reads back a level review's double verdicts: on session 24's committed C1
/// review it finds the counts BENCHMARKS.md records (both SKIP 178, both FIX 86, both EASY 26, split 122).
@Suite struct LevelReviewScriptTests {
    static let review = ClassroomTerms.scriptsDirectory.deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/readthroughs/2026-12-05/session24-c1-review")

    @Test func agreeFindsTheDoubleVerdictsOfTheC1Review() throws {
        let script = ClassroomTerms.scriptsDirectory.appendingPathComponent("level-review").path
        let result = try ExternalProcess.run(["python3", script, "agree", Self.review.path])
        #expect(result.status == 0, "\(result.allText)")
        #expect(result.allText.contains("both SKIP 178, both EASY 26, both FIX 86"), "\(result.allText.suffix(300))")
        #expect(result.allText.contains("split 122"))
        #expect(result.allText.contains("1-0056\tmart\tnoun\tSKIP"))
    }

    /// A list whose verdicts lack a row stops, naming it, and so does a verdict the brief does not know.
    @Test func aMissingOrUnknownVerdictStopsWithTheRow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "id\tword\tpos\tmeaning\texample\n1-0001\traft\tnoun\ta flat boat\t\n1-0002\tmart\tnoun\ta market\t\n"
            .write(to: folder.appendingPathComponent("list-1.tsv"), atomically: true, encoding: .utf8)
        try "1-0001\tOK\t\n1-0002\tSKIP\tdated\n".write(
            to: folder.appendingPathComponent("verdicts-1a.tsv"), atomically: true, encoding: .utf8)
        try "1-0001\tOK\t\n".write(
            to: folder.appendingPathComponent("verdicts-1b.tsv"), atomically: true, encoding: .utf8)
        let script = ClassroomTerms.scriptsDirectory.appendingPathComponent("level-review").path
        let missing = try ExternalProcess.run(["python3", script, "agree", folder.path])
        #expect(missing.status != 0 && missing.allText.contains("verdicts-1b.tsv has no verdict for 1-0002 (mart)"))
        try "1-0001\tOK\t\n1-0002\tMAYBE\t\n".write(
            to: folder.appendingPathComponent("verdicts-1b.tsv"), atomically: true, encoding: .utf8)
        let unknown = try ExternalProcess.run(["python3", script, "agree", folder.path])
        #expect(unknown.status != 0 && unknown.allText.contains("verdicts-1b.tsv:2: want id, verdict"))
    }
}
