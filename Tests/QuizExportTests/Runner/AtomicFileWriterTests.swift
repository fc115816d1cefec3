import Foundation
import Support
import Testing

@testable import QuizExport

@Suite struct AtomicFileWriterTests {
    private func contents(of directory: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
    }

    @Test func aPrivateFileAppearsWithItsBytesReadableOnlyByItsOwnerAndNoTemporaryFileRemains() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let destination = directory.url.appendingPathComponent("quiz.gift")
        let data = Data((0..<3_000).map { UInt8(truncatingIfNeeded: $0) })
        try AtomicFileWriter(chunkSize: 1_000, permissions: .private).write(data, to: destination)
        #expect(try Data(contentsOf: destination) == data)
        let permissions = try FileManager.default.attributesOfItem(atPath: destination.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(try contents(of: directory) == ["quiz.gift"])
    }

    @Test func aSharedFileTakesTheModeTheUmaskGivesNewFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let destination = directory.url.appendingPathComponent("quiz.gift")
        let mask = umask(0o022)
        defer { umask(mask) }
        try AtomicFileWriter().write(Data("x".utf8), to: destination)
        let permissions = try FileManager.default.attributesOfItem(atPath: destination.path)[.posixPermissions] as? Int
        #expect(permissions == 0o644)
    }

    @Test func anExistingFileIsReplacedWhole() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let destination = try directory.file("out.csv", contents: Data(String(repeating: "old\n", count: 100).utf8))
        try AtomicFileWriter().write(Data("new\n".utf8), to: destination)
        #expect(try String(contentsOf: destination, encoding: .utf8) == "new\n")
    }

    @Test func cancellationMidWriteLeavesNeitherTheFileNorATemporaryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let destination = directory.url.appendingPathComponent("quiz.xml")
        let checks = Locked(0)
        let writer = AtomicFileWriter(chunkSize: 10) {
            checks.withLock { count in
                count += 1
                return count > 3
            }
        }
        #expect(throws: ExportError.cancelled(path: destination.path)) {
            try writer.write(Data(repeating: 65, count: 100), to: destination)
        }
        #expect(checks.value == 4)
        #expect(try contents(of: directory).isEmpty)
    }

    @Test func cancellationAfterTheLastChunkStillPreventsTheRename() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let destination = directory.url.appendingPathComponent("quiz.xml")
        let checks = Locked(0)
        let writer = AtomicFileWriter(chunkSize: 100) {
            checks.withLock { count in
                count += 1
                return count > 1
            }
        }
        #expect(throws: ExportError.self) { try writer.write(Data(repeating: 65, count: 100), to: destination) }
        #expect(try contents(of: directory).isEmpty)
    }

    @Test func aMissingDirectoryIsAClearErrorNamingThePath() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let destination = directory.url.appendingPathComponent("no/such/dir/quiz.txt")
        do {
            try AtomicFileWriter().write(Data("x".utf8), to: destination)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("could not write \"\(destination.path)\": "))
            #expect(error.description.contains("No such file or directory"))
        }
    }

    @Test func aDestinationThatIsADirectoryFailsAndTheTemporaryFileIsRemoved() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let destination = directory.url.appendingPathComponent("taken")
        try FileManager.default.createDirectory(
            at: destination.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: ExportError.self) { try AtomicFileWriter().write(Data("x".utf8), to: destination) }
        #expect(try contents(of: directory) == ["taken"])
    }
}
