import Foundation
import Quiz

/// Words no dictionary holds, in text a model wrote. SmolLM2, when the grammar's word count ran out
/// before its sentence did, glued the rest into one word ("…to refer to anelection.", "…structures
/// usingrawalitakl?", "…where you eat andSpeakWithThe?"), and every other check passed them: a word
/// the lexicon lacks has no level, so it read as a name.
extension Lexicon {
    /// The first word of `text` that no reading explains, or nil when there is none.
    ///
    /// Known: function words; forms of a lemma the lexicon knows; the same without an accent
    /// ("café"); a noun compound of a noun or adjective and a noun ("heatwave", "smartphone",
    /// "username"); and in a hyphenated word, a prefix ("pre-school") or a noun + "-ed"
    /// ("kind-hearted"). Left alone: words of one or two letters, the pieces of a contraction ("don't"
    /// is read as "don" and "t"), and capitalised words, since names ("Maria", "Leeds") are not in
    /// WordNet. A word that starts in lower case and has a capital inside is glued ("aSimpleSentence").
    public func firstUnknownWord(in text: String) -> String? {
        for range in WordMatcher.words(in: text) {
            let word = text[range]
            guard let first = word.unicodeScalars.first, first.properties.isLowercase else { continue }
            if !word.unicodeScalars.allSatisfy(\.properties.isLowercase) { return String(word) }
            guard word.count > 2 else { continue }
            let lowered = String(word)
            if isKnown(lowered) { continue }
            let hyphenBefore = range.lowerBound > text.startIndex && text[text.index(before: range.lowerBound)] == "-"
            let hyphenAfter = range.upperBound < text.endIndex && text[range.upperBound] == "-"
            if hyphenAfter, FunctionWords.hyphenPrefixes.contains(lowered) { continue }
            if hyphenBefore, lowered.hasSuffix("ed"),
                isNoun(String(lowered.dropLast(2)))
                    || isNoun(String(lowered.dropLast()))
            {
                continue
            }
            return lowered
        }
        return nil
    }

    private func isKnown(_ word: String) -> Bool {
        if ContentWords.ignored.contains(word) || FunctionWords.all.contains(word) || readingLevel(ofWord: word) != nil
        {
            return true
        }
        let folded = word.folding(options: .diacriticInsensitive, locale: nil)
        if folded != word, readingLevel(ofWord: folded) != nil { return true }
        guard word.count >= 7 else { return false }
        return (3...(word.count - 4)).contains { cut in
            let middle = word.index(word.startIndex, offsetBy: cut)
            let head = morphy.analyses(of: String(word[..<middle]))
            return head.contains { !$0.isInflected && ($0.partOfSpeech == .noun || $0.partOfSpeech == .adjective) }
                && isNoun(String(word[middle...]))
        }
    }

    private func isNoun(_ word: String) -> Bool {
        morphy.analyses(of: word).contains { $0.partOfSpeech == .noun }
    }
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

    /// Prefixes written with a hyphen ("pre-school", "multi-day", "co-worker").
    static let hyphenPrefixes: Set<String> = [
        "pre", "post", "multi", "non", "anti", "pro", "semi", "mid", "sub", "super", "inter", "mega", "mini",
        "micro", "bio", "eco", "cyber", "ultra", "vice",
    ]
}
