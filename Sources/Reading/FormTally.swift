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
            let form = word.text.lowercased()
            var tally = byForm[form, default: Tally()]
            tally.count += 1
            if word.text == form {
                tally.isLowercase = true
            } else if !word.startsSentence {
                tally.isCapitalizedInside = true
            }
            if tally.uses.count < TextReader.occurrenceCap { tally.uses.append(index) }
            byForm[form] = tally
        }
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
