import Foundation
import Lexicon

/// Reads Princeton WordNet's own `data.*` files (Debian's wordnet-base), so generated questions can be
/// checked against the source the lexicon was built from rather than against the lexicon itself (with the
/// hand-written learner definitions, the lexicon's other source of definitions).
struct WordNetReader {
    static let directory = URL(fileURLWithPath: "/usr/share/wordnet")
    static var isInstalled: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("data.noun").path)
    }

    struct Synset {
        var members: [String]
        var definition: String
        var examples: [String]
        /// Our plain text for this meaning (`scripts/data/learner-definitions.tsv`), which the lexicon
        /// shows in place of WordNet's definition.
        var learnerDefinition: String?
    }

    var synsets: [Synset] = []
    /// Lower-cased lemma → indices of the synsets it belongs to.
    var synsetsOfLemma: [String: [Int]] = [:]
    /// Lower-cased lemma → its direct antonyms (WordNet "!" pointers), every sense.
    var antonymsOfLemma: [String: Set<String>] = [:]

    init() throws {
        var pending: [(source: Int, sourceWord: Int, target: String, targetWord: Int)] = []
        var indexOfKey: [String: Int] = [:]
        for name in ["noun", "verb", "adj", "adv"] {
            let text = try String(
                contentsOf: Self.directory.appendingPathComponent("data.\(name)"), encoding: .isoLatin1)
            for line in text.split(separator: "\n") where !line.hasPrefix("  ") {
                guard let bar = line.range(of: " | ") else { continue }
                let fields = line[..<bar.lowerBound].split(separator: " ")
                let count = Int(fields[3], radix: 16) ?? 0
                let members = (0..<count).map { Self.lemma(fields[4 + 2 * $0]) }
                let pointerCount = Int(fields[4 + 2 * count]) ?? 0
                let index = synsets.count
                let posKey = fields[2] == "s" ? "a" : String(fields[2])
                indexOfKey[fields[0] + posKey] = index
                for pointer in 0..<pointerCount {
                    let base = 5 + 2 * count + 4 * pointer
                    guard fields[base] == "!" else { continue }
                    let targetPos = fields[base + 2] == "s" ? "a" : String(fields[base + 2])
                    let numbers = fields[base + 3]
                    pending.append(
                        (
                            index, Int(numbers.prefix(2), radix: 16) ?? 0, fields[base + 1] + targetPos,
                            Int(numbers.suffix(2), radix: 16) ?? 0
                        ))
                }
                let gloss = String(line[bar.upperBound...]).trimmingCharacters(in: .whitespaces)
                let quote = gloss.firstIndex(of: "\"") ?? gloss.endIndex
                var definition = gloss[..<quote].trimmingCharacters(in: .whitespaces)
                while definition.hasSuffix(";") { definition.removeLast() }
                let examples = gloss[quote...].split(separator: "\"").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty && $0 != ";" }
                synsets.append(
                    Synset(
                        members: members, definition: definition.trimmingCharacters(in: .whitespaces),
                        examples: examples))
                for member in Set(members) { synsetsOfLemma[member, default: []].append(index) }
            }
        }
        try readLearnerDefinitions(indexOfKey: indexOfKey)
        for link in pending {
            guard let target = indexOfKey[link.target] else { continue }
            let sources =
                link.sourceWord == 0
                ? synsets[link.source].members : [synsets[link.source].members[link.sourceWord - 1]]
            let targets =
                link.targetWord == 0 ? synsets[target].members : [synsets[target].members[link.targetWord - 1]]
            for source in sources { antonymsOfLemma[source, default: []].formUnion(targets) }
        }
    }

    /// `Abate`, `able(a)` → `abate`, `able`; multi-word lemmas keep their underscores.
    private static func lemma(_ field: Substring) -> String {
        let name = field.firstIndex(of: "(").map { field[..<$0] } ?? field
        return name.lowercased()
    }

    /// The rows `LearnerDefinitionTests` reads, placed by WordNet's own synset offset.
    private mutating func readLearnerDefinitions(indexOfKey: [String: Int]) throws {
        for row in try LearnerDefinitionTests.rows.get() {
            let offset = String(repeating: "0", count: max(0, 8 - row.offset.count)) + row.offset
            guard let index = indexOfKey[offset + row.partOfSpeech] else { continue }
            synsets[index].learnerDefinition = row.definition
        }
    }

    /// WordNet's definitions of the lemma's meanings, and our learner definitions where we wrote one.
    func definitions(of lemma: String) -> Set<String> {
        Set(
            (synsetsOfLemma[lemma] ?? []).flatMap {
                [synsets[$0].definition] + [synsets[$0].learnerDefinition].compactMap { $0 }
            })
    }

    func sharesSynset(_ first: String, _ second: String) -> Bool {
        !Set(synsetsOfLemma[first] ?? []).isDisjoint(with: synsetsOfLemma[second] ?? [])
    }

    func examples(of lemma: String) -> [String] {
        (synsetsOfLemma[lemma] ?? []).flatMap { synsets[$0].examples }
    }
}
