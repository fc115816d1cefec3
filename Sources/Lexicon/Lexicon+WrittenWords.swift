/// The words WordNet's own glosses and examples write: evidence that a form is English as written.
extension Lexicon {
    /// Every word, lower-cased and in the form written ("shores", "ran", "fishes"), of the synsets'
    /// glosses and examples: 74,706 synsets, about 927,000 words, 44,189 distinct.
    ///
    /// A form made by rule that English does not write is not among them: "deers", "sheeps",
    /// "easters", "advices"; nor are the rarest lemmas ("fortemente", "abacinate"), which WordNet lists
    /// but never uses. One pass over the mapped records, run when a caller first needs it.
    public func writtenWords() -> Set<String> {
        var words = Set<String>(minimumCapacity: 50_000)
        var scratch: [UInt8] = []
        for index in 0..<synsetCount {
            for field in [2, 3] {
                let bytes = self.field(record: index, field: field)
                for position in 0...bytes.count {
                    let byte = position < bytes.count ? bytes[position] : 0
                    if byte >= 0x61 && byte <= 0x7A {
                        scratch.append(byte)
                    } else if byte >= 0x41 && byte <= 0x5A {
                        scratch.append(byte | 0x20)
                    } else if !scratch.isEmpty {
                        words.insert(String(decoding: scratch, as: UTF8.self))
                        scratch.removeAll(keepingCapacity: true)
                    }
                }
            }
        }
        return words
    }
}
