import Foundation
import Lexicon
import ResourceLocation

/// WordNet's irregular forms (`scripts/build-inflections` writes them beside the lexicon): `sprang` is a
/// form of `spring`, `geese` of `goose`.
///
/// Used both ways: to find a text word's lemma before trying the regular suffix rules (Morphy's first
/// step), and to refuse to inflect a distractor by a regular rule when WordNet knows it is irregular.
public struct Inflections: Sendable {
    /// The name of the resource file, which sits in the lexicon's folder.
    public static let resourceName = "inflections.tsv"

    /// Lemmas of each irregular form, by part of speech.
    let lemmasByForm: [String: [(PartOfSpeech, String)]]
    /// Lemmas that have an irregular form in some part of speech.
    let irregular: Set<String>

    /// Reads the records (`form<TAB>pos<TAB>lemma`, after a `VQINFL` header line).
    ///
    /// - Throws: `ReadingError.resource` when the file is missing or not in this format.
    public init(text: String, path: String) throws(ReadingError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
        guard let header = lines.popFirst(), header.hasPrefix("VQINFL\t1\t") else {
            throw .resource(path: path, reason: "it does not start with a VQINFL 1 header")
        }
        var lemmasByForm: [String: [(PartOfSpeech, String)]] = [:]
        var irregular = Set<String>()
        for line in lines {
            let fields = line.split(separator: "\t")
            guard fields.count == 3, let pos = PartOfSpeech(rawValue: String(fields[1])) else {
                throw .resource(path: path, reason: "a line is not form, pos and lemma: '\(line)'")
            }
            lemmasByForm[String(fields[0]), default: []].append((pos, String(fields[2])))
            irregular.insert(String(fields[2]))
        }
        self.lemmasByForm = lemmasByForm
        self.irregular = irregular
    }

    /// Loads the file from the lexicon's folder.
    public static func bundled(from locator: ResourceLocator) throws(ReadingError) -> Inflections {
        let file = try ReadingResource.data(named: resourceName, from: locator, rebuiltBy: "scripts/build-inflections")
        guard let text = String(data: file.data, encoding: .utf8) else {
            throw .resource(path: file.path, reason: "it cannot be read (reinstall, or run scripts/build-inflections)")
        }
        return try Inflections(text: text, path: file.path)
    }

    /// The lemmas WordNet lists for the irregular `form` in `partOfSpeech`.
    func lemmas(of form: String, as partOfSpeech: PartOfSpeech) -> [String] {
        lemmasByForm[form, default: []].compactMap { $0.0 == partOfSpeech ? $0.1 : nil }
    }

    /// Whether `lemma` has an irregular form, so a regular rule would be a guess.
    func isIrregular(_ lemma: String) -> Bool { irregular.contains(lemma) }
}
