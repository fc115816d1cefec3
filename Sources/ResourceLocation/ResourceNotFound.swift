/// No searched place held a complete copy of a resource set: the one error a user sees for it.
public struct ResourceNotFound: Error, Sendable, Hashable, CustomStringConvertible {
    public var set: ResourceSet
    /// Every place looked in, in order, with why it did not do (for example `not set`, `missing lexicon.tsv`).
    public var searched: [String]

    public init(set: ResourceSet, searched: [String]) {
        self.set = set
        self.searched = searched
    }

    public var description: String {
        "cannot find vocabquiz's \(set.name) (\(set.requiredFiles.joined(separator: ", "))); looked in "
            + searched.joined(separator: "; ")
            + "; reinstall with scripts/install, or set \(ResourceLocator.environmentVariable) to an installation's"
            + " share/vocabquiz folder"
    }
}
