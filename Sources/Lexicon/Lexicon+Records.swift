import Foundation
import Quiz

/// Parsing of single records on demand, straight from the mapped bytes.
extension Lexicon {
    /// Field `field` (0-based, tab-separated) of record line `record`; empty when the line is shorter.
    func field(record: Int, field: Int) -> UnsafeRawBufferPointer {
        let raw = file.bytes
        let end = Int(lineStarts[record + 1]) - 1
        var fieldStart = Int(lineStarts[record])
        for _ in 0..<field {
            guard let tab = Self.find(UInt8(ascii: "\t"), in: raw, from: fieldStart, to: end) else {
                return UnsafeRawBufferPointer(rebasing: raw[end..<end])
            }
            fieldStart = tab + 1
        }
        let fieldEnd = Self.find(UInt8(ascii: "\t"), in: raw, from: fieldStart, to: end) ?? end
        return UnsafeRawBufferPointer(rebasing: raw[fieldStart..<fieldEnd])
    }

    static func find(_ byte: UInt8, in raw: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int? {
        guard start < end, let base = raw.baseAddress, let found = memchr(base + start, Int32(byte), end - start)
        else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }

    func string(record: Int, field index: Int) -> String {
        String(decoding: field(record: record, field: index), as: UTF8.self)
    }

    func list(record: Int, field: Int, separator: Character) -> [String] {
        string(record: record, field: field).split(separator: separator).map(String.init)
    }

    /// The lemma of entry `index`, without parsing the rest of the line.
    public func lemma(ofEntry index: Int) -> String {
        string(record: synsetCount + index, field: 0)
    }

    /// The definition of synset `index`.
    public func gloss(ofSynset index: Int) -> String {
        string(record: index, field: 2)
    }

    /// Whether two synsets have the same definition text (different synsets occasionally do).
    func glossesEqual(_ first: Int, _ second: Int) -> Bool {
        if first == second { return true }
        let a = field(record: first, field: 2)
        let b = field(record: second, field: 2)
        return a.count == b.count && Self.compareBytes(a, b) == 0
    }

    /// Entries with the same lemma as entry `index` (itself included): its other parts of speech.
    func lemmaSiblings(ofEntry index: Int) -> ClosedRange<Int> {
        let lemma = field(record: synsetCount + index, field: 0)
        var low = index
        var high = index
        while low > 0, Self.compareBytes(field(record: synsetCount + low - 1, field: 0), lemma) == 0 { low -= 1 }
        while high + 1 < entryCount, Self.compareBytes(field(record: synsetCount + high + 1, field: 0), lemma) == 0 {
            high += 1
        }
        return low...high
    }

    /// The synset numbers of entry `index`'s senses, without building strings.
    func senseSynsets(ofEntry index: Int) -> [Int] {
        var result: [Int] = []
        var value = 0
        var inNumber = true
        let raw = field(record: synsetCount + index, field: 4)
        for byte in raw {
            if byte == UInt8(ascii: ";") {
                result.append(value)
                value = 0
                inNumber = true
            } else if byte == UInt8(ascii: "!") {
                inNumber = false
            } else if inNumber {
                value = value &* 10 &+ Int(byte) &- Int(UInt8(ascii: "0"))
            }
        }
        if !raw.isEmpty { result.append(value) }
        return result.filter { (0..<synsetCount).contains($0) }
    }

    /// The synsets WordNet marks as similar to synset `index`.
    func similar(ofSynset index: Int) -> [Int] {
        list(record: index, field: 5, separator: ",").compactMap { Int($0) }.filter { $0 < synsetCount }
    }

    /// The member lemmas of synset `index` that are lexicon entries.
    func members(ofSynset index: Int) -> [String] {
        list(record: index, field: 4, separator: ",")
    }

    /// WordNet's example sentences for synset `index`.
    func examples(ofSynset index: Int) -> [String] {
        let text = string(record: index, field: 3)
        guard !text.isEmpty else { return [] }
        return text.split(separator: " | ").map(String.init)
    }

    /// The full entry at `index`.
    public func entry(at index: Int) -> LexiconEntry {
        let record = synsetCount + index
        let pos = field(record: record, field: 1).first.flatMap(PartOfSpeech.init(byte:)) ?? .noun
        let levelDigit = Int(field(record: record, field: 2).first ?? 48) - 48
        let senses = list(record: record, field: 4, separator: ";").map { text -> LexiconEntry.Sense in
            let parts = text.split(separator: "!", maxSplits: 1)
            let antonyms = parts.count > 1 ? parts[1].split(separator: "/").map(String.init) : []
            return LexiconEntry.Sense(synset: Int(parts[0]) ?? -1, antonyms: antonyms)
        }.filter { (0..<synsetCount).contains($0.synset) }
        return LexiconEntry(
            index: index, lemma: string(record: record, field: 0), partOfSpeech: pos,
            level: CEFRLevel.allCases[min(max(levelDigit, 0), 5)],
            forms: list(record: record, field: 3, separator: ","), senses: senses)
    }

    /// The full synset at `index`.
    public func synset(at index: Int) -> Synset {
        let pos = field(record: index, field: 1).first.flatMap(PartOfSpeech.init(byte:)) ?? .noun
        return Synset(
            index: index, partOfSpeech: pos, gloss: gloss(ofSynset: index), examples: examples(ofSynset: index),
            members: members(ofSynset: index), similar: similar(ofSynset: index))
    }
}
