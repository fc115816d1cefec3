extension Lexicon {
    /// Whether `text` names a part of the compound `word` that `SharedPart` leaves to its wrong-answer
    /// rule or does not see, so that the word and this text give each other away and are not asked
    /// together: the word begins with a word of the text, or a form of one (*keyboard* beside "the set of
    /// keys that you press", *toothbrush* beside "…for cleaning your teeth"), or ends with one of three
    /// letters (*schoolboy* beside "a boy who goes to school", *postwar* beside "after a war") or with a
    /// form of one (*barefoot* beside "…your feet"), and what is left is a word learners meet too (below
    /// C2: *theology* is no "the" and *ology*). Read-through rounds
    /// 43-48's readers marked *schoolboy*, *keyboard*, *toothpaste* and *postwar* as give-aways.
    func namesPartOfCompound(_ word: String, in text: String) -> Bool {
        let word = WordMatcher.lowered(word)
        guard word.utf8.count >= 6, !word.contains(" ") else { return false }
        let lowered = WordMatcher.lowered(text)
        let morphy = morphy
        for range in WordMatcher.words(in: lowered) {
            let shown = String(lowered[range])
            // A part starts the word, or starts three letters in or later, with the shown word's first letter
            // (a form keeps it: *teeth*, *tooth*): most words of a definition are neither, and are not analysed.
            guard shown.utf8.count >= 3, let first = shown.utf8.first,
                word.utf8.first == first || word.utf8.dropFirst(3).contains(first)
            else { continue }
            // Only a word that may be inflected is analysed: most of a definition's words are not, and the
            // analyses were a tenth of a large export.
            let others = morphy.mayBeInflected(shown) ? morphy.analyses(of: shown).map(\.lemma) : []
            let forms = [shown] + others.filter { $0 != shown }
            for part in forms where part.utf8.count >= 3 && part.utf8.count + 3 <= word.utf8.count {
                if word.hasPrefix(part), isEverydayWord(String(word.dropFirst(part.count))) { return true }
                // A closing part of four letters or more, as the text shows it, is `SharedPart`'s.
                guard word.hasSuffix(part), part.utf8.count == 3 || part != shown else { continue }
                if isEverydayWord(String(word.dropLast(part.count))) { return true }
            }
        }
        return false
    }

    private func isEverydayWord(_ word: String) -> Bool {
        readingLevel(ofWord: word).map { $0 < .c2 } ?? false
    }
}
