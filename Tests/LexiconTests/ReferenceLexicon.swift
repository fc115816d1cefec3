import Foundation
import Lexicon

/// A deliberately simple, separate reader of the lexicon file, used to check generated questions
/// without calling any of the generator's code. It parses every line eagerly with plain string splitting.
struct ReferenceLexicon {
    struct Synset {
        var gloss: String
        var examples: [String]
        var members: [String]
        var similar: [Int]
    }

    struct Sense {
        var synset: Int
        var antonyms: [String]
    }

    var synsets: [Synset] = []
    /// lemma → senses of every part of speech.
    var senses: [String: [Sense]] = [:]
    /// lemma → inflected forms of every part of speech, plus the lemma.
    var forms: [String: Set<String>] = [:]

    init(url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where number > 0 && !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            // "S3", "M-": a synset line, with its gloss's reading level after the letter (see scripts/build-lexicon).
            if fields[0].first == "S" || fields[0].first == "M" {
                synsets.append(
                    Synset(
                        gloss: fields[2],
                        // A leading * marks an adult-only example, and in a line with a stored gloss level
                        // each example's own level follows (see scripts/build-lexicon).
                        examples: fields[3].components(separatedBy: " | ").filter { !$0.isEmpty }.map {
                            let text = $0.hasPrefix("*") ? $0.dropFirst() : Substring($0)
                            return String(fields[0].count > 1 ? text.dropFirst() : text)
                        },
                        members: fields[4].split(separator: ",").map(String.init),
                        similar: fields[5].split(separator: ",").compactMap { Int($0) }))
            } else {
                let lemma = fields[0]
                for sense in fields[4].split(separator: ";") {
                    let parts = sense.split(separator: "!")
                    let antonyms = parts.count > 1 ? parts[1].split(separator: "/").map(String.init) : []
                    // "12:3": synset 12, sense level 3 (see scripts/build-lexicon); the level is not needed here.
                    let synset = parts[0].split(separator: ":").first.flatMap { Int($0) } ?? -1
                    senses[lemma, default: []].append(Sense(synset: synset, antonyms: antonyms))
                }
                forms[lemma, default: [lemma]].formUnion(fields[3].split(separator: ",").map(String.init))
            }
        }
    }

    static let shared = Result { () throws -> ReferenceLexicon in
        guard let url = Lexicon.bundledResourceURL else { throw CocoaError(.fileNoSuchFile) }
        return try ReferenceLexicon(url: url)
    }

    func glosses(of lemma: String) -> Set<String> {
        Set((senses[lemma] ?? []).map { synsets[$0.synset].gloss })
    }

    /// Every lemma sharing a synset with `lemma` in any sense (including `lemma`).
    func synonyms(of lemma: String) -> Set<String> {
        Set((senses[lemma] ?? []).flatMap { synsets[$0.synset].members })
    }

    /// `synonyms(of:)` plus the members of synsets WordNet marks as similar to the lemma's synsets.
    func nearSynonyms(of lemma: String) -> Set<String> {
        let own = (senses[lemma] ?? []).map(\.synset)
        let near = own + own.flatMap { synsets[$0].similar }
        return Set(near.flatMap { synsets[$0].members })
    }

    /// Definitions of the lemma's synsets and of the synsets similar to them.
    func nearGlosses(of lemma: String) -> Set<String> {
        let own = (senses[lemma] ?? []).map(\.synset)
        return Set((own + own.flatMap { synsets[$0].similar }).map { synsets[$0].gloss })
    }

    func antonyms(of lemma: String) -> Set<String> {
        Set((senses[lemma] ?? []).flatMap(\.antonyms))
    }

    /// Lemmas that mean (nearly) the opposite of `lemma`: its antonyms, their synonyms, and words in
    /// synsets WordNet marks as similar to an antonym's.
    func opposites(of lemma: String) -> Set<String> {
        var result = antonyms(of: lemma)
        for antonym in antonyms(of: lemma) {
            for sense in senses[antonym] ?? [] {
                let synset = synsets[sense.synset]
                result.formUnion(synset.members)
                for neighbour in synset.similar { result.formUnion(synsets[neighbour].members) }
            }
        }
        return result
    }

    /// Whether `text` contains `lemma` or one of its forms as a whole word (case-insensitive).
    func mentions(_ lemma: String, in text: String) -> Bool {
        let words = text.lowercased().split { !$0.isLetter }.map(String.init)
        let wanted = forms[lemma] ?? [lemma]
        return words.contains { wanted.contains($0) }
    }
}
