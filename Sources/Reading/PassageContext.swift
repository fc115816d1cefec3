import Lexicon

/// What the words around a use of a word say: the content stems of nearby sentences, and the word
/// classes the word before allows.
struct PassageContext: Sendable {
    let passage: Passage

    /// Sentences before and after a use that count as its context.
    static let window = 1

    static let determiners: Set<String> = [
        "a", "an", "the", "this", "that", "these", "those", "my", "your", "his", "her", "its", "our", "their",
        "every", "each", "no", "some", "any",
    ]
    static let beforeVerbs: Set<String> = [
        "i", "we", "they", "you", "he", "she", "will", "would", "can", "could", "should", "must", "might", "may",
        "shall", "did", "does", "do", "didn't", "don't", "doesn't", "won't", "can't", "couldn't", "wouldn't",
    ]

    /// The content stems of sentence `index`.
    func stems(of index: Int) -> Set<String> {
        SenseChoice.stems(of: passage.sentence(index))
    }

    /// The content stems of sentence `index` and its neighbours.
    func stems(around index: Int) -> Set<String> {
        let range = max(0, index - Self.window)...min(passage.sentenceCount - 1, index + Self.window)
        return range.reduce(into: Set<String>()) { $0.formUnion(stems(of: $1)) }
    }

    /// Words that follow a verb after "to" ("to head for", "to beat them") but rarely a noun after it.
    static let afterVerbs: Set<String> = [
        "the", "a", "an", "for", "at", "in", "on", "into", "up", "down", "back", "out", "off", "away", "it", "them",
        "him", "her", "me", "us", "towards", "toward", "through",
    ]

    /// The classes the word before word `index` allows ("the" → noun or adjective; "they" → verb), or
    /// "to" with the word after ("to head for" → verb); empty when they say nothing.
    func classes(before index: Int, in passage: Passage) -> Set<PartOfSpeech> {
        let word = passage.words[index]
        guard !word.startsSentence, index > 0 else { return [] }
        let previous = passage.form(of: passage.words[index - 1])
        if Self.determiners.contains(previous) {
            // "a crack like thunder": a noun; "the shallow water": an adjective before its noun.
            let next = index + 1 < passage.words.count ? passage.words[index + 1] : nil
            guard let next, next.sentence == word.sentence, !FunctionWords.all.contains(passage.form(of: next))
            else { return [.noun] }
            return [.noun, .adjective]
        }
        if Self.beforeVerbs.contains(previous) { return [.verb] }
        if previous == "to", index + 1 < passage.words.count, passage.words[index + 1].sentence == word.sentence,
            Self.afterVerbs.contains(passage.form(of: passage.words[index + 1]))
        {
            return [.verb]
        }
        return []
    }
}
