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

    /// A synset's gloss: the line starts `S<TAB>p<TAB>`, or `S318<TAB>p<TAB>` with the gloss's stored
    /// reading level (`storedGlossLevel`) and lexicographer file, so only its end needs finding.
    func glossField(ofSynset index: Int) -> UnsafeRawBufferPointer {
        let raw = file.bytes
        let start = min(glossStart(ofSynset: index), Int(lineStarts[index + 1]) - 1)
        let end = Self.find(UInt8(ascii: "\t"), in: raw, from: start, to: Int(lineStarts[index + 1]) - 1) ?? start
        return UnsafeRawBufferPointer(rebasing: raw[start..<end])
    }

    /// The part of speech of entry `index`: the one letter after its lemma, read without parsing the rest.
    func partOfSpeech(ofEntry index: Int) -> PartOfSpeech? {
        let position = lemmaField(ofEntry: index).count + Int(lineStarts[synsetCount + index]) + 1
        return PartOfSpeech(rawValue: String(UnicodeScalar(file.bytes[position])))
    }

    /// The part of speech of synset `index`: its line's second field.
    func partOfSpeech(ofSynset index: Int) -> PartOfSpeech? {
        PartOfSpeech(rawValue: String(decoding: field(record: index, field: 1), as: UTF8.self))
    }

    /// An entry's lemma: the first field, short enough that a plain loop beats `memchr`.
    func lemmaField(ofEntry index: Int) -> UnsafeRawBufferPointer {
        let raw = file.bytes
        let record = synsetCount + index
        let start = Int(lineStarts[record])
        let end = Int(lineStarts[record + 1]) - 1
        var position = start
        while position < end, raw[position] != UInt8(ascii: "\t") { position += 1 }
        return UnsafeRawBufferPointer(rebasing: raw[start..<position])
    }

    /// An entry's senses: the last field, found by scanning back from the end of its short line.
    func sensesField(ofEntry index: Int) -> UnsafeRawBufferPointer {
        lastField(record: synsetCount + index)
    }

    /// The last field of a line (an entry's senses, a synset's similar list), found by scanning back.
    func lastField(record: Int) -> UnsafeRawBufferPointer {
        let raw = file.bytes
        let start = Int(lineStarts[record])
        let end = Int(lineStarts[record + 1]) - 1
        var position = end
        while position > start, raw[position - 1] != UInt8(ascii: "\t") { position -= 1 }
        return UnsafeRawBufferPointer(rebasing: raw[position..<end])
    }

    static func find(_ byte: UInt8, in raw: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int? {
        guard start < end, let base = raw.baseAddress, let found = memchr(base + start, Int32(byte), end - start)
        else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }

    func string(record: Int, field index: Int) -> String {
        String(decoding: field(record: record, field: index), as: UTF8.self)
    }

    /// The non-empty pieces of a field split at `separator`, with surrounding spaces trimmed.
    func list(record: Int, field index: Int, separator: UInt8) -> [String] {
        let raw = field(record: record, field: index)
        var pieces: [String] = []
        var start = 0
        while start < raw.count {
            var end = start
            while end < raw.count, raw[end] != separator { end += 1 }
            var low = start
            var high = end
            while low < high, raw[low] == UInt8(ascii: " ") { low += 1 }
            while high > low, raw[high - 1] == UInt8(ascii: " ") { high -= 1 }
            if low < high {
                pieces.append(String(decoding: UnsafeRawBufferPointer(rebasing: raw[low..<high]), as: UTF8.self))
            }
            start = end + 1
        }
        return pieces
    }

    /// The lemma of entry `index`, without parsing the rest of the line.
    public func lemma(ofEntry index: Int) -> String {
        String(decoding: lemmaField(ofEntry: index), as: UTF8.self)
    }

    /// Where synset `index`'s gloss starts: after its kind (`S` or `M`, then the stored level and the
    /// lexicographer file when the build wrote them) and its one-letter class.
    func glossStart(ofSynset index: Int) -> Int {
        let raw = file.bytes
        var tab = Int(lineStarts[index]) + 1
        while raw[tab] != UInt8(ascii: "\t") { tab += 1 }
        return tab + 3
    }

    /// WordNet's lexicographer file of synset `index` (its semantic class: 15 is noun.location, 18
    /// noun.person, 13 noun.food), which `scripts/build-lexicon` writes as two digits after the kind's
    /// stored level; nil when the line has none.
    public func lexicographerFile(ofSynset index: Int) -> Int? {
        let raw = file.bytes
        let position = Int(lineStarts[index]) + 2
        guard position + 1 < raw.count else { return nil }
        let digits = (raw[position], raw[position + 1])
        let zero = UInt8(ascii: "0")
        guard (zero...zero + 9).contains(digits.0), (zero...zero + 9).contains(digits.1) else { return nil }
        return Int(digits.0 - zero) * 10 + Int(digits.1 - zero)
    }

    /// The definition of synset `index`: the one home of a sense's definition text. For the common
    /// senses of common words it is a plain learner definition (`scripts/data/learner-definitions.tsv`,
    /// merged by `scripts/build-lexicon`), elsewhere WordNet's gloss made learner-friendly.
    public func gloss(ofSynset index: Int) -> String {
        String(decoding: glossField(ofSynset: index), as: UTF8.self)
    }

    /// The most words a definition may have to be shown to a learner: WordNet's longest glosses are
    /// encyclopedia entries (*harp* "a chordophone that has a triangular frame consisting of a sounding
    /// board and a pillar and a curved neck; …", 33 words; *titanium*, *hare*), which read-through
    /// round 14's readers marked as science tests rather than vocabulary. Learner definitions have 4-12.
    public static let longestShownGloss = 20

    /// Whether synset `index`'s definition is short enough to show (`longestShownGloss`), counted on
    /// its bytes without building the string.
    func isGlossBrief(ofSynset index: Int) -> Bool {
        var spaces = 0
        for byte in glossField(ofSynset: index) where byte == UInt8(ascii: " ") {
            spaces += 1
            if spaces >= Self.longestShownGloss { return false }
        }
        return true
    }

    /// Every definition text of synset `index`, for the checker's word overlap: a model may word a key
    /// after WordNet's gloss or after the learner definition, and either confirms it.
    public func definitionTexts(ofSynset index: Int) -> String {
        let shown = gloss(ofSynset: index)
        return wordNetGloss(ofSynset: index).map { shown + "; " + $0 } ?? shown
    }

    /// WordNet's own gloss of synset `index` when its definition is a learner definition (the line's
    /// 7th field), or nil when the definition is WordNet's.
    public func wordNetGloss(ofSynset index: Int) -> String? {
        let raw = field(record: index, field: 6)
        return raw.isEmpty ? nil : String(decoding: raw, as: UTF8.self)
    }

    /// The words synset `index`'s learner definition was written for, comma-separated (the line's 8th
    /// field; other members of the synset only share the row), or empty when its definition is WordNet's:
    /// `scripts/build-lexicon` writes this field with every learner definition, so one scan answers both
    /// questions. A row lists several words when it is each one's everyday sense (*helicopter*, *chopper*).
    func learnerDefinitionWriter(ofSynset index: Int) -> UnsafeRawBufferPointer {
        field(record: index, field: 7)
    }

    /// Whether synset `index` has a learner definition written for `lemma`.
    func hasLearnerDefinition(ofSynset index: Int, writtenFor lemma: String) -> Bool {
        hasLearnerDefinition(ofSynset: index, writtenFor: lemma.utf8)
    }

    /// Whether synset `index` has a learner definition written for the lemma spelled by `lemma`'s bytes.
    func hasLearnerDefinition(ofSynset index: Int, writtenFor lemma: some Collection<UInt8>) -> Bool {
        Self.writers(learnerDefinitionWriter(ofSynset: index), include: lemma)
    }

    /// Whether a writer field (`learnerDefinitionWriter`: lemmas separated by commas) names `lemma`, read in
    /// place: every candidate wrong answer's meaning is asked this, and splitting the field cost an array.
    static func writers(_ writer: UnsafeRawBufferPointer, include lemma: some Collection<UInt8>) -> Bool {
        var start = writer.startIndex
        while start < writer.endIndex {
            let end = writer[start...].firstIndex(of: UInt8(ascii: ",")) ?? writer.endIndex
            if writer[start..<end].elementsEqual(lemma) { return true }
            start = end + 1
        }
        return false
    }

    /// Whether synset `index`'s definition is a learner definition (its line has a 7th field).
    func hasLearnerDefinition(ofSynset index: Int) -> Bool {
        !field(record: index, field: 6).isEmpty
    }

    /// Entries with the same lemma as entry `index` (itself included): its other parts of speech.
    func lemmaSiblings(ofEntry index: Int) -> ClosedRange<Int> {
        let lemma = lemmaField(ofEntry: index)
        var low = index
        var high = index
        while low > 0, Self.compareBytes(lemmaField(ofEntry: low - 1), lemma) == 0 { low -= 1 }
        while high + 1 < entryCount, Self.compareBytes(lemmaField(ofEntry: high + 1), lemma) == 0 { high += 1 }
        return low...high
    }

    /// The synsets WordNet marks as similar to synset `index`.
    func similar(ofSynset index: Int) -> [Int] {
        var result: [Int] = []
        var value = 0
        var digits = 0
        // The 6th field, not the line's last: a learner definition's line ends with WordNet's gloss.
        for byte in field(record: index, field: 5) {
            if byte >= 48, byte <= 57, digits < 9 {
                value = value * 10 + Int(byte) - 48
                digits += 1
            } else {
                if digits > 0, value < synsetCount { result.append(value) }
                value = 0
                digits = 0
            }
        }
        if digits > 0, value < synsetCount { result.append(value) }
        return result
    }

    /// The member lemmas of synset `index` that are lexicon entries.
    func members(ofSynset index: Int) -> [String] {
        list(record: index, field: 4, separator: UInt8(ascii: ","))
    }

    /// The inflected forms of entry `index`.
    func forms(ofEntry index: Int) -> [String] {
        list(record: synsetCount + index, field: 3, separator: UInt8(ascii: ","))
    }

    /// The full entry at `index`.
    public func entry(at index: Int) -> LexiconEntry {
        let record = synsetCount + index
        let pos = field(record: record, field: 1).first.flatMap(PartOfSpeech.init(byte:)) ?? .noun
        let levelDigit = Int(field(record: record, field: 2).first ?? 48) - 48
        let level = CEFRLevel.allCases[min(max(levelDigit, 0), 5)]
        return LexiconEntry(
            index: index, lemma: lemma(ofEntry: index), partOfSpeech: pos, level: level,
            forms: forms(ofEntry: index), senses: senses(ofEntry: index, level: level))
    }

    /// The full synset at `index`.
    public func synset(at index: Int) -> Synset {
        let pos = field(record: index, field: 1).first.flatMap(PartOfSpeech.init(byte:)) ?? .noun
        return Synset(
            index: index, partOfSpeech: pos, gloss: gloss(ofSynset: index),
            examples: wordNetExamples(ofSynset: index).map(\.text),
            members: members(ofSynset: index), similar: similar(ofSynset: index))
    }

    /// Parses `12:0;34:2!cold/chilly;56:6` without intermediate strings except the antonyms themselves.
    ///
    /// The digit after `:` is the sense's level (0-5, A1-C2; 6 never asked); a sense without one has
    /// the entry's `level`.
    private func senses(ofEntry index: Int, level entryLevel: CEFRLevel) -> [LexiconEntry.Sense] {
        let raw = sensesField(ofEntry: index)
        var senses: [LexiconEntry.Sense] = []
        var position = 0
        while position < raw.count {
            var synset = 0
            var digits = 0
            while position < raw.count, raw[position] >= 48, raw[position] <= 57, digits < 9 {
                synset = synset * 10 + Int(raw[position]) - 48
                position += 1
                digits += 1
            }
            var level: CEFRLevel? = entryLevel
            if position + 1 < raw.count, raw[position] == UInt8(ascii: ":") {
                let digit = Int(raw[position + 1]) - 48
                level = CEFRLevel.allCases.indices.contains(digit) ? CEFRLevel.allCases[digit] : nil
                position += 2
            }
            var antonyms: [String] = []
            if position < raw.count, raw[position] == UInt8(ascii: "!") {
                position += 1
                var start = position
                while position <= raw.count {
                    let byte: UInt8 = position < raw.count ? raw[position] : UInt8(ascii: ";")
                    if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ";") {
                        if start < position {
                            antonyms.append(
                                String(decoding: UnsafeRawBufferPointer(rebasing: raw[start..<position]), as: UTF8.self)
                            )
                        }
                        start = position + 1
                        if byte == UInt8(ascii: ";") { break }
                    }
                    position += 1
                }
            }
            if digits > 0, synset < synsetCount {
                senses.append(LexiconEntry.Sense(synset: synset, antonyms: antonyms, level: level))
            }
            while position < raw.count, raw[position] != UInt8(ascii: ";") { position += 1 }
            position += 1
        }
        return senses
    }
}
