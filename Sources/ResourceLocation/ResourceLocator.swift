import Foundation

/// Finds the files the program reads at run time (the lexicon, the prompts, the licences) without
/// relying on the path the build was made at.
///
/// SwiftPM's generated `Bundle.module` looks beside the binary and then at the absolute build folder,
/// and stops the process with a fatal error when neither exists: an installed binary whose clone was
/// moved crashed on start. This looks in three places, in order, and reports every place it looked
/// when none holds the files.
public struct ResourceLocator: Sendable {
    /// Names a folder laid out like `PREFIX/share/vocabquiz`, searched last.
    public static let environmentVariable = "VOCABQUIZ_RESOURCES"

    /// The folder holding the running binary (symbolic links resolved); nil when it cannot be known.
    public var executableDirectory: URL?
    public var environment: [String: String]

    public init(executableDirectory: URL?, environment: [String: String]) {
        self.executableDirectory = executableDirectory
        self.environment = environment
    }

    /// The locator for this process: its own binary's folder and the given environment.
    public static func live(environment: [String: String]) -> ResourceLocator {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return ResourceLocator(
            executableDirectory: executable.resolvingSymlinksInPath().deletingLastPathComponent(),
            environment: environment)
    }

    /// The first complete copy of `set`: installed, then the SwiftPM bundle, then `VOCABQUIZ_RESOURCES`.
    ///
    /// - Throws: `ResourceNotFound` naming every place looked in and why each did not do.
    public func locate(_ set: ResourceSet) throws(ResourceNotFound) -> LocatedResources {
        var searched: [String] = []
        for origin in ResourceOrigin.allCases {
            for directory in candidates(for: set, in: origin) {
                let missing = set.requiredFiles.filter { !Self.isFile(directory.appendingPathComponent($0)) }
                if missing.isEmpty { return LocatedResources(directory: directory, origin: origin) }
                let why = Self.isDirectory(directory) ? "missing \(missing.joined(separator: ", "))" : "not found"
                searched.append("\(directory.path) (\(why))")
            }
            if origin == .environment, environment[Self.environmentVariable]?.isEmpty ?? true {
                searched.append("$\(Self.environmentVariable) (not set)")
            }
        }
        if executableDirectory == nil { searched.insert("the binary's folder (unknown)", at: 0) }
        throw ResourceNotFound(set: set, searched: searched)
    }

    /// The folders `origin` offers for `set`, most likely first.
    func candidates(for set: ResourceSet, in origin: ResourceOrigin) -> [URL] {
        switch origin {
        case .installed:
            return executableDirectory.map {
                [
                    $0.deletingLastPathComponent().appendingPathComponent(
                        "share/vocabquiz/\(set.name)", isDirectory: true)
                ]
            } ?? []
        case .bundle:
            return bundleFolders().flatMap { folder in
                bundleResourceFolders(named: set.bundleName, in: folder).map { resources in
                    set.bundleSubdirectory.map { resources.appendingPathComponent($0, isDirectory: true) } ?? resources
                }
            }
        case .environment:
            guard let path = environment[Self.environmentVariable], !path.isEmpty else { return [] }
            return [URL(fileURLWithPath: path, isDirectory: true).appendingPathComponent(set.name, isDirectory: true)]
        }
    }

    /// Folders SwiftPM puts resource bundles in: the binary's own and, when tests run under Xcode's
    /// `xctest` host, the test bundle's.
    private func bundleFolders() -> [URL] {
        var folders = executableDirectory.map { [$0] } ?? []
        #if os(macOS)
            folders += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map {
                $0.bundleURL.deletingLastPathComponent()
            }
        #endif
        return folders
    }

    /// Where the bundle `name` keeps its resources. Plain paths rather than `Bundle`, whose idea of a
    /// bundle's resource folder differs between platforms (on Linux it takes a `Resources` folder for
    /// its own).
    private func bundleResourceFolders(named name: String, in folder: URL) -> [URL] {
        #if os(macOS)
            let bundle = folder.appendingPathComponent("\(name).bundle", isDirectory: true)
            return [bundle, bundle.appendingPathComponent("Contents/Resources", isDirectory: true)]
        #else
            return [folder.appendingPathComponent("\(name).resources", isDirectory: true)]
        #endif
    }

    private static func isFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
