/// Pairs of words a teacher would not put in one question: WordNet files them in different synsets with
/// no pointer between them, yet a learner defends one where the other is the key (*hardly* beside *rarely*
/// "not often"), or rules both out at once as wrong answers (*weird* and *extraordinary*). Reviewed by hand
/// (`scripts/data/learner-close-meanings.tsv`) and written after `sense-relations.tsv`'s records by
/// `scripts/build-sense-relations`: a `VQCLOSE` line, then one pair a line, every sense of one word, ";",
/// every sense of the other.
struct CloseMeanings: Sendable {
    /// For each synset of a pair, the synsets of the other side of every pair it is on.
    let others: [Int: Set<Int>]

    init<Line: Collection<UInt8>>(lines: [Line]) {
        var others: [Int: Set<Int>] = [:]
        guard let first = lines.first, first.starts(with: "VQCLOSE\t".utf8) else {
            self.others = [:]
            return
        }
        for line in lines.dropFirst() {
            guard let split = line.firstIndex(of: UInt8(ascii: ";")) else { continue }
            let one = SynsetRelations.synsets(inRecord: line[..<split])
            let other = SynsetRelations.synsets(inRecord: line[line.index(after: split)...])
            for synset in one { others[synset, default: []].formUnion(other) }
            for synset in other { others[synset, default: []].formUnion(one) }
        }
        self.others = others
    }
}

extension SynsetRelations {
    /// The synsets a teacher found too close in meaning to any of `synsets` to stand beside them in a
    /// question (`CloseMeanings`); empty for most words.
    public func closeMeanings(of synsets: some Sequence<Int>) -> Set<Int> {
        let index = closeMeaningIndex.withLock { cached in
            if let cached { return cached }
            let built = CloseMeanings(lines: linesAfterRecords())
            cached = built
            return built
        }
        guard !index.others.isEmpty else { return [] }
        var found = Set<Int>()
        for synset in synsets { if let others = index.others[synset] { found.formUnion(others) } }
        return found
    }
}
