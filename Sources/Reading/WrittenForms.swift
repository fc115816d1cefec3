import Lexicon
import Support

/// Whether a wrong choice is a form English writes, by `Lexicon.writtenWords()`, which is built once, when
/// a blank question first asks: a set that only asks definition questions never pays for it.
///
/// A blank's distractors are put in the key's form by regular rules, which make non-words from words
/// whose plural is irregular or absent ("deers", "easters"); and a rare lemma the lexicon lists at C2
/// ("fortemente") reads as a foreign word. Readers of the second passage read-through marked both.
final class WrittenForms: Sendable {
    private let lexicon: Lexicon
    private let words = Locked<Set<String>?>(nil)

    init(lexicon: Lexicon) {
        self.lexicon = lexicon
    }

    func contains(_ form: String) -> Bool {
        words.withLock { words in
            if words == nil { words = lexicon.writtenWords() }
            return words?.contains(form) == true
        }
    }
}
