import Quiz

/// A read-only view over several entry-index buckets as one list, so picking a random target at a
/// level costs no copying.
public struct EntryPool: Sendable {
    private let parts: [[Int32]]
    public let count: Int

    init(_ parts: [[Int32]]) {
        self.parts = parts.filter { !$0.isEmpty }
        count = self.parts.reduce(0) { $0 + $1.count }
    }

    /// The entry index at `position` (0 ..< `count`).
    public subscript(position: Int) -> Int {
        var remaining = position
        for part in parts {
            if remaining < part.count { return Int(part[remaining]) }
            remaining -= part.count
        }
        return Int(parts[parts.count - 1][parts[parts.count - 1].count - 1])
    }
}

extension Lexicon {
    /// Every entry at `levels`, in every part of speech, as one list that shares the lexicon's storage.
    public func entryPool(at levels: [CEFRLevel]) -> EntryPool {
        EntryPool(levels.flatMap { level in PartOfSpeech.allCases.map { bucket($0, level) } })
    }
}

extension Lexicon {
    /// How many different words at `level` the audience may be asked: an upper bound on the questions
    /// a run without repeats can make there, known at once (`QuestionGenerator.askableWordCount(at:)`
    /// is the exact count, at the cost of a question per word).
    ///
    /// Counted on entry indices, not a set of lemma strings: an entry's other classes are its neighbours
    /// in the file (`lemmaSiblings`), so once sorted, a lemma's entries at the level stand together and
    /// each new lemma starts a run. The set hashed every lemma of the level (C2's whole pool) before
    /// every count export, and its growing table cost a thousand page faults.
    public func wordCount(at level: CEFRLevel) -> Int {
        let pool = entryPool(at: [level])
        var allowed: [Int32] = []
        allowed.reserveCapacity(pool.count)
        for position in 0..<pool.count where allows(entry: pool[position]) { allowed.append(Int32(pool[position])) }
        allowed.sort()
        return allowed.indices.count { position in
            position == 0
                || Self.compareBytes(
                    lemmaField(ofEntry: Int(allowed[position - 1])), lemmaField(ofEntry: Int(allowed[position]))) != 0
        }
    }
}
