import Lexicon
import Quiz

/// Words of the same topic as a sense, for wrong choices a reader finds plausible: readers of round 3
/// marked random words of the level absurd in the slot ("pitch our castles", "raised her trustee").
///
/// WordNet's neighbourhood gives them (`SenseRelations`): two steps away are the sense's sister terms
/// (other hyponyms of its hypernym: *tent* → *shelter* → *hut*), three steps away its cousins. One step
/// away (the hypernym *shelter*, hyponyms, derivations) is left out, as words that may also fit the
/// sentence, and so are the sense's more distant hypernyms, which fit it too ("pitch our structures",
/// "use a device"); the distractor rules still check every word found.
struct SenseNeighbours: Sendable {
    /// Synsets looked at, at most: a ring of a common sense can hold thousands.
    static let synsetCap = 400
    /// Hypernyms followed up from the sense ("geography" → earth science → natural science → science →
    /// discipline → knowledge domain).
    static let ancestorDepth = 8

    let lexicon: Lexicon
    let relations: SenseRelations

    /// Entries of `partOfSpeech` at most at `level` with a sense two or three steps from `synset`, none
    /// with a sense one step away or `synset` itself, nearest ring first, each ring in `random`'s order.
    func entries(
        near synset: Int, partOfSpeech: PartOfSpeech, upTo level: CEFRLevel, using random: inout SeededGenerator
    ) -> [LexiconEntry] {
        let first = Set(relations.related(to: synset)).union(ancestors(of: synset)).union([synset])
        var seen = first
        var rings: [[Int]] = []
        var frontier = relations.related(to: synset)
        for _ in 0..<2 {
            var ring: [Int] = []
            for synset in frontier where seen.count < Self.synsetCap {
                for next in relations.related(to: synset) where !seen.contains(next) {
                    seen.insert(next)
                    ring.append(next)
                }
            }
            rings.append(ring)
            frontier = ring
        }
        var entries: [LexiconEntry] = []
        var lemmas: Set<String> = []
        for var ring in rings {
            ring.shuffle(using: &random)
            for synset in ring {
                for member in lexicon.synset(at: synset).members where !lemmas.contains(member) {
                    lemmas.insert(member)
                    for entry in lexicon.entries(for: member)
                    where entry.partOfSpeech == partOfSpeech && entry.level <= level
                        && entry.senses.allSatisfy({ !first.contains($0.synset) })
                    {
                        entries.append(entry)
                    }
                }
            }
        }
        return entries
    }

    /// The synsets up the hypernym chain of `synset`: the first of each synset's relations is its
    /// hypernym when it has one (`SenseRelations` lists hypernyms first); for a synset without one (many
    /// verbs) the chain takes a neighbour instead, which only leaves out one more word.
    func ancestors(of synset: Int) -> Set<Int> {
        var found: Set<Int> = []
        var current = synset
        for _ in 0..<Self.ancestorDepth {
            guard let next = relations.related(to: current).first, !found.contains(next), next != synset else { break }
            found.insert(next)
            current = next
        }
        return found
    }
}
