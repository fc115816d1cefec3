import Foundation
import TestSupport
import Testing

/// An export keeps what it can and fails, when it must, before it makes anything: the pool size and
/// the output path are checked first, unknown words are left out once, and `--strict` and `--partial`
/// choose between all and some.
@Suite("vocabquiz export keeps what it can (binary)")
struct ExportKeepsWhatItCanBinaryTests {
    @Test func aCountLargerThanTheLevelIsAUsageErrorBeforeAnyQuestionIsMade() async throws {
        let folder = try TemporaryDirectory()
        let out = folder.path("set.gift")
        let result = try await folder.runner.run([
            "export", "--count", "100000", "--format", "gift", "--level", "C2", "--out", out,
        ])
        #expect(result.status == 2, "\(result.errors)")
        #expect(result.errors.hasPrefix("error: only "), "\(result.errors)")
        #expect(
            result.errors.hasSuffix(" C2 words in the offline lexicon; use --level, --words or a smaller --count\n"))
        #expect(!result.errors.contains("produced"), "nothing was generated first")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func unknownWordsAreNamedOnceAndTheRestExported() async throws {
        let folder = try TemporaryDirectory()
        let out = folder.path("set.jsonl")
        let words = "abate,flibbertyx,qqqzz,wane"
        let result = try await folder.runner.run(["export", "--words", words, "--format", "jsonl", "--out", out])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.components(separatedBy: "flibbertyx").count == 2, "named once: \(result.errors)")
        #expect(result.errors.contains("note: not in the offline lexicon, so never asked: flibbertyx, qqqzz\n"))
        #expect(result.errors.contains("2 of 2 questions produced"), "\(result.errors)")
        let exported = folder.lines(of: "set.jsonl").compactMap(jsonObject).compactMap { $0["word"] as? String }
        #expect(exported == ["abate", "wane"])

        let strictOut = folder.path("strict.jsonl")
        let strict = try await folder.runner.run([
            "export", "--words", words, "--format", "jsonl", "--out", strictOut, "--strict",
        ])
        #expect(strict.status == 1)
        #expect(
            strict.errors.hasSuffix(
                "error: 2 of the words are not in the offline lexicon (--strict); nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: strictOut))
    }

    @Test(arguments: [
        (
            ["--out", "/nonexistent-folder/set.gift"],
            "error: --out cannot write '/nonexistent-folder/set.gift': the folder '/nonexistent-folder' does not exist\n"
        ),
        (["--out", ""], "error: --out needs a file name, such as questions.txt\n"),
        (["--out", "/tmp"], "error: --out '/tmp' is a folder; name a file in it, such as /tmp/questions.txt\n"),
    ])
    func theOutputPathIsCheckedFirst(_ out: [String], _ expected: String) async throws {
        let result = try await BinaryRunner().run(["export", "--count", "5", "--format", "gift"] + out)
        #expect(result.status == 2)
        #expect(result.errors == expected)
        #expect(result.output.isEmpty)
    }

    @Test(arguments: [
        ("anki", "x.apkg", ".txt"), ("kahoot", "k.csv", ".xlsx"), ("canvas", "c.xml", ".zip"),
        ("csv", "s.xlsx", ".csv"),
    ])
    func aWrongExtensionIsAUsageErrorNamingTheRightOne(_ format: String, _ name: String, _ right: String) async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run([
            "export", "--count", "2", "--format", format, "--out", folder.path(name),
        ])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: --out '\(folder.path(name))' does not fit the \(format) format"))
        #expect(result.errors.hasSuffix("name it \(right)\n"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path(name)))
    }

    @Test func anExportFollowsTheUmaskWhileHistoryStaysPrivate() async throws {
        let folder = try TemporaryDirectory()
        let out = folder.path("set.gift")
        let result = try await folder.runner.run(["export", "--count", "2", "--format", "gift", "--out", out])
        #expect(result.status == 0, "\(result.errors)")
        let mask = umask(0o022)
        umask(mask)
        #expect(permissions(of: out) == 0o666 & ~Int(mask))
    }

    @Test func aShortModelExportWritesNothingUnlessPartialIsGiven() async throws {
        let folder = try TemporaryDirectory()
        for partial in [false, true] {
            let server = try FakeOpenAIServer(replies: [
                .completion(questionJSON(word: "lamb")), .status(500, body: "down"), .status(500, body: "down"),
            ])
            defer { server.stop() }
            let out = folder.path("partial-\(partial).jsonl")
            let result = try await folder.runner.run(
                [
                    "export", "--words", "lamb,duck", "--format", "jsonl", "--out", out, "--retries", "2",
                    "--choices", "model", "--endpoint", server.baseURL.absoluteString,
                ] + (partial ? ["--partial"] : []))
            #expect(result.status == 1, "\(result.errors)")
            #expect(FileManager.default.fileExists(atPath: out) == partial, "\(result.errors)")
            if partial {
                #expect(folder.lines(of: "partial-true.jsonl").count == 1)
                #expect(result.errors.contains("error: the export is incomplete: 1 of 2 were written (--partial)\n"))
            } else {
                #expect(result.errors.contains("nothing was written (--partial writes what was made)"))
            }
        }
    }

    @Test(arguments: [401, 403])
    func refusedCredentialsFailAtOnceWithoutRetries(_ status: Int) async throws {
        let server = try FakeOpenAIServer(replies: [.status(status, body: "{\"error\":{\"message\":\"bad key\"}}")])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run([
            "export", "--count", "5", "--format", "jsonl", "--out", folder.path("set.jsonl"), "--choices", "model",
            "--endpoint",
            server.baseURL.absoluteString,
        ])
        #expect(result.status == 1)
        #expect(server.chatRequests.count == 1, "a refused key is not asked again: \(result.errors)")
        #expect(result.errors.contains("HTTP \(status)"))
        #expect(result.errors.contains("VOCABQUIZ_API_KEY"))
    }
}
