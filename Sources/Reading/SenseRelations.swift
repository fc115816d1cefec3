import Foundation
import Lexicon
import ResourceLocation

/// Each lexicon synset's WordNet neighbours, which `scripts/build-sense-relations` writes beside the
/// lexicon: what extended Lesk compares a text with beyond a sense's own gloss.
///
/// A gloss is a dozen words, too few to meet a passage's words; a sense's hypernyms, hyponyms,
/// derivations, parts and wholes say much more ("bank" as sloping land: its hypernym *slope*, its
/// hyponyms *riverbank*, *waterside*).
public struct SenseRelations: Sendable {
    /// The name of the resource file, which sits in the lexicon's folder.
    public static let resourceName = "sense-relations.tsv"

    /// The file's bytes and where each record starts: a text scores a few hundred synsets, so records
    /// are read on use rather than all 74,706 at load.
    let bytes: [UInt8]
    let starts: [Int]

    /// Checks the header and that there is one record per synset of `lexicon`.
    ///
    /// - Throws: `ReadingError.resource` when the file is not in this format or belongs to another lexicon.
    public init(data: Data, path: String, lexicon: Lexicon) throws(ReadingError) {
        bytes = [UInt8](data)
        var starts: [Int] = []
        starts.reserveCapacity(lexicon.synsetCount + 2)
        var lineStart = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(lineStart)
            lineStart = index + 1
        }
        starts.append(lineStart)
        let header = String(decoding: bytes[0..<(starts.count > 1 ? starts[1] : 0)], as: UTF8.self)
        guard header == "VQREL\t1\t\(lexicon.synsetCount)\n" else {
            throw .resource(
                path: path,
                reason: "it is not a VQREL 1 file for this lexicon's \(lexicon.synsetCount) synsets "
                    + "(run scripts/build-sense-relations)")
        }
        // The close meanings a teacher named follow the records (`CloseMeanings`); only records are read here.
        guard starts.count >= lexicon.synsetCount + 2 else {
            throw .resource(path: path, reason: "it has \(starts.count - 2) records, not \(lexicon.synsetCount)")
        }
        self.starts = Array(starts.dropFirst().prefix(lexicon.synsetCount + 1))
    }

    /// Loads the file from the lexicon's folder.
    public static func bundled(from locator: ResourceLocator, for lexicon: Lexicon) throws(ReadingError)
        -> SenseRelations
    {
        let file = try ReadingResource.data(
            named: resourceName, from: locator, rebuiltBy: "scripts/build-sense-relations")
        return try SenseRelations(data: file.data, path: file.path, lexicon: lexicon)
    }

    /// The lexicon synsets WordNet relates to `synset`, hypernyms first.
    func related(to synset: Int) -> [Int] {
        guard synset >= 0, synset + 1 < starts.count else { return [] }
        return SynsetRelations.synsets(inRecord: bytes[starts[synset]..<(starts[synset + 1] - 1)])
    }
}
