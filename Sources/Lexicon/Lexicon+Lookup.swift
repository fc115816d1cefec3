import Foundation
import Quiz

/// Finding words: entries are sorted by lemma, so lookups binary-search the mapped bytes.
extension Lexicon {
    /// All entries (one per part of speech) for `word` that the audience may see, compared
    /// case-insensitively; empty when unknown or left out.
    public func entries(for word: String) -> [LexiconEntry] {
        entryIndices(for: word).filter(allows(entry:)).map { entry(at: $0) }
    }

    /// Whether the lexicon has `word` in any part of speech, for this audience.
    public func contains(_ word: String) -> Bool {
        entryIndices(for: word).contains(where: allows(entry:))
    }

    /// The words of `list` the lexicon lacks, normalised and each reported once, in the order given.
    ///
    /// `--words` uses this to tell the learner once, up front, which words will never be asked.
    public func unknownWords<S: Sequence<String>>(in list: S) -> [String] {
        var seen = Set<String>()
        var unknown: [String] = []
        for word in list {
            let key = Question.normalized(word)
            guard !key.isEmpty, seen.insert(key).inserted else { continue }
            if !contains(key) { unknown.append(key) }
        }
        return unknown
    }

    func entryIndices(for word: String) -> [Int] {
        let key = Array(Question.normalized(word).utf8)
        guard !key.isEmpty else { return [] }
        var low = 0
        var high = entryCount
        while low < high {
            let middle = (low + high) / 2
            if compareLemma(ofEntry: middle, with: key) < 0 {
                low = middle + 1
            } else {
                high = middle
            }
        }
        var found: [Int] = []
        while low < entryCount, compareLemma(ofEntry: low, with: key) == 0 {
            found.append(low)
            low += 1
        }
        return found
    }

    /// Byte-wise comparison of an entry's lemma with `key`: negative, zero or positive.
    private func compareLemma(ofEntry index: Int, with key: [UInt8]) -> Int {
        key.withUnsafeBytes { Self.compareBytes(lemmaField(ofEntry: index), $0) }
    }

    /// `memcmp` order of two byte ranges, shorter first on a shared prefix.
    static func compareBytes(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Int {
        let shared = min(first.count, second.count)
        if shared > 0, let a = first.baseAddress, let b = second.baseAddress {
            let order = Int(memcmp(a, b, shared))
            if order != 0 { return order }
        }
        return first.count - second.count
    }
}
