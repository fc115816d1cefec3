import Foundation
import ResourceLocation
import Testing

@Suite struct ResourceLocatorTests {
    static let set = ResourceSet(
        name: "lexicon", bundleName: "vocabquiz_Lexicon", bundleSubdirectory: "Resources",
        requiredFiles: ["lexicon.tsv", "LICENSE-WordNet.txt"])

    /// A fake prefix: `root/bin` holds the binary's folder; folders are filled on demand.
    final class Prefix {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("locator-\(UUID().uuidString)")
        var bin: URL { root.appendingPathComponent("bin") }

        init() throws {
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(at: root)
        }

        @discardableResult
        func fill(_ relative: String, with files: [String] = ResourceLocatorTests.set.requiredFiles) throws -> URL {
            let folder = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files { try Data("x".utf8).write(to: folder.appendingPathComponent(file)) }
            return folder
        }

        func locator(_ environment: [String: String] = [:]) -> ResourceLocator {
            ResourceLocator(executableDirectory: bin, environment: environment)
        }
    }

    #if os(macOS)
        static let bundleFolder = "bin/vocabquiz_Lexicon.bundle/Resources"
    #else
        static let bundleFolder = "bin/vocabquiz_Lexicon.resources/Resources"
    #endif

    @Test func anInstallationBesideTheBinaryComesFirst() throws {
        let prefix = try Prefix()
        let installed = try prefix.fill("share/vocabquiz/lexicon")
        try prefix.fill(Self.bundleFolder)
        let found = try prefix.locator().locate(Self.set)
        #expect(found.origin == .installed)
        #expect(found.directory.standardizedFileURL.path == installed.standardizedFileURL.path)
        #expect(found.description.hasSuffix("(installed beside the binary)"))
    }

    @Test func theSwiftPMBundleIsNext() throws {
        let prefix = try Prefix()
        let bundle = try prefix.fill(Self.bundleFolder)
        let found = try prefix.locator().locate(Self.set)
        #expect(found.origin == .bundle)
        #expect(found.url("lexicon.tsv").standardizedFileURL.path == bundle.appendingPathComponent("lexicon.tsv").path)
    }

    @Test func theEnvironmentFolderIsTheLastResort() throws {
        let prefix = try Prefix()
        let elsewhere = try prefix.fill("elsewhere/lexicon")
        let found = try prefix.locator([ResourceLocator.environmentVariable: elsewhere.deletingLastPathComponent().path]
        )
        .locate(Self.set)
        #expect(found.origin == .environment)
        #expect(found.directory.standardizedFileURL.path == elsewhere.standardizedFileURL.path)
    }

    @Test func anIncompleteFolderIsPassedOverAndNamed() throws {
        let prefix = try Prefix()
        try prefix.fill("share/vocabquiz/lexicon", with: ["lexicon.tsv"])
        let error = #expect(throws: ResourceNotFound.self) { try prefix.locator().locate(Self.set) }
        #expect(error?.description.contains("share/vocabquiz/lexicon (missing LICENSE-WordNet.txt)") == true)
        try prefix.fill(Self.bundleFolder)
        #expect(try prefix.locator().locate(Self.set).origin == .bundle)
    }

    @Test func nothingFoundIsOneLineNamingEveryPlaceAndTheFix() throws {
        let prefix = try Prefix()
        let error = #expect(throws: ResourceNotFound.self) { try prefix.locator().locate(Self.set) }
        let message = error?.description ?? ""
        #expect(!message.contains("\n"))
        #expect(message.contains(prefix.root.appendingPathComponent("share/vocabquiz/lexicon").path + " (not found)"))
        #expect(message.contains("vocabquiz_Lexicon"))
        #expect(message.contains("$VOCABQUIZ_RESOURCES (not set)"))
        #expect(message.contains("scripts/install"))
    }

    @Test func anUnknownBinaryFolderStillSearchesTheEnvironment() throws {
        let prefix = try Prefix()
        let elsewhere = try prefix.fill("env/lexicon")
        let locator = ResourceLocator(
            executableDirectory: nil,
            environment: [ResourceLocator.environmentVariable: elsewhere.deletingLastPathComponent().path])
        #expect(try locator.locate(Self.set).origin == .environment)
    }
}
