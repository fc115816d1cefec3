import Lexicon

/// What the words around a use of a word say: the content stems of nearby sentences (the classes they
/// allow are `PartOfSpeechCues`').
struct PassageContext: Sendable {
    let passage: Passage

    /// Sentences before and after a use that count as its context.
    static let window = 1

    /// The content stems of sentence `index`.
    func stems(of index: Int) -> Set<String> {
        SenseChoice.stems(of: passage.sentence(index))
    }

    /// The content stems of sentence `index` and its neighbours.
    func stems(around index: Int) -> Set<String> {
        let range = max(0, index - Self.window)...min(passage.sentenceCount - 1, index + Self.window)
        return range.reduce(into: Set<String>()) { $0.formUnion(stems(of: $1)) }
    }

    /// The words of sentence `index` and of `window` sentences either side, as written.
    func words(around index: Int, window: Int) -> [String] {
        let range = max(0, index - window)...min(passage.sentenceCount - 1, index + window)
        return range.flatMap { Passage.words(in: passage.sentence($0)) }
    }
}
