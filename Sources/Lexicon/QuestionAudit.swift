import Quiz

/// Reading a question as a test-wise learner would, for tests and `vocabquiz-bench`: does the key give
/// itself away through a shared stem, and does a guesser who reads only the choices beat chance?
///
/// The stem check here is deliberately not `WordStem`: words are related when, after one negative
/// prefix, they share a prefix of at least four letters covering all but three letters of the shorter
/// word (or, for three-letter words, a plain inflection). Two rules written apart catch each other's gaps.
public enum QuestionAudit {
    /// The first pair of words that shows a giveaway in `item`, as "key word ~ other word", or nil.
    public static func giveaway(in item: QuizItem) -> String? {
        let question = item.question
        let word = question.word
        let key = question.answer
        let quoted = quotedPart(of: question.text)
        for (single, text) in item.kind.auditedPairs(word: word, key: key, quoted: quoted) {
            for other in words(text) where shareStem(single.lowercased(), other) {
                return "\(single) ~ \(other)"
            }
        }
        return nil
    }

    static func shareStem(_ first: String, _ second: String) -> Bool {
        guard first.count >= 3, second.count >= 3 else { return false }
        if first == second { return true }
        let negations = ["non", "un", "in", "im", "il", "ir", "ab", "dis"]
        let variants = { (word: String) in
            [word]
                + negations.filter { word.hasPrefix($0) && word.count - $0.count >= 4 }.map {
                    String(word.dropFirst($0.count))
                }
        }
        for a in variants(first) {
            for b in variants(second) {
                let (short, long) = a.count <= b.count ? (a, b) : (b, a)
                let shared = zip(short, long).prefix { $0 == $1 }.count
                if short.count == 3 {
                    let endings = ["s", "es", "ed", "ing", "er", "ly", "y"].flatMap { [$0, "\(short.last!)\($0)"] }
                    if long.hasPrefix(short), endings.contains(String(long.dropFirst(3))) { return true }
                } else if shared >= 4, shared >= short.count - 3 {
                    return true
                }
            }
        }
        return false
    }

    /// The text between the first “ and the last ” of a stem, or "" when there is none.
    static func quotedPart(of text: String) -> String {
        guard let open = text.firstIndex(of: "“"), let close = text.lastIndex(of: "”"), open < close else { return "" }
        return String(text[text.index(after: open)..<close])
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter }.map(String.init)
    }
}
