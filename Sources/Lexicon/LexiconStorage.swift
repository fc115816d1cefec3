import Quiz
import Support

/// What every copy of a `Lexicon` shares: the mapped file, its index, and the facts worked out once
/// per lexicon and remembered.
///
/// A `Lexicon` is a value copied into every generator, target and closure that reads it; held field
/// by field, each copy retained about twenty references (and released them again), a few percent of
/// a large export. Behind one reference a copy retains one. Everything here is immutable or locked.
final class LexiconStorage: Sendable {
    let file: MappedFile
    /// Start offset of every record line (synsets first, then entries), plus one past the end.
    let lineStarts: [UInt32]
    /// Classroom entry indices per part of speech and level: `[pos.ordinal * 6 + levelIndex]`.
    let classroomBuckets: [[Int32]]
    /// The same with the adult-only entries added, for `.mature`.
    let matureBuckets: [[Int32]]
    /// The file the lexicon was read from, for messages and `--about`.
    let path: String
    /// WordNet's irregular forms of this lexicon's words (`Inflections.none` for a lexicon without them).
    let inflections: Inflections
    /// Reading levels of the words looked up so far (see `readingLevel(ofWord:)`).
    let wordLevels = Locked<[String: Int8]>([:])
    /// `writableWords(at:)`, by audience and reading ceiling (copies of another audience share it).
    let writableWordLists = Locked<[Audience: [CEFRLevel: [String]]]>([:])
    /// Reading level of each synset's gloss once computed (`Lexicon.unknownLevel` until then).
    let glossLevels: Locked<[Int8]>
    /// Per entry, whether its first sense's gloss names the word: -1 until asked, then 0 or 1.
    let firstGlossNamesLemma: Locked<[Int8]>
    /// Per entry, the synset of its everyday sense (`commonSense(ofEntry:)`): `Lexicon.unknownSense`
    /// until asked, -1 when it has none.
    let everydaySenses: Locked<[Int32]>

    init(
        file: MappedFile, lineStarts: [UInt32], classroomBuckets: [[Int32]], matureBuckets: [[Int32]], path: String,
        inflections: Inflections, glossLevels: Locked<[Int8]>, firstGlossNamesLemma: Locked<[Int8]>,
        everydaySenses: Locked<[Int32]>
    ) {
        self.file = file
        self.lineStarts = lineStarts
        self.classroomBuckets = classroomBuckets
        self.matureBuckets = matureBuckets
        self.path = path
        self.inflections = inflections
        self.glossLevels = glossLevels
        self.firstGlossNamesLemma = firstGlossNamesLemma
        self.everydaySenses = everydaySenses
    }
}

extension Lexicon {
    var file: MappedFile { storage.file }
    var lineStarts: [UInt32] { storage.lineStarts }
    var classroomBuckets: [[Int32]] { storage.classroomBuckets }
    var matureBuckets: [[Int32]] { storage.matureBuckets }
    /// The file the lexicon was read from, for messages and `--about`.
    public var path: String { storage.path }
    /// WordNet's irregular forms of this lexicon's words (`Inflections.none` for a lexicon without them).
    public var inflections: Inflections { storage.inflections }
    var wordLevels: Locked<[String: Int8]> { storage.wordLevels }
    var writableWordLists: Locked<[Audience: [CEFRLevel: [String]]]> { storage.writableWordLists }
    var glossLevels: Locked<[Int8]> { storage.glossLevels }
    var firstGlossNamesLemma: Locked<[Int8]> { storage.firstGlossNamesLemma }
    var everydaySenses: Locked<[Int32]> { storage.everydaySenses }
}
