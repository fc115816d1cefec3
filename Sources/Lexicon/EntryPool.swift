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
    public func wordCount(at level: CEFRLevel) -> Int {
        let pool = entryPool(at: [level])
        var lemmas = Set<String>()
        for position in 0..<pool.count where allows(entry: pool[position]) {
            lemmas.insert(lemma(ofEntry: pool[position]))
        }
        return lemmas.count
    }
}
