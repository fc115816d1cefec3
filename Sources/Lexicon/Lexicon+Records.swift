import Foundation
import Quiz

/// Parsing of single records on demand, straight from the mapped bytes.
extension Lexicon {
    /// Field `field` (0-based, tab-separated) of record line `record`, as raw bytes handed to `body`.
    func withField<R>(record: Int, field: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        bytes.withUnsafeBytes { raw in
            let start = Int(lineStarts[record])
            let end = Int(lineStarts[record + 1]) - 1
            var fieldStart = start
            var current = 0
            var position = start
            while position < end {
                if raw[position] == UInt8(ascii: "\t") {
                    if current == field { break }
                    current += 1
                    fieldStart = position + 1
                }
                position += 1
            }
            if current < field { return body(UnsafeRawBufferPointer(rebasing: raw[end..<end])) }
            return body(UnsafeRawBufferPointer(rebasing: raw[fieldStart..<position]))
        }
    }

    func string(record: Int, field: Int) -> String {
        withField(record: record, field: field) { String(decoding: $0, as: UTF8.self) }
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
        return withField(record: first, field: 2) { a in
            withField(record: second, field: 2) { b in
                Self.compareBytes(a, b) == 0
            }
        }
    }

    /// The synset numbers of entry `index`'s senses, without building strings.
    func senseSynsets(ofEntry index: Int) -> [Int] {
        withField(record: synsetCount + index, field: 4) { raw in
            var result: [Int] = []
            var value = 0
            var inNumber = true
            for byte in raw {
                if byte == UInt8(ascii: ";") {
                    result.append(value)
                    value = 0
                    inNumber = true
                } else if byte == UInt8(ascii: "!") {
                    inNumber = false
                } else if inNumber {
                    value = value * 10 + Int(byte) - Int(UInt8(ascii: "0"))
                }
            }
            if raw.count > 0 { result.append(value) }
            return result.filter { $0 < synsetCount }
        }
    }

    /// The full entry at `index`.
    public func entry(at index: Int) -> LexiconEntry {
        let record = synsetCount + index
        let pos = withField(record: record, field: 1) { $0.first.flatMap(PartOfSpeech.init(byte:)) } ?? .noun
        let levelDigit = withField(record: record, field: 2) { Int($0.first ?? 48) - 48 }
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
        let pos = withField(record: index, field: 1) { $0.first.flatMap(PartOfSpeech.init(byte:)) } ?? .noun
        let examples = string(record: index, field: 3).components(separatedBy: " | ").filter { !$0.isEmpty }
        return Synset(
            index: index, partOfSpeech: pos, gloss: gloss(ofSynset: index), examples: examples,
            members: list(record: index, field: 4, separator: ","),
            similar: list(record: index, field: 5, separator: ",").compactMap { Int($0) }.filter { $0 < synsetCount })
    }
}
