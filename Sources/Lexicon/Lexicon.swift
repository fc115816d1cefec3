import Foundation
import Quiz
import ResourceLocation
import Support

/// The offline word list: WordNet 3.0 entries, synsets and frequency levels, read from one mapped file.
///
/// Loading only indexes line starts (and each entry's class and level); entries and synsets are parsed
/// when asked for, so startup stays well under the time a learner notices and memory stays near the
/// size of the index rather than of the parsed data.
public struct Lexicon: Sendable {
    /// The name of the lexicon file.
    public static let resourceName = "lexicon.tsv"
    static let licenseResourceName = "LICENSE-WordNet.txt"
    static let indexResourceName = "lexicon.index"
    /// The files the offline lexicon needs at run time, and where each kind of installation keeps them.
    public static let resources = ResourceSet(
        name: "lexicon", bundleName: "vocabquiz_Lexicon", bundleSubdirectory: "Resources",
        requiredFiles: [resourceName, indexResourceName, licenseResourceName])

    /// The loaded data and what the lexicon remembers, shared by every copy (see `LexiconStorage`).
    let storage: LexiconStorage
    public let synsetCount: Int
    public let entryCount: Int
    /// Who the questions are for; `.classroom` unless `restricted(to:)` says otherwise.
    public internal(set) var audience = Audience.classroom
    /// What a model's text may not contain for the classroom (`classroom-terms.txt`, loaded with the
    /// bundled lexicon); nil for a lexicon read from a file alone (test fixtures).
    public internal(set) var classroomTerms: ClassroomTerms?
    /// Each synset's WordNet neighbours (`sense-relations.tsv`, loaded with the bundled lexicon), which the
    /// checker weighs a plain-words paraphrase against; nil for a lexicon read from a file alone.
    public internal(set) var relations: SynsetRelations?
    static let unknownSense: Int32 = -2

    /// Loads the lexicon shipped with the program, with its prebuilt index.
    ///
    /// - Parameter locator: Where to look; by default beside this process's binary and in its environment.
    /// - Throws: `.resourcesNotFound` naming every place looked in, or an error reading the files.
    public static func bundled(
        from locator: ResourceLocator = .live(environment: ProcessInfo.processInfo.environment)
    ) throws(LexiconError) -> Lexicon {
        let located = try locate(with: locator)
        var lexicon = try Lexicon(
            contentsOf: located.url(resourceName), index: located.url(indexResourceName),
            inflections: Inflections(contentsOf: located.url(Inflections.resourceName)))
        lexicon.classroomTerms = try ClassroomTerms.bundled(in: located)
        lexicon.relations = try SynsetRelations(
            path: located.url(SynsetRelations.resourceName).path, synsetCount: lexicon.synsetCount)
        return lexicon
    }

    /// The WordNet license notice that must accompany the lexicon (for `vocabquiz --about`).
    public static func licenseNotice(
        from locator: ResourceLocator = .live(environment: ProcessInfo.processInfo.environment)
    ) throws(LexiconError) -> String {
        let url = try locate(with: locator).url(licenseResourceName)
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
    }

    /// The folder the lexicon files come from, and which kind of installation it is.
    public static func locate(with locator: ResourceLocator) throws(LexiconError) -> LocatedResources {
        do {
            return try locator.locate(resources)
        } catch {
            throw .resourcesNotFound(error)
        }
    }

    /// The location of the lexicon file, for tools and tests that read it directly.
    public static var bundledResourceURL: URL? {
        try? locate(with: .live(environment: ProcessInfo.processInfo.environment)).url(resourceName)
    }

    /// Loads a lexicon file written by `scripts/build-lexicon`.
    ///
    /// - Parameters:
    ///   - index: The `lexicon.index` written beside it; without one, the file is scanned to build the
    ///     same index (slower, reads the whole file).
    ///   - inflections: The irregular forms `Morphy` reads forms by (`inflections.tsv`).
    public init(contentsOf url: URL, index indexURL: URL? = nil, inflections: Inflections = .none)
        throws(LexiconError)
    {
        let path = url.path
        let file = try MappedFile(path: path)
        guard file.bytes.count < Int(UInt32.max) else {
            throw .malformed(path: path, line: 1, reason: "file larger than 4 GiB")
        }
        let index: LexiconIndex
        if let indexURL {
            let sidecar = try MappedFile(path: indexURL.path)
            // The mapping must outlive the read; the index copies what it needs.
            index = try withExtendedLifetime(sidecar) { () throws(LexiconError) -> LexiconIndex in
                try LexiconIndex.read(sidecar: sidecar.bytes, lexicon: file.bytes, path: path)
            }
        } else {
            index = try LexiconIndex.build(from: file.bytes, path: path)
        }
        synsetCount = index.synsetCount
        entryCount = index.entryCount
        let half = LexiconIndex.bucketCount / 2
        storage = LexiconStorage(
            file: file, lineStarts: index.lineStarts, classroomBuckets: Array(index.buckets[..<half]),
            matureBuckets: (0..<half).map { index.buckets[$0] + index.buckets[half + $0] }, path: path,
            inflections: inflections,
            glossLevels: Locked(Array(repeating: Self.unknownLevel, count: index.synsetCount)),
            firstGlossNamesLemma: Locked(Array(repeating: -1, count: index.entryCount)),
            everydaySenses: Locked(Array(repeating: Self.unknownSense, count: index.entryCount)))
    }

    /// Reads forms back to this lexicon's words, with its irregular forms.
    public var morphy: Morphy { Morphy(lexicon: self, inflections: inflections) }

    /// Entry indices of one part of speech at one level that this lexicon's audience may see.
    func bucket(_ pos: PartOfSpeech, _ level: CEFRLevel) -> [Int32] {
        let number = pos.ordinal * 6 + level.index
        return audience == .mature ? matureBuckets[number] : classroomBuckets[number]
    }

    /// Entry indices at one level, every part of speech, that this lexicon's audience may see.
    public func entryIndices(at level: CEFRLevel) -> [Int] {
        PartOfSpeech.allCases.flatMap { bucket($0, level).map(Int.init) }
    }
}
