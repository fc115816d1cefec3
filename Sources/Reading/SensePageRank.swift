/// Personalized PageRank over WordNet's relation graph, the knowledge-based scorer of Agirre and
/// Soroa's UKB ("ppr_w2w"): a sense that many senses of the passage's other words reach through
/// hypernyms, hyponyms, derivations and parts ranks high, one the context never reaches ranks low.
///
/// Lesk needs a context word to appear in a sense's gloss; the graph also rewards a path (*reel* as a
/// fishing reel reaches *rod* and *line* through *fishing gear*), so it can decide where the glosses
/// share no word. The whole graph has 74,706 synsets and a novel asks hundreds of words, so each word
/// gets its own subgraph: the synsets within `depth` relations of its candidates and of the seeds,
/// at most `nodeCap` of them, and a fixed number of iterations.
struct SensePageRank {
    /// The synsets related to a synset (`SenseRelations.related(to:)`; a closure so tests use tiny graphs).
    let neighbours: (Int) -> [Int]
    /// The share of rank that follows edges rather than jumping back to the seeds (UKB's 0.85).
    var damping = 0.85
    /// Power iterations; UKB's default is 30, and the ranks of a few thousand nodes settle well before.
    var iterations = 30
    /// How many relations away from a candidate or seed the subgraph reaches: 2 joins a candidate and a
    /// seed four steps apart.
    var depth = 2
    /// The most synsets a subgraph holds, breadth first: a general synset has hundreds of hyponyms.
    var nodeCap = 3000

    /// Each candidate synset's rank, in order, when the walk restarts at `seeds` (synset → weight, the
    /// senses of the context's words; the word's own senses are not seeds). All zero without seeds.
    func ranks(of candidates: [Int], seeds: [Int: Double]) -> [Double] {
        var graph = Subgraph()
        for synset in candidates { graph.add(synset) }
        for synset in seeds.keys.sorted() { graph.add(synset) }
        var frontier = Array(graph.synsets.indices)
        for _ in 0..<depth where !frontier.isEmpty {
            var next: [Int] = []
            for node in frontier {
                for synset in neighbours(graph.synsets[node]) {
                    let isNew = graph.local[synset] == nil
                    guard !isNew || graph.synsets.count < nodeCap else { continue }
                    let other = graph.add(synset)
                    graph.link(node, other)
                    if isNew { next.append(other) }
                }
            }
            frontier = next
        }
        let total = seeds.values.reduce(0, +)
        guard total > 0 else { return candidates.map { _ in 0 } }
        var restart = [Double](repeating: 0, count: graph.synsets.count)
        for (synset, weight) in seeds { restart[graph.local[synset]!] += weight / total }
        // Sorted, so that the sums, and a tie between two candidates, come out the same on every run.
        let edges = graph.edges.map { $0.sorted() }
        var rank = restart
        for _ in 0..<iterations {
            var next = restart.map { (1 - damping) * $0 }
            for (node, edges) in edges.enumerated() where !edges.isEmpty {
                let share = damping * rank[node] / Double(edges.count)
                for other in edges { next[other] += share }
            }
            rank = next
        }
        return candidates.map { rank[graph.local[$0]!] }
    }

    /// The synsets a walk may visit, numbered from 0, with undirected edges.
    private struct Subgraph {
        var synsets: [Int] = []
        var local: [Int: Int] = [:]
        var edges: [Set<Int>] = []

        @discardableResult
        mutating func add(_ synset: Int) -> Int {
            if let found = local[synset] { return found }
            local[synset] = synsets.count
            synsets.append(synset)
            edges.append([])
            return synsets.count - 1
        }

        mutating func link(_ first: Int, _ second: Int) {
            guard first != second else { return }
            edges[first].insert(second)
            edges[second].insert(first)
        }
    }
}
