import Foundation

/// Where a resource folder was found, in the order they are searched.
public enum ResourceOrigin: String, Sendable, Hashable, CaseIterable {
    /// `../share/vocabquiz/<name>` next to the binary: what `scripts/install` lays out.
    case installed
    /// The SwiftPM resource bundle beside the binary: `swift build` and `swift run`.
    case bundle
    /// The folder named by `VOCABQUIZ_RESOURCES`.
    case environment

    /// How `--about` and error messages name the place.
    public var label: String {
        switch self {
        case .installed: "installed beside the binary"
        case .bundle: "SwiftPM build bundle"
        case .environment: "\(ResourceLocator.environmentVariable)"
        }
    }
}

/// A resource folder that holds every file its `ResourceSet` requires.
public struct LocatedResources: Sendable, Hashable {
    public var directory: URL
    public var origin: ResourceOrigin

    public init(directory: URL, origin: ResourceOrigin) {
        self.directory = directory
        self.origin = origin
    }

    /// The file `name` inside the folder.
    public func url(_ name: String) -> URL {
        directory.appendingPathComponent(name, isDirectory: false)
    }

    /// `/usr/local/share/vocabquiz/lexicon (installed beside the binary)`, for `--about`.
    public var description: String { "\(directory.path) (\(origin.label))" }
}
