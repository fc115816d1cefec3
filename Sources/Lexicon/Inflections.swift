import Foundation
import ResourceLocation
import Support

/// WordNet's irregular forms (`scripts/build-inflections` writes them beside the lexicon): `sprang` is a
/// form of `spring`, `geese` of `goose`.
///
/// Used both ways: by `Morphy` to find a form's lemma before trying the regular suffix rules, and by
/// passage distractors to refuse to inflect a word by a regular rule when WordNet knows it is irregular.
public struct Inflections: Sendable {
    /// The name of the resource file, which sits in the lexicon's folder.
    public static let resourceName = "inflections.tsv"
    /// No irregular forms: for a lexicon built without an exception list (test fixtures).
    public static let none = Inflections(bytes: [], records: [])

    /// The file's bytes and where each record's fields lie in them, in the file's order (by form).
    ///
    /// Every offline or lexicon-bound run loads the lexicon, and with it this file, before its first
    /// question. Building tables of its 5,569 records (strings, hash entries) was the largest part of a
    /// one-question run (13% of its samples in `perf`); one pass over the bytes finds the fields, and a
    /// form is found by binary search.
    private let bytes: [UInt8]
    private let records: [Record]
    /// Lemmas that have an irregular form, built on the first question about one (only passage
    /// distractors ask it).
    private let irregular = Locked<Set<String>?>(nil)

    /// One line's fields: byte ranges into `bytes`.
    private struct Record: Sendable {
        let form: Range<Int>
        let partOfSpeech: PartOfSpeech
        let lemma: Range<Int>
    }

    private init(bytes: [UInt8], records: [Record]) {
        self.bytes = bytes
        self.records = records
    }

    /// Reads the records (`form<TAB>pos<TAB>lemma`, after a `VQINFL` header line, sorted by form).
    ///
    /// - Throws: `LexiconError.generatedFile` when the text is not in this format.
    public init(text: String, path: String) throws(LexiconError) {
        let bytes = Array(text.utf8)
        switch Self.records(in: bytes) {
        case .success(let records): self.init(bytes: bytes, records: records)
        case .failure(let malformed): throw .generatedFile(path: path, reason: malformed.reason + Self.rebuild)
        }
    }

    private struct Malformed: Error {
        let reason: String
    }

    private static func records(in bytes: [UInt8]) -> Result<[Record], Malformed> {
        guard bytes.starts(with: "VQINFL\t1\t".utf8) else {
            return .failure(Malformed(reason: "it does not start with a VQINFL 1 header"))
        }
        // A part of speech by its one-letter code, read without making a string per line.
        var partsOfSpeech = [PartOfSpeech?](repeating: nil, count: 256)
        for pos in PartOfSpeech.allCases { partsOfSpeech[Int(pos.rawValue.utf8.first!)] = pos }
        return bytes.withUnsafeBufferPointer { bytes in
            let newline = UInt8(ascii: "\n")
            let tab = UInt8(ascii: "\t")
            var records: [Record] = []
            records.reserveCapacity(bytes.count / 16)
            var start = (bytes.firstIndex(of: newline) ?? bytes.endIndex) + 1
            // `number` counts the lines that are not blank, which is what error messages have always named.
            var number = 1
            while start < bytes.endIndex {
                var end = start
                // Fields are split on runs of tabs, as `split` did: each field's start and end.
                var fields = (count: 0, form: 0..<0, pos: 0..<0, lemma: 0..<0)
                func add(_ field: Range<Int>) {
                    switch fields.count {
                    case 0: fields.form = field
                    case 1: fields.pos = field
                    case 2: fields.lemma = field
                    default: break
                    }
                    fields.count += 1
                }
                var fieldStart: Int?
                while end < bytes.endIndex, bytes[end] != newline {
                    if bytes[end] == tab {
                        if let open = fieldStart { add(open..<end) }
                        fieldStart = nil
                    } else if fieldStart == nil {
                        fieldStart = end
                    }
                    end += 1
                }
                if let open = fieldStart { add(open..<end) }
                defer { start = end + 1 }
                guard start < end else { continue }
                number += 1
                guard fields.count == 3, fields.pos.count == 1,
                    let pos = partsOfSpeech[Int(bytes[fields.pos.lowerBound])]
                else {
                    let text = String(decoding: bytes[start..<end], as: UTF8.self)
                    return .failure(Malformed(reason: "line \(number) is not form, pos and lemma: '\(text)'"))
                }
                let record = Record(form: fields.form, partOfSpeech: pos, lemma: fields.lemma)
                if let previous = records.last, bytes[record.form].lexicographicallyPrecedes(bytes[previous.form]) {
                    return .failure(
                        Malformed(reason: "line \(number) is out of order (the records are sorted by form)"))
                }
                records.append(record)
            }
            return .success(records)
        }
    }

    /// The records of `form`: the first one whose form is not before it, and those after it with the same form.
    private func records(of form: String) -> ArraySlice<Record> {
        var form = form
        return form.withUTF8 { key in
            var low = 0
            var high = records.count
            while low < high {
                let middle = (low + high) / 2
                if bytes[records[middle].form].lexicographicallyPrecedes(key) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            var end = low
            while end < records.count, bytes[records[end].form].elementsEqual(key) { end += 1 }
            return records[low..<end]
        }
    }

    /// Loads the file from the lexicon's folder.
    ///
    /// - Throws: `LexiconError` when the folder is not found or the file is missing or malformed.
    public static func bundled(from locator: ResourceLocator) throws(LexiconError) -> Inflections {
        try Inflections(contentsOf: Lexicon.locate(with: locator).url(resourceName))
    }

    /// Reads the file at `url`.
    init(contentsOf url: URL) throws(LexiconError) {
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            throw .generatedFile(path: url.path, reason: "it cannot be read" + Self.rebuild)
        }
        try self.init(text: text, path: url.path)
    }

    private static let rebuild = " (reinstall, or run scripts/build-inflections)"

    /// The lemmas WordNet lists for the irregular `form` in `partOfSpeech`.
    public func lemmas(of form: String, as partOfSpeech: PartOfSpeech) -> [String] {
        records(of: form).compactMap {
            $0.partOfSpeech == partOfSpeech ? String(decoding: bytes[$0.lemma], as: UTF8.self) : nil
        }
    }

    /// Whether `lemma` has an irregular form, so a regular rule would be a guess.
    public func isIrregular(_ lemma: String) -> Bool {
        irregular.withLock { lemmas in
            if lemmas == nil { lemmas = Set(records.map { String(decoding: bytes[$0.lemma], as: UTF8.self) }) }
            return lemmas?.contains(lemma) ?? false
        }
    }
}
