import Foundation
import Testing

@testable import ScoreHistory

@Suite("HistoryStore")
struct HistoryStoreTests {
    @Test func appendedRecordsLoadBackInOrderFromA0600File() throws {
        let temp = try TemporaryDirectory()
        let store = HistoryStore(file: temp.url.appendingPathComponent("history.jsonl"))
        let records = [
            record("abate", correct: true, at: at(day: 0)), record("zeal", correct: false, at: at(day: 1)),
        ]
        for item in records { try store.append(item) }
        let loaded = try store.loadRecords()
        #expect(loaded.items == records)
        #expect(loaded.skipped == nil)
        #expect(try store.loadOutcomes().items == records.map(\.outcome))
        #expect(permissions(of: store.file.path) == 0o600)
    }

    @Test func missingFileIsAnEmptyHistory() throws {
        let temp = try TemporaryDirectory()
        let load = try HistoryStore(file: temp.url.appendingPathComponent("none.jsonl")).loadOutcomes()
        #expect(load.items.isEmpty && load.skipped == nil)
    }

    @Test func garbageLinesAreSkippedWithOneWarningAndTheFileIsUntouched() throws {
        let temp = try TemporaryDirectory()
        let store = HistoryStore(file: temp.url.appendingPathComponent("history.jsonl"))
        let good = String(decoding: record("abate", correct: true, at: at(day: 0)).jsonLine(), as: UTF8.self)
        let text = good + "not json\n" + "{\"time\":\"2026-11-30T00:00:00Z\"}\n" + good + "\n" + "{]\n" + good
        try Data(text.utf8).write(to: store.file)
        for load in [try store.loadRecords().skipped, try store.loadOutcomes().skipped] {
            let skipped = try #require(load)
            #expect(skipped.count == 3)
            #expect(skipped.sampleLineNumbers == [2, 3, 6])
            #expect(
                skipped.description
                    == "warning: skipped 3 unreadable lines in '\(store.file.path)' (lines 2, 3, 6); "
                    + "the file was left unchanged")
        }
        #expect(try store.loadRecords().items.count == 3)
        #expect(try String(contentsOf: store.file, encoding: .utf8) == text)
    }

    @Test func parallelLoadingKeepsOrderAndGlobalLineNumbers() throws {
        let temp = try TemporaryDirectory()
        var store = HistoryStore(file: temp.url.appendingPathComponent("history.jsonl"))
        var text = ""
        var expected: [String] = []
        for index in 0..<60 {
            if index % 13 == 5 {
                text += "garbage \(index)\n"
            } else {
                text += String(decoding: record("w\(index)", correct: true, at: at(day: 0)).jsonLine(), as: UTF8.self)
                expected.append("w\(index)")
            }
        }
        try Data(text.utf8).write(to: store.file)
        store.chunkBytes = 500
        let outcomes = try store.loadOutcomes()
        #expect(outcomes.items.map(\.word) == expected)
        #expect(outcomes.skipped?.sampleLineNumbers == [6, 19, 32, 45, 58])
        #expect(try store.loadRecords().items.map(\.word) == expected)
    }

    @Test func aTornLastLineIsTerminatedBeforeTheNextAppend() throws {
        let temp = try TemporaryDirectory()
        let store = HistoryStore(file: temp.url.appendingPathComponent("history.jsonl"))
        try store.append(record("abate", correct: true, at: at(day: 0)))
        let whole = record("zeal", correct: true, at: at(day: 0)).jsonLine()
        let handle = try FileHandle(forWritingTo: store.file)
        handle.seekToEndOfFile()
        handle.write(Data(whole.prefix(40)))
        try handle.close()

        try store.append(record("quell", correct: false, at: at(day: 1)))
        let load = try store.loadRecords()
        #expect(load.items.map(\.word) == ["abate", "quell"])
        #expect(load.skipped?.sampleLineNumbers == [2])
        let lines = try String(contentsOf: store.file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1] == Substring(decoding: whole.prefix(40), as: UTF8.self))
    }

    @Test func concurrentAppendersWithSeparateDescriptorsNeverInterleave() async throws {
        let temp = try TemporaryDirectory()
        let file = temp.url.appendingPathComponent("history.jsonl")
        let writers = 8
        let perWriter = 100
        let long = String(repeating: "long explanation ", count: 300)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                group.addTask {
                    let store = HistoryStore(file: file)
                    for index in 0..<perWriter {
                        try store.append(
                            record("w\(writer)-\(index)", correct: index % 2 == 0, at: at(day: 0), explanation: long))
                    }
                }
            }
            try await group.waitForAll()
        }
        let load = try HistoryStore(file: file).loadRecords()
        #expect(load.skipped == nil)
        #expect(load.items.count == writers * perWriter)
        #expect(Set(load.items.map(\.word)).count == writers * perWriter)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == writers * perWriter + 1)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")))
    func appendWaitsWhileAnotherProcessHoldsTheLock() throws {
        let temp = try TemporaryDirectory()
        let store = HistoryStore(file: temp.url.appendingPathComponent("history.jsonl"))
        try store.append(record("first", correct: true, at: at(day: 0)))
        let child = Process()
        let ready = Pipe()
        child.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        child.standardOutput = ready
        // The child says "locked" once it holds the lock, then keeps it a while before writing.
        child.arguments = [
            store.file.path, "/bin/sh", "-c", "echo locked; sleep 0.5; printf 'from-child\\n' >> \"$0\"",
            store.file.path,
        ]
        try child.run()
        // Blocks until the child's line arrives: the event, not a guess at how long it takes.
        let said = String(decoding: ready.fileHandleForReading.availableData, as: UTF8.self)
        try #require(said == "locked\n")

        try store.append(record("second", correct: true, at: at(day: 0)))
        child.waitUntilExit()
        let lines = try String(contentsOf: store.file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1] == "from-child")
        #expect(lines[2].contains(#""word":"second""#))
    }

    @Test func linesWrittenByAnotherJSONWriterStillLoad() throws {
        let temp = try TemporaryDirectory()
        let store = HistoryStore(file: temp.url.appendingPathComponent("history.jsonl"))
        let original = record("naïve \"quoted\" / slash", correct: false, at: at(day: 2, hour: 3.5))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .prettyPrinted
        let pretty = try encoder.encode(original)
        let compact = try JSONSerialization.data(
            withJSONObject: try JSONSerialization.jsonObject(with: pretty), options: [.sortedKeys])
        try (compact + Data("\n".utf8)).write(to: store.file)
        #expect(try store.loadRecords().items == [original])
        #expect(try store.loadOutcomes().items == [original.outcome])
    }
}
