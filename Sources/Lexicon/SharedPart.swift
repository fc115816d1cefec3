import Quiz

/// A word that visibly ends with a word of the text it faces gives the key away: *basketball* among the
/// choices for “a game where two teams throw a ball through a high ring”, *archbishop* beside “a bishop of
/// the highest rank”. `WordStem` relates words by their beginnings, so it never saw these; read-through
/// round 27's C1 readers marked *archbishop* and *shipbuilding*, and two blind teachers, shown 37 such
/// questions among 40 others, called 35 of them give-aways (the other two had a wrong choice showing the
/// same part) and 1 of the others.
enum SharedPart {
    /// The word of `text` (4 letters or more) that `word` ends with, leaving 2 letters or more before it:
    /// "ball" for *basketball*, "land" for *island*; nil when there is none.
    static func closingPart(of word: String, in text: String) -> String? {
        let word = WordMatcher.lowered(word)
        let lowered = WordMatcher.lowered(text)
        for range in WordMatcher.words(in: lowered) {
            let part = lowered[range]
            if part.utf8.count >= 4, word.utf8.count >= part.utf8.count + 2, word.hasSuffix(part) {
                return String(part)
            }
        }
        return nil
    }

    /// The part by which `question`'s key gives itself away, comparing what `QuestionAudit` compares for
    /// `kind` (a word against its definition); nil when there is none, or when a wrong choice shows the
    /// part too (“notebook” is no give-away when another meaning also names a book).
    static func givingAway(_ question: Question, kind: QuestionKind) -> String? {
        let quoted = QuestionAudit.quotedPart(of: question.text)
        let wrong = question.choices.filter { $0 != question.answer }
        for (single, text) in kind.auditedPairs(word: question.word, key: question.answer, quoted: quoted) {
            guard let part = closingPart(of: single, in: text) else { continue }
            if !wrong.contains(where: { shows(part, in: $0) }) { return part }
        }
        return nil
    }

    /// Whether a word of `choice` is or ends with `part`.
    private static func shows(_ part: String, in choice: String) -> Bool {
        let lowered = WordMatcher.lowered(choice)
        return WordMatcher.words(in: lowered).contains { lowered[$0].hasSuffix(part) }
    }
}
