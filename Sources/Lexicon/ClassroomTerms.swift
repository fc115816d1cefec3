import Foundation
import ResourceLocation

/// The classroom filter's terms, read apart from the Python build that applies them to the lexicon.
///
/// Two uses: tests and `vocabquiz-bench` check what offline questions show against the reviewed list
/// itself (`scripts/classroom-safety.txt`), and the model path rejects a model's text that contains a
/// term of the bundled `classroom-terms.txt` (both reviewed lists merged by `scripts/build-classroom-terms`),
/// since nothing filtered what a model writes when the lexicon was built.
public struct ClassroomTerms: Sendable {
    /// The merged list the program carries beside the lexicon.
    public static let resourceName = "classroom-terms.txt"

    /// Single words matched exactly (with their plural), prefixes (`stem*`), and phrases of several words.
    private var exact: Set<String> = []
    private var prefixes: [String] = []
    private var phrases: [[String]] = []
    /// Single-word terms and prefix stems of 4 letters or more, for `embeddedMatch`.
    private var embedded: [String] = []

    /// The list in a source checkout (`scripts/classroom-safety.txt`); it is not bundled with the app.
    public static var sourceListURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/classroom-safety.txt")
    }

    public init(url: URL) throws {
        self.init(text: try String(contentsOf: url, encoding: .utf8))
    }

    /// Reads terms in `classroom-safety.txt`'s format: one a line, `#` comments and blank lines skipped.
    public init(text: String) {
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces).lowercased()
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let parts = Self.words(trimmed)
            if parts.count > 1 {
                phrases.append(parts)
            } else if trimmed.hasSuffix("*") {
                prefixes.append(String(trimmed.dropLast()))
            } else {
                exact.formUnion(Self.forms(of: trimmed))
            }
        }
        embedded = Set(exact.map { $0 } + prefixes).filter { $0.count >= 4 && $0.allSatisfy(\.isLetter) }.sorted()
    }

    /// The list this program carries (`classroom-terms.txt`), from the lexicon's folder.
    ///
    /// - Throws: `LexiconError.generatedFile` when the file is missing or unreadable, with the fix.
    public static func bundled(in folder: LocatedResources) throws(LexiconError) -> ClassroomTerms {
        let url = folder.url(resourceName)
        do {
            return ClassroomTerms(text: try String(contentsOf: url, encoding: .utf8))
        } catch {
            throw .generatedFile(
                path: url.path,
                reason: "\(error.localizedDescription) (reinstall, or run scripts/build-classroom-terms)")
        }
    }

    public var termCount: Int { exact.count / 2 + prefixes.count + phrases.count }

    /// A word and its regular plural: -es after s, x, z, ch and sh, else -s, so "spic" does not catch
    /// "spices" nor "heroin" "heroines".
    static func forms(of word: String) -> [String] {
        let sibilant = ["s", "x", "z", "ch", "sh"].contains { word.hasSuffix($0) }
        return [word, word + (sibilant ? "es" : "s")]
    }

    /// Lower-cased words; hyphens and underscores separate words, apostrophes and `*` do not.
    static func words(_ text: String) -> [String] {
        let normalized = text.lowercased().replacingOccurrences(of: "_", with: " ").replacingOccurrences(
            of: "-", with: " ")
        return normalized.split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "*") }.map(String.init)
    }

    /// The first term `text` contains, if any.
    public func match(in text: String) -> String? {
        // A phrase never spans a sentence or clause break ("“addictive drugs”. addictive …").
        let clauses = text.split { ".,;:!?“”\"()".contains($0) }
        return clauses.lazy.compactMap { matchInClause(String($0)) }.first
    }

    /// The first term in model-written `text`: a whole word or phrase (`match(in:)`), else a term
    /// glued inside a word `lexicon` does not read (neither an entry it shows nor a form of one).
    public func match(in text: String, knownTo lexicon: Lexicon) -> String? {
        match(in: text)
            ?? embeddedMatch(in: text) { lexicon.contains($0) || lexicon.morphy.firstAnalysis(of: $0) != nil }
    }

    /// The first term hidden inside a word the reader does not know (`isKnown` says which it knows):
    /// a small model glues words together ("it'srapedomina"), which whole-word matching misses. Only
    /// single-word terms of 4 letters or more are looked for, so "ass" inside a name is not; a real
    /// word that merely contains a term ("grapes", "therapist") is known and left alone, and so is a
    /// capitalised word, which is most often a name the lexicon lacks ("Saturday" holds "turd").
    public func embeddedMatch(in text: String, isKnown: (String) -> Bool) -> String? {
        let spaced = text.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
        let tokens = spaced.split { !($0.isLetter || $0.isNumber || $0 == "'") }
        // A quote mark is no part of a word: "'Saturday" is capitalised.
        for token in tokens.map({ $0.drop { $0 == "'" } }) where !(token.first?.isUppercase ?? true) {
            let word = token.lowercased()
            guard !isKnown(word) else { continue }
            let letters = word.filter(\.isLetter)
            if let term = embedded.first(where: { letters.contains($0) }) { return term }
        }
        return nil
    }

    private func matchInClause(_ text: String) -> String? {
        let found = Self.words(text)
        for (position, word) in found.enumerated() {
            if exact.contains(word) || prefixes.contains(where: { word.hasPrefix($0) }) { return word }
            for phrase in phrases where position + phrase.count <= found.count {
                if phrase.indices.allSatisfy({ Self.matches(found[position + $0], part: phrase[$0]) }) {
                    return phrase.joined(separator: " ")
                }
            }
        }
        return nil
    }

    private static func matches(_ word: String, part: String) -> Bool {
        part.hasSuffix("*") ? word.hasPrefix(part.dropLast()) : forms(of: part).contains(word)
    }
}
