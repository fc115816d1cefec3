/// A word that visibly ends with a word of the text it faces gives the key away: *basketball* among the
/// choices for “a game where two teams throw a ball through a high ring”, *archbishop* beside “a bishop of
/// the highest rank”. `WordStem` relates words by their beginnings, so it never saw these; read-through
/// round 27's C1 readers marked *archbishop* and *shipbuilding*, and two blind teachers, shown 37 such
/// questions among 40 others, called 35 of them give-aways (the other two had a wrong choice showing the
/// same part) and 1 of the others. So when a definition names the word's last part, one wrong answer
/// must show it too (`QuestionGenerator.distractors`): *bedroom* “a room where you sleep” beside *classroom*,
/// or beside “a room where you cook”, tests the word and not the spotting; with no such wrong answer the
/// question is not asked that way.
enum SharedPart {
    /// The word of `text` (4 letters or more) that `word` ends with, leaving 2 letters or more before it:
    /// "ball" for *basketball*, "land" for *island*; nil when there is none.
    static func closingPart(of word: String, in text: String) -> String? {
        var word = WordMatcher.lowered(word)
        var lowered = WordMatcher.lowered(text)
        // Asked of every definition shown as a question's stem or key, in place: nearly every text lacks
        // the word's last four letters, and copying them first cost a large export 3%.
        let part = word.withUTF8 { word -> Range<String.Index>? in
            guard word.count >= 6 else { return nil }
            let tail = UnsafeBufferPointer(rebasing: word[(word.count - 4)...])
            guard lowered.withUTF8({ WordMatcher.contains($0, tail) }) else { return nil }
            return WordMatcher.words(in: lowered).first { range in
                let part = lowered.utf8[range]
                return part.count >= 4 && word.count >= part.count + 2
                    && word[(word.count - part.count)...].elementsEqual(part)
            }
        }
        return part.map { String(lowered[$0]) }
    }

    /// Whether `text` also names what comes before `part` in `word`, as a word of 3 letters or more (or its
    /// plural): it then spells the whole word, *bedtime* beside “the time when you usually go to bed”, and a
    /// wrong answer showing the part (*lunchtime*) only makes the clue stronger. Round 28's readers both
    /// marked *bedtime* so; session 20's found their only give-aways after the part rule among such words.
    static func spellsWhole(_ word: String, closingPart part: String, in text: String) -> Bool {
        let lowered = WordMatcher.lowered(word)
        guard lowered.count >= part.count + 3 else { return false }
        let head = String(lowered.dropLast(part.count))
        let loweredText = WordMatcher.lowered(text)
        return WordMatcher.words(in: loweredText).contains { range in
            let seen = loweredText[range]
            return seen == head || seen == head + "s" || seen == head + "es"
        }
    }

    /// Whether `choice` shows `part` as well: a meaning with a word that is or ends with it ("a room where
    /// you cook" for "room"), or another word ending with it (*classroom*), not the part alone.
    static func shows(_ part: String, in choice: String) -> Bool {
        let lowered = WordMatcher.lowered(choice)
        let words = WordMatcher.words(in: lowered)
        if words.count == 1 {
            let word = lowered[words[0]]
            return word.utf8.count >= part.utf8.count + 2 && word.hasSuffix(part)
        }
        return words.contains { lowered[$0].hasSuffix(part) }
    }
}
