/// Reading the index that `scripts/build-lexicon` writes beside the lexicon (`lexicon.index`), so a
/// cold start reads under a megabyte instead of scanning the whole ten-megabyte file.
///
/// Layout, little-endian: `VQIDX2\0\0`; UInt32 synset count, entry count and lexicon size; 48 bucket
/// sizes (classroom entries, then adult-only ones, each as classes n, v, a, r × levels 0–5); the record
/// line starts plus the end; the buckets' entries.
extension LexiconIndex {
    static let sidecarMagic = Array("VQIDX2\0\0".utf8)
    private static let fixedSize = 8 + 3 * 4 + bucketCount * 4

    static func read(
        sidecar raw: UnsafeRawBufferPointer, lexicon: UnsafeRawBufferPointer, path: String
    ) throws(LexiconError) -> LexiconIndex {
        let (synsets, entries, headerEnd) = try header(of: lexicon, path: path)
        let word = { (offset: Int) in UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
        guard raw.count >= fixedSize, raw.starts(with: sidecarMagic),
            Int(word(8)) == synsets, Int(word(12)) == entries, Int(word(16)) == lexicon.count
        else {
            throw .malformed(path: path, line: 1, reason: "its index does not match it; rerun scripts/build-lexicon")
        }
        let sizes = (0..<bucketCount).map { Int(word(20 + 4 * $0)) }
        let starts = synsets + entries + 1
        guard sizes.reduce(0, +) == entries, raw.count == fixedSize + 4 * (starts + entries) else {
            throw .malformed(path: path, line: 1, reason: "its index has the wrong size; rerun scripts/build-lexicon")
        }
        var index = LexiconIndex()
        index.synsetCount = synsets
        index.entryCount = entries
        index.lineStarts = (0..<starts).map { word(fixedSize + 4 * $0) }
        var previous = UInt32(headerEnd)
        for start in index.lineStarts {
            guard start > previous, Int(start) <= lexicon.count else {
                throw .malformed(
                    path: path, line: 1, reason: "its index has a bad line offset; rerun scripts/build-lexicon")
            }
            previous = start
        }
        var offset = fixedSize + 4 * starts
        for (bucket, size) in sizes.enumerated() {
            index.buckets[bucket] = (0..<size).map { Int32(truncatingIfNeeded: word(offset + 4 * $0)) }
            offset += 4 * size
            guard index.buckets[bucket].allSatisfy({ $0 >= 0 && Int($0) < entries }) else {
                throw .malformed(
                    path: path, line: 1, reason: "its index names a missing entry; rerun scripts/build-lexicon")
            }
        }
        return index
    }
}
