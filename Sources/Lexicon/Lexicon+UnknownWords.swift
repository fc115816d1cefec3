import Foundation
import Quiz

/// Words no dictionary holds, in text a model wrote. Under its frequency penalty SmolLM2 glued words
/// together at the end of a sentence ("…to refer to anelection.", "…structures usingrawalitakl?"), and
/// every other check passed them: a word the lexicon lacks has no level, so it reads as a name.
extension Lexicon {
    /// The first word of `text` that is written in lower case and is neither a function word nor a form
    /// of a lemma the lexicon knows, or nil when there is none.
    ///
    /// Left alone: capitalised words, since names ("Maria", "Leeds") are not in WordNet; words of one
    /// or two letters, the pieces of a contraction ("don't" is read as "don" and "t"); any part
    /// of a hyphenated word ("kind-hearted", "pre-school"); a word with an accent the lexicon writes
    /// without ("café"); and a compound of two known words ("heatwave", "smartphone", "username"),
    /// which glued junk is not: its pieces are a function word and a word ("anelection"), or not words.
    public func firstUnknownWord(in text: String) -> String? {
        for range in WordMatcher.words(in: text) {
            let word = text[range]
            guard word.count > 2, word.unicodeScalars.allSatisfy({ $0.properties.isLowercase }),
                !Self.isHyphenated(range, in: text)
            else { continue }
            let lowered = String(word)
            if !isKnown(lowered) { return lowered }
        }
        return nil
    }

    private func isKnown(_ word: String) -> Bool {
        if ContentWords.ignored.contains(word) || FunctionWords.all.contains(word) || isInLexicon(word) { return true }
        let folded = word.folding(options: .diacriticInsensitive, locale: nil)
        if folded != word, isInLexicon(folded) { return true }
        guard word.count >= 6 else { return false }
        return (3...(word.count - 3)).contains { cut in
            let middle = word.index(word.startIndex, offsetBy: cut)
            return isInLexicon(String(word[..<middle])) && isInLexicon(String(word[middle...]))
        }
    }

    /// Whether a hyphen joins the word at `range` to the next or the previous one.
    private static func isHyphenated(_ range: Range<String.Index>, in text: String) -> Bool {
        (range.upperBound < text.endIndex && text[range.upperBound] == "-")
            || (range.lowerBound > text.startIndex && text[text.index(before: range.lowerBound)] == "-")
    }

    private func isInLexicon(_ word: String) -> Bool { readingLevel(ofWord: word) != nil }
}

/// The grammatical words WordNet leaves out, as it holds only nouns, verbs, adjectives and adverbs:
/// pronouns, determiners, prepositions, conjunctions, and the first half of a negative contraction.
enum FunctionWords {
    static let all: Set<String> = [
        // Pronouns and determiners.
        "himself", "herself", "itself", "myself", "yourself", "yourselves", "ourselves", "themselves", "oneself",
        "yours", "ours", "hers", "theirs", "anyone", "anybody", "anything", "everyone", "everybody", "everything",
        "nobody", "nothing", "nowhere", "somewhere", "anywhere", "everywhere", "whoever", "whatever", "whichever",
        "whenever", "wherever", "however", "either", "neither", "both", "few", "fewer", "several", "own",
        // Prepositions and conjunctions.
        "upon", "within", "without", "because", "although", "though", "whether", "unless", "until", "till",
        "while", "whilst", "among", "amongst", "between", "toward", "towards", "through", "throughout", "during",
        "against", "despite", "except", "beside", "besides", "beneath", "below", "beyond", "behind", "across",
        "along", "alongside", "around", "inside", "outside", "onto", "via", "per", "since", "unlike", "versus",
        "whereas", "thus", "hence", "therefore", "yet", "once", "twice", "amid", "albeit", "unto",
        // Other pronouns, adverbs and modals WordNet has no entry for.
        "others", "else", "cannot", "ought", "anytime", "thee", "thy",
        // Interjections, for dialogue, and the one everyday noun of wordfreq's top 5,000 WordNet lacks.
        "hey", "huh", "hmm", "whoa", "gosh", "ugh", "ahh", "app", "apps",
        // The first half of a negative contraction ("isn't", "couldn't").
        "isn", "aren", "wasn", "weren", "doesn", "didn", "hasn", "haven", "hadn", "couldn", "wouldn", "shouldn",
        "mustn", "needn", "mightn", "shan", "ain",
    ]
}
