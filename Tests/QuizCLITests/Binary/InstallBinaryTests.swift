import Foundation
import Testing

/// `vocabquiz` installed the way users install command-line tools: `scripts/install` from a copy of
/// the repository, after which the copy and its build folder are deleted. The release build takes a
/// few minutes; `VOCABQUIZ_SKIP_INSTALL_TEST=1` skips it (for quick local runs, never in CI).
@Suite(
    "vocabquiz installed (binary)", .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["VOCABQUIZ_SKIP_INSTALL_TEST"] != "1",
        "VOCABQUIZ_SKIP_INSTALL_TEST=1 skips the install test"))
struct InstallBinaryTests {
    /// The repository this test file belongs to.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func anInstalledBinaryOutlivesItsCloneAndBuild() async throws {
        let folder = try TemporaryDirectory()
        let copy = folder.url.appendingPathComponent("clone")
        let prefix = folder.url.appendingPathComponent("prefix")
        try copyRepository(to: copy)
        let install = try await BinaryRunner(executableURL: copy.appendingPathComponent("scripts/install"))
            .run([prefix.path], timeout: 1800)
        #expect(install.status == 0, "\(install.errors)")
        try FileManager.default.removeItem(at: copy)
        #expect(!FileManager.default.fileExists(atPath: copy.path), "the clone and its .build are gone")

        var runner = folder.runner
        runner.executableURL = prefix.appendingPathComponent("bin/vocabquiz")
        let quiz = try await runner.run(["--count", "1", "--seed", "4"], input: "a\n")
        #expect(quiz.status == 0, "\(quiz.errors)")
        #expect(quiz.output.contains("Q1. "))
        #expect(quiz.output.contains("Session over: "))
        #expect(folder.lines(of: "data/history.jsonl").count == 1)

        let manPage = prefix.appendingPathComponent("share/man/man1/vocabquiz.1").path
        #expect(try String(contentsOfFile: manPage, encoding: .utf8) == (try await runner.run(["man"])).output)
        for path in [
            "share/bash-completion/completions/vocabquiz", "share/zsh/site-functions/_vocabquiz",
            "share/fish/vendor_completions.d/vocabquiz.fish",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path)")
        }

        let about = try await runner.run(["--about"])
        #expect(about.status == 0, "\(about.errors)")
        #expect(about.output.contains(prefix.path + "/share/vocabquiz/lexicon (installed beside the binary)"))
        #expect(about.output.contains(prefix.path + "/share/vocabquiz/prompts (installed beside the binary)"))
        #expect(about.output.contains("WordNet"))
        let terms = prefix.appendingPathComponent("share/vocabquiz/lexicon/classroom-terms.txt")
        #expect(FileManager.default.fileExists(atPath: terms.path), "the classroom filter for model text")

        #if os(Linux)
            let libraries = try await BinaryRunner(executableURL: URL(fileURLWithPath: "/usr/bin/ldd"))
                .run([runner.executableURL.path])
            #expect(!libraries.output.contains("libswiftCore"), "the Swift runtime is linked in: \(libraries.output)")
            #expect(!libraries.output.contains("libFoundation"), "Foundation is linked in: \(libraries.output)")
        #endif

        let uninstall = try await BinaryRunner(executableURL: Self.repository.appendingPathComponent("scripts/install"))
            .run(["--uninstall", prefix.path])
        #expect(uninstall.status == 0, "\(uninstall.errors)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: prefix.path).isEmpty, "uninstall removes all it put")
    }

    /// Everything a clone has, without the build folder and Git's data.
    private func copyRepository(to copy: URL) throws {
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        let skipped: Set<String> = [".build", ".git", ".swiftpm", "fuzz-out"]
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.repository.path)
        where !skipped.contains(name) {
            try FileManager.default.copyItem(
                at: Self.repository.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
    }
}

/// A binary copied alone, with no resources anywhere it looks, is a clear error rather than a crash.
@Suite("vocabquiz without its resources (binary)")
struct BareBinaryTests {
    @Test(arguments: [
        (["--count", "1"], "lexicon"), (["--about"], "lexicon"),
        (["export", "--count", "1", "--format", "jsonl"], "lexicon"),
        (["--count", "1", "--endpoint", "http://127.0.0.1:9/v1"], "prompts"),
    ])
    func aBareBinaryExitsOneWithOneErrorLine(arguments: [String], missing: String) async throws {
        let folder = try TemporaryDirectory()
        let bare = folder.url.appendingPathComponent("alone/vocabquiz")
        try FileManager.default.createDirectory(at: bare.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: BinaryRunner.executable, to: bare)
        var runner = folder.runner
        runner.executableURL = bare
        let result = try await runner.run(arguments, input: "a\n")
        #expect(result.status == 1)
        let lines = result.errors.split(separator: "\n")
        #expect(lines.count == 1, "\(result.errors)")
        #expect(lines.first?.hasPrefix("error: cannot find vocabquiz's \(missing) (") == true)
        #expect(result.errors.contains(folder.url.appendingPathComponent("share/vocabquiz/\(missing)").path))
        #expect(result.errors.contains("VOCABQUIZ_RESOURCES"))
        #expect(!result.errors.contains("Fatal error"))
    }

    /// The lexicon's generated data is part of it: without the classroom filter for model text nothing
    /// runs unfiltered, and without WordNet's relations the checker would judge on less than it was
    /// measured with; either way one line names the file and the script that rebuilds it.
    @Test(arguments: [
        ("classroom-terms.txt", "scripts/build-classroom-terms"),
        ("sense-relations.tsv", "scripts/build-sense-relations"),
    ])
    func aLexiconFolderWithoutGeneratedDataSaysHowToFixIt(file: String, script: String) async throws {
        let folder = try TemporaryDirectory()
        let shared = folder.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: InstallBinaryTests.repository.appendingPathComponent("Sources/Lexicon/Resources"),
            to: shared.appendingPathComponent("lexicon"))
        try FileManager.default.removeItem(at: shared.appendingPathComponent("lexicon/\(file)"))
        var runner = folder.runner
        runner.environment["VOCABQUIZ_RESOURCES"] = shared.path
        runner.executableURL = folder.url.appendingPathComponent("alone/vocabquiz")
        try FileManager.default.createDirectory(
            at: runner.executableURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: BinaryRunner.executable, to: runner.executableURL)
        let result = try await runner.run(["--count", "1"], input: "a\n")
        #expect(result.status == 1)
        #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
        #expect(result.errors.hasPrefix("error: cannot use the lexicon's data '"), "\(result.errors)")
        #expect(result.errors.components(separatedBy: file).count == 2, "named once: \(result.errors)")
        #expect(result.errors.contains("(reinstall, or run \(script))"), "\(result.errors)")
        #expect(!result.errors.contains("Fatal error"))
    }

    @Test func resourcesNamedByTheEnvironmentAreUsed() async throws {
        let folder = try TemporaryDirectory()
        let bare = folder.url.appendingPathComponent("alone/vocabquiz")
        try FileManager.default.createDirectory(at: bare.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: BinaryRunner.executable, to: bare)
        let shared = folder.url.appendingPathComponent("elsewhere")
        let repository = InstallBinaryTests.repository
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent("Sources/Lexicon/Resources"),
            to: shared.appendingPathComponent("lexicon"))
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent("Prompts/Texts"), to: shared.appendingPathComponent("prompts"))
        var runner = folder.runner
        runner.executableURL = bare
        runner.environment["VOCABQUIZ_RESOURCES"] = shared.path
        let about = try await runner.run(["--about"])
        #expect(about.status == 0, "\(about.errors)")
        #expect(about.output.contains(shared.path + "/lexicon (VOCABQUIZ_RESOURCES)"))
        let quiz = try await runner.run(["--count", "1", "--seed", "2"], input: "b\n")
        #expect(quiz.status == 0, "\(quiz.errors)")
        #expect(quiz.output.contains("Session over: "))
        #expect(folder.lines(of: "data/history.jsonl").count == 1)
    }
}
