import Foundation

/// A fresh directory under /tmp for one test, removed when the test's value goes away.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("scorehistory-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        chmodTree(url.path)
        try? FileManager.default.removeItem(at: url)
    }

    /// Tests make directories read-only; give write back so cleanup can remove them.
    private func chmodTree(_ path: String) {
        chmod(path, 0o700)
        for child in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            let childPath = path + "/" + child
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: childPath, isDirectory: &isDirectory), isDirectory.boolValue {
                chmodTree(childPath)
            }
        }
    }
}

/// The permission bits of a path, e.g. 0o600.
func permissions(of path: String) -> Int? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let mode = attributes[.posixPermissions] as? NSNumber
    else { return nil }
    return mode.intValue & 0o777
}
