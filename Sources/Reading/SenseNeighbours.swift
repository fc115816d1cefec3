import Lexicon
import Quiz

/// Words of the same topic as a sense, for wrong choices a reader finds plausible: readers of round 3
/// marked random words of the level absurd in the slot ("pitch our castles", "raised her trustee").
///
/// WordNet gives them (`SenseRelations`): first the other hyponyms of the sense's hypernym and of the
/// hypernym's hypernym (sister terms: *violin* → bowed stringed instrument → *cello*, *viola*), then
/// whatever lies two or three steps away by any relation (*railway* → *road*, *route*). The hypernyms
/// themselves are left out ("pitch our structures", "use a device" fit the sentence too), and so is every
/// word one step from the sense (hyponyms, derivations, parts); the distractor rules still check every
/// word found.
struct SenseNeighbours: Sendable {
    /// Hypernyms whose other hyponyms come first: farther up, they share little more than "artifact".
    static let sisterDepth = 2
    /// Synsets looked at, at most: the rings of a common sense can hold thousands.
    static let synsetCap = 400
    /// Entries returned, at most: a question takes three, and reading each entry costs time (an export
    /// builds every question twice).
    static let entryCap = 60

    let lexicon: Lexicon
    let relations: SenseRelations

    /// Entries of `partOfSpeech` at most at `level` with a sense near `synset` (sisters, then the second
    /// and third rings), none with a sense one step away, a hypernym, or `synset` itself; each group in
    /// `random`'s order.
    func entries(
        near synset: Int, partOfSpeech: PartOfSpeech, upTo level: CEFRLevel, using random: inout SeededGenerator
    ) -> [LexiconEntry] {
        let chain = ancestors(of: synset)
        let nearest = relations.related(to: synset)
        let excluded = Set(nearest).union(chain).union([synset])
        var seen = excluded
        // A true hyponym of the ancestor has it as its own hypernym (first relation); the ancestor's
        // derivations ("musician" → *music*) do not.
        var groups: [[Int]] = chain.prefix(Self.sisterDepth).map { ancestor in
            relations.related(to: ancestor).filter {
                relations.related(to: $0).first == ancestor && seen.insert($0).inserted
            }
        }
        var frontier = nearest
        for _ in 0..<2 {
            var ring: [Int] = []
            for synset in frontier where seen.count < Self.synsetCap {
                ring += relations.related(to: synset).filter { seen.insert($0).inserted }
            }
            groups.append(ring)
            frontier = ring
        }
        var entries: [LexiconEntry] = []
        var lemmas: Set<String> = []
        for var group in groups {
            group.shuffle(using: &random)
            for child in group where entries.count < Self.entryCap {
                for member in lexicon.synset(at: child).members where lemmas.insert(member).inserted {
                    for entry in lexicon.entries(for: member)
                    where entry.partOfSpeech == partOfSpeech && entry.level <= level
                        && entry.senses.allSatisfy({ !excluded.contains($0.synset) })
                    {
                        entries.append(entry)
                    }
                }
            }
        }
        return entries
    }

    /// The synsets up the hypernym chain of `synset`, nearest first: the first of each synset's relations
    /// is its hypernym when it has one (`SenseRelations` lists hypernyms first); for a synset without one
    /// (many verbs) the chain takes a neighbour instead, which only leaves out one more word.
    func ancestors(of synset: Int) -> [Int] {
        var found: [Int] = []
        var current = synset
        for _ in 0..<8 {
            guard let next = relations.related(to: current).first, !found.contains(next), next != synset else { break }
            found.append(next)
            current = next
        }
        return found
    }
}
