import Foundation
import Support

/// Each synset's WordNet neighbours (`sense-relations.tsv`, written by `scripts/build-sense-relations`):
/// hypernyms first, then hyponyms, derivationally related forms, parts, wholes and the other pointers.
///
/// The lexicon keeps synsets, not WordNet's pointers, yet a plain-words definition often names what a
/// thing *is* ("a **person** you do not know" for *stranger*, whose hypernym is *person*) or a word
/// derived from it ("full of people" for *crowded*, derived from *crowd*). The checker reads these
/// neighbours to weigh such wording. The file is mapped, and its line index built on first use, so a
/// run that never checks a model's question pays nothing for it.
public final class SynsetRelations: @unchecked Sendable {
    /// The name of the resource file, which sits in the lexicon's folder.
    public static let resourceName = "sense-relations.tsv"

    private let file: MappedFile
    /// Where each record starts, record 0 first; built on first use.
    private let starts = Locked<[Int32]?>(nil)
    private let synsetCount: Int
    /// The close meanings after the records (`SynsetRelations+CloseMeanings.swift`), read on first use.
    let closeMeaningIndex = Locked<CloseMeanings?>(nil)

    /// Maps the file and checks its header against `synsetCount`.
    ///
    /// - Throws: `LexiconError.generatedFile` when it is missing or was built for another lexicon.
    init(path: String, synsetCount: Int) throws(LexiconError) {
        do {
            file = try MappedFile(path: path)
        } catch {
            // The path is already in the message: say only why, not "cannot read the lexicon at <path>".
            let why = if case .unreadable(_, let reason) = error { reason } else { "\(error)" }
            throw .generatedFile(
                path: path, reason: "it cannot be read: \(why) (reinstall, or run scripts/build-sense-relations)")
        }
        self.synsetCount = synsetCount
        let header = "VQREL\t1\t\(synsetCount)\n"
        guard file.bytes.starts(with: header.utf8) else {
            throw .generatedFile(
                path: path,
                reason: "it is not a VQREL 1 file for this lexicon's \(synsetCount) synsets "
                    + "(run scripts/build-sense-relations)")
        }
    }

    /// The lexicon synsets WordNet relates to `synset`, hypernyms first; empty for an unknown synset.
    public func related(to synset: Int) -> [Int] {
        let starts = lineStarts()
        guard synset >= 0, synset < synsetCount, synset + 1 < starts.count else { return [] }
        return Self.synsets(inRecord: file.bytes[Int(starts[synset])..<(Int(starts[synset + 1]) - 1)])
    }

    /// Whether WordNet relates `synset` to any of `synsets`, read without building the list: a question
    /// asks it of every sense of every wrong answer it weighs (`KeyClass`).
    func relates(_ synset: Int, toAnyOf synsets: Set<Int>) -> Bool {
        let starts = lineStarts()
        guard synset >= 0, synset < synsetCount, synset + 1 < starts.count else { return false }
        var found = false
        Self.visitSynsets(inRecord: file.bytes[Int(starts[synset])..<(Int(starts[synset + 1]) - 1)]) {
            found = synsets.contains($0)
            return !found
        }
        return found
    }

    /// The synset numbers of one record (its line without the newline): the file's one reading rule,
    /// which Reading's `SenseRelations` uses too.
    public static func synsets<Record: Collection<UInt8>>(inRecord record: Record) -> [Int] {
        var numbers: [Int] = []
        visitSynsets(inRecord: record) {
            numbers.append($0)
            return true
        }
        return numbers
    }

    /// Calls `visit` with each synset number of a record, in order, while it returns true.
    private static func visitSynsets<Record: Collection<UInt8>>(inRecord record: Record, _ visit: (Int) -> Bool) {
        var value = 0
        var hasDigits = false
        for byte in record {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                hasDigits = true
            } else if hasDigits {
                guard visit(value) else { return }
                value = 0
                hasDigits = false
            }
        }
        if hasDigits { _ = visit(value) }
    }

    /// The lines after the synset records, each without its newline.
    func linesAfterRecords() -> [Slice<UnsafeRawBufferPointer>] {
        let starts = lineStarts()
        guard synsetCount < starts.count else { return [] }
        return (synsetCount..<(starts.count - 1)).map { file.bytes[Int(starts[$0])..<(Int(starts[$0 + 1]) - 1)] }
    }

    /// Where each line after the header starts (the last one is the end of the file), so record `n`
    /// runs from `starts[n]` to the newline before `starts[n + 1]`.
    private func lineStarts() -> [Int32] {
        starts.withLock { cached in
            if let cached { return cached }
            var found: [Int32] = []
            for (index, byte) in file.bytes.enumerated() where byte == UInt8(ascii: "\n") {
                found.append(Int32(index + 1))
            }
            cached = found
            return found
        }
    }
}
