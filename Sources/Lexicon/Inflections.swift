import Foundation
import ResourceLocation

/// WordNet's irregular forms (`scripts/build-inflections` writes them beside the lexicon): `sprang` is a
/// form of `spring`, `geese` of `goose`.
///
/// Used both ways: by `Morphy` to find a form's lemma before trying the regular suffix rules, and by
/// passage distractors to refuse to inflect a word by a regular rule when WordNet knows it is irregular.
public struct Inflections: Sendable {
    /// The name of the resource file, which sits in the lexicon's folder.
    public static let resourceName = "inflections.tsv"
    /// No irregular forms: for a lexicon built without an exception list (test fixtures).
    public static let none = Inflections(lemmasByForm: [:], irregular: [])

    /// Lemmas of each irregular form, by part of speech.
    let lemmasByForm: [String: [(PartOfSpeech, String)]]
    /// Lemmas that have an irregular form in some part of speech.
    let irregular: Set<String>

    private init(lemmasByForm: [String: [(PartOfSpeech, String)]], irregular: Set<String>) {
        self.lemmasByForm = lemmasByForm
        self.irregular = irregular
    }

    /// Reads the records (`form<TAB>pos<TAB>lemma`, after a `VQINFL` header line).
    ///
    /// - Throws: `LexiconError.generatedFile` when the text is not in this format.
    public init(text: String, path: String) throws(LexiconError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
        guard let header = lines.popFirst(), header.hasPrefix("VQINFL\t1\t") else {
            throw .generatedFile(path: path, reason: "it does not start with a VQINFL 1 header" + Self.rebuild)
        }
        var lemmasByForm: [String: [(PartOfSpeech, String)]] = [:]
        var irregular = Set<String>()
        for (offset, line) in lines.enumerated() {
            let fields = line.split(separator: "\t")
            guard fields.count == 3, let pos = PartOfSpeech(rawValue: String(fields[1])) else {
                throw .generatedFile(
                    path: path, reason: "line \(offset + 2) is not form, pos and lemma: '\(line)'" + Self.rebuild)
            }
            lemmasByForm[String(fields[0]), default: []].append((pos, String(fields[2])))
            irregular.insert(String(fields[2]))
        }
        self.init(lemmasByForm: lemmasByForm, irregular: irregular)
    }

    /// Loads the file from the lexicon's folder.
    ///
    /// - Throws: `LexiconError` when the folder is not found or the file is missing or malformed.
    public static func bundled(from locator: ResourceLocator) throws(LexiconError) -> Inflections {
        try Inflections(contentsOf: Lexicon.locate(with: locator).url(resourceName))
    }

    /// Reads the file at `url`.
    init(contentsOf url: URL) throws(LexiconError) {
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            throw .generatedFile(path: url.path, reason: "it cannot be read" + Self.rebuild)
        }
        try self.init(text: text, path: url.path)
    }

    private static let rebuild = " (reinstall, or run scripts/build-inflections)"

    /// The lemmas WordNet lists for the irregular `form` in `partOfSpeech`.
    func lemmas(of form: String, as partOfSpeech: PartOfSpeech) -> [String] {
        lemmasByForm[form, default: []].compactMap { $0.0 == partOfSpeech ? $0.1 : nil }
    }

    /// Whether `lemma` has an irregular form, so a regular rule would be a guess.
    public func isIrregular(_ lemma: String) -> Bool { irregular.contains(lemma) }
}
