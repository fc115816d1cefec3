import Lexicon

/// How a text uses each lower-cased word form: how often, where, and whether it looks like a name.
struct FormTally {
    struct Tally {
        var count = 0
        var isCapitalizedInside = false
        var isLowercase = false
        /// Indices into the passage's words, the first few only.
        var uses: [Int] = []
        /// A name: capitalised inside a sentence and never written in lower case.
        var isProperNoun: Bool { isCapitalizedInside && !isLowercase }
    }

    var byForm: [String: Tally] = [:]

    init(_ passage: Passage) {
        var table = FormTable()
        var tallies: [Tally] = []
        var lowered: [UInt8] = []
        passage.bytes.withUnsafeBufferPointer { bytes in
            for (index, word) in passage.words.enumerated() {
                let written = UnsafeBufferPointer(rebasing: bytes[word.range])
                let id: Int
                let isLowercase: Bool
                if written.allSatisfy({ $0 < 0x41 || ($0 > 0x5A && $0 < 0x80) }) {
                    id = table.id(of: written)
                    isLowercase = true
                } else if written.allSatisfy({ $0 < 0x80 }) {
                    lowered.removeAll(keepingCapacity: true)
                    lowered.append(contentsOf: written.lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 })
                    id = lowered.withUnsafeBufferPointer { table.id(of: $0) }
                    isLowercase = false
                } else {
                    // Outside ASCII, lower case is Unicode's: a string for these few words.
                    let text = passage.text(of: word)
                    var form = text.lowercased()
                    id = form.withUTF8 { table.id(of: $0) }
                    isLowercase = form == text
                }
                if id == tallies.count { tallies.append(Tally()) }
                tallies[id].add(use: index, isLowercase: isLowercase, startsSentence: word.startsSentence)
            }
        }
        byForm = Dictionary(uniqueKeysWithValues: zip(table.forms, tallies))
    }
}

extension FormTally.Tally {
    mutating func add(use index: Int, isLowercase lower: Bool, startsSentence: Bool) {
        count += 1
        if lower {
            isLowercase = true
        } else if !startsSentence {
            isCapitalizedInside = true
        }
        if uses.count < TextReader.occurrenceCap { uses.append(index) }
    }
}

/// One lemma's uses across all its forms.
struct LemmaTally {
    let lemma: String
    var count = 0
    var classes = Set<PartOfSpeech>()
    var forms: [String] = []
    var uses: [Int] = []
    /// Whether one of its forms is both a plural-only noun and the plural of another noun ("colours" the
    /// flag and the plural of "colour"; "takings" the money and the plural of "taking"): which word the
    /// text uses is itself unsure.
    var isLemmaUnsure = false
    var firstWord: Int { uses.min() ?? 0 }

    init(lemma: String) { self.lemma = lemma }

    mutating func add(_ tally: FormTally.Tally, form: String, classes: Set<PartOfSpeech>) {
        count += tally.count
        self.classes.formUnion(classes)
        uses = (uses + tally.uses).sorted()
        forms.append(form)
    }
}
