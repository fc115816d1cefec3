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
    /// Every offline or lexicon-bound run loads the lexicon, and with it this file, before its first
    /// question: the records are read as bytes, which takes a fraction of what splitting the text into
    /// `Character`s did (most of a one-question run's CPU).
    ///
    /// - Throws: `LexiconError.generatedFile` when the text is not in this format.
    public init(text: String, path: String) throws(LexiconError) {
        var text = text
        let records = text.withUTF8 { Self.records(in: $0) }
        switch records {
        case .success(let records): self.init(lemmasByForm: records.lemmasByForm, irregular: records.irregular)
        case .failure(let malformed): throw .generatedFile(path: path, reason: malformed.reason + Self.rebuild)
        }
    }

    private struct Malformed: Error {
        let reason: String
    }

    private static func records(
        in bytes: UnsafeBufferPointer<UInt8>
    ) -> Result<(lemmasByForm: [String: [(PartOfSpeech, String)]], irregular: Set<String>), Malformed> {
        // Blank lines are skipped and fields split on runs of tabs, as `split` did; `number` counts the
        // lines that are not blank, which is what error messages have always named.
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        guard let header = lines.first, header.starts(with: "VQINFL\t1\t".utf8) else {
            return .failure(Malformed(reason: "it does not start with a VQINFL 1 header"))
        }
        var lemmasByForm: [String: [(PartOfSpeech, String)]] = [:]
        lemmasByForm.reserveCapacity(lines.count)
        var irregular = Set<String>(minimumCapacity: lines.count)
        for (number, line) in zip(2..., lines.dropFirst()) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: true)
            guard fields.count == 3, let pos = PartOfSpeech(rawValue: String(decoding: fields[1], as: UTF8.self))
            else {
                let text = String(decoding: line, as: UTF8.self)
                return .failure(Malformed(reason: "line \(number) is not form, pos and lemma: '\(text)'"))
            }
            let lemma = String(decoding: fields[2], as: UTF8.self)
            lemmasByForm[String(decoding: fields[0], as: UTF8.self), default: []].append((pos, lemma))
            irregular.insert(lemma)
        }
        return .success((lemmasByForm, irregular))
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
