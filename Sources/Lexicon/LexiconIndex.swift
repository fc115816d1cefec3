import Foundation
import Quiz

/// The load-time index over a lexicon file: where each line starts, and each entry's class and level.
struct LexiconIndex {
    /// Buckets per audience: classroom entries first, then adult-only ones.
    static let bucketCount = 2 * PartOfSpeech.allCases.count * 6

    var lineStarts: [UInt32] = []
    var synsetCount = 0
    var entryCount = 0
    /// `buckets[adultOnly * 24 + pos.ordinal * 6 + levelIndex]`.
    var buckets: [[Int32]] = Array(repeating: [], count: bucketCount)

    static let magic = Array("VQLEX\t1\t".utf8)

    static func build(from raw: UnsafeRawBufferPointer, path: String) throws(LexiconError) -> LexiconIndex {
        var index = LexiconIndex()
        try index.scan(raw, path: path)
        return index
    }

    /// The counts in the `VQLEX 1` header line, and where that line ends.
    static func header(
        of raw: UnsafeRawBufferPointer, path: String
    ) throws(LexiconError) -> (synsets: Int, entries: Int, end: Int) {
        guard raw.count > Self.magic.count, raw.starts(with: Self.magic) else {
            throw .malformed(path: path, line: 1, reason: "missing 'VQLEX 1' header")
        }
        let end = Self.lineEnd(raw, from: 0)
        let counts = String(decoding: raw[Self.magic.count..<end], as: UTF8.self).split(separator: "\t")
        guard counts.count == 2, let synsets = Int(counts[0]), let entries = Int(counts[1]), synsets > 0, entries > 0
        else {
            throw .malformed(path: path, line: 1, reason: "header must give synset and entry counts")
        }
        return (synsets, entries, end)
    }

    private mutating func scan(_ raw: UnsafeRawBufferPointer, path: String) throws(LexiconError) {
        let (synsets, entries, headerEnd) = try Self.header(of: raw, path: path)
        synsetCount = synsets
        entryCount = entries
        lineStarts.reserveCapacity(synsets + entries + 1)
        var start = headerEnd + 1
        while start < raw.count {
            let end = Self.lineEnd(raw, from: start)
            let record = lineStarts.count
            if record >= synsets {
                try indexEntry(raw[start..<end], number: record - synsets, line: record + 2, path: path)
            } else if raw[start] != UInt8(ascii: "S"), raw[start] != UInt8(ascii: "M") {
                throw .malformed(path: path, line: record + 2, reason: "expected a synset record")
            }
            lineStarts.append(UInt32(start))
            start = end + 1
        }
        guard lineStarts.count == synsets + entries else {
            throw .malformed(
                path: path, line: lineStarts.count + 1,
                reason: "expected \(synsets + entries) records, found \(lineStarts.count)")
        }
        lineStarts.append(UInt32(raw.count + (raw.last == UInt8(ascii: "\n") ? 0 : 1)))
    }

    /// Reads the part of speech and level that follow the lemma: `lemma\tpos\tlevel[m]\t...`.
    private mutating func indexEntry(
        _ line: Slice<UnsafeRawBufferPointer>, number: Int, line lineNumber: Int, path: String
    ) throws(LexiconError) {
        guard let tab = line.firstIndex(of: UInt8(ascii: "\t")), tab > line.startIndex,
            tab + 4 < line.endIndex,
            let pos = PartOfSpeech(byte: line[tab + 1]),
            case let level = Int(line[tab + 3]) - Int(UInt8(ascii: "0")), (0..<6).contains(level)
        else {
            throw .malformed(path: path, line: lineNumber, reason: "entry needs lemma, part of speech and level 0-5")
        }
        let adultOnly = line[tab + 4] == UInt8(ascii: "m") ? 1 : 0
        buckets[adultOnly * 24 + pos.ordinal * 6 + level].append(Int32(number))
    }

    static func lineEnd(_ raw: UnsafeRawBufferPointer, from start: Int) -> Int {
        guard let base = raw.baseAddress, start < raw.count,
            let found = memchr(base + start, Int32(UInt8(ascii: "\n")), raw.count - start)
        else { return raw.count }
        return base.distance(to: UnsafeRawPointer(found))
    }
}
