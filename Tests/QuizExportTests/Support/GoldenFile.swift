import Foundation
import Testing

/// Compares export output with a reviewed file in `Golden/`.
///
/// Set `VOCABQUIZ_UPDATE_GOLDEN=1` to rewrite the files in the source tree after a deliberate change,
/// then review the diff before committing it.
enum GoldenFile {
    static let sourceDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ data: Data, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["VOCABQUIZ_UPDATE_GOLDEN"] == "1" {
            try data.write(to: sourceDirectory.appendingPathComponent(name))
            return
        }
        let url = try #require(
            Bundle.module.url(forResource: "Golden/\(name)", withExtension: nil)
                ?? Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Golden"),
            "missing golden file \(name); run with VOCABQUIZ_UPDATE_GOLDEN=1 and review it",
            sourceLocation: sourceLocation)
        let expected = try Data(contentsOf: url)
        #expect(
            data == expected,
            "output differs from Golden/\(name):\n\(String(decoding: data, as: UTF8.self))",
            sourceLocation: sourceLocation)
    }
}
