/// An entry's sense synsets, read from its senses field without building strings: every candidate
/// wrong answer asks them, for itself and its lemma siblings.
extension Lexicon {
    /// The synset numbers of entry `index`'s senses, without building strings.
    func senseSynsets(ofEntry index: Int) -> [Int] {
        var result: [Int] = []
        appendSenseSynsets(ofEntry: index, to: &result)
        return result
    }

    /// The synset numbers of the senses of every entry in `entries` (an entry's lemma siblings), in
    /// order, in one array: every distractor candidate asks this, and an array per entry, joined, was
    /// three allocations where one does.
    func senseSynsets(ofEntries entries: ClosedRange<Int>) -> [Int] {
        var result: [Int] = []
        for index in entries { appendSenseSynsets(ofEntry: index, to: &result) }
        return result
    }

    /// Appends entry `index`'s sense synsets to `result`, skipping any number outside the synsets.
    private func appendSenseSynsets(ofEntry index: Int, to result: inout [Int]) {
        var value = 0
        var inNumber = true
        let raw = sensesField(ofEntry: index)
        for byte in raw {
            if byte == UInt8(ascii: ";") {
                if (0..<synsetCount).contains(value) { result.append(value) }
                value = 0
                inNumber = true
            } else if byte == UInt8(ascii: "!") || byte == UInt8(ascii: ":") {
                inNumber = false
            } else if inNumber {
                value = value &* 10 &+ Int(byte) &- Int(UInt8(ascii: "0"))
            }
        }
        if !raw.isEmpty, (0..<synsetCount).contains(value) { result.append(value) }
    }
}
