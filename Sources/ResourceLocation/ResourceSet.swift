/// A group of files the program reads at run time, and what each kind of installation calls it.
///
/// The same files live in three layouts: an installation (`PREFIX/share/vocabquiz/<name>/`), a SwiftPM
/// build (the module's resource bundle beside the binary) and a folder named by `VOCABQUIZ_RESOURCES`
/// (laid out like `share/vocabquiz`).
public struct ResourceSet: Sendable, Hashable {
    /// The folder under `share/vocabquiz` (and under `VOCABQUIZ_RESOURCES`), for example `lexicon`.
    public var name: String
    /// The SwiftPM resource bundle's name without its extension, for example `vocabquiz_Lexicon`.
    public var bundleName: String
    /// The folder inside the bundle that holds the files (the target's `.copy` folder), if any.
    public var bundleSubdirectory: String?
    /// Files that must all be present for a folder to count; a partial copy is passed over.
    public var requiredFiles: [String]

    public init(name: String, bundleName: String, bundleSubdirectory: String? = nil, requiredFiles: [String]) {
        self.name = name
        self.bundleName = bundleName
        self.bundleSubdirectory = bundleSubdirectory
        self.requiredFiles = requiredFiles
    }
}
