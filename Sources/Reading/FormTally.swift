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
        for (index, word) in passage.words.enumerated() {
            let hasCapital =
                word.text.utf8.contains { $0 >= 0x41 && $0 <= 0x5A } || !word.text.utf8.allSatisfy { $0 < 0x80 }
            let form = hasCapital ? word.text.lowercased() : word.text
            // In place: a copy of the tally per word would copy its array of uses too.
            byForm[form, default: Tally()].add(
                use: index, isLowercase: form == word.text, startsSentence: word.startsSentence)
        }
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
    var firstWord: Int { uses.min() ?? 0 }

    init(lemma: String) { self.lemma = lemma }

    mutating func add(_ tally: FormTally.Tally, form: String, classes: Set<PartOfSpeech>) {
        count += tally.count
        self.classes.formUnion(classes)
        uses = (uses + tally.uses).sorted()
        forms.append(form)
    }
}
