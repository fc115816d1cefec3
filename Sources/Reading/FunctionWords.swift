/// Words a vocabulary list never asks: articles, pronouns, auxiliaries, prepositions, conjunctions and
/// the commonest adverbs. They still count as English when telling an English text from another.
enum FunctionWords {
    static let all: Set<String> = [
        "a", "an", "the", "and", "or", "but", "nor", "so", "yet", "of", "to", "in", "on", "at", "by", "for", "with",
        "from", "into", "onto", "upon", "as", "than", "that", "this", "these", "those", "it", "its", "is", "are",
        "was", "were", "be", "been", "being", "am", "do", "does", "did", "done", "has", "have", "had", "having",
        "not", "no", "yes", "very", "he", "she", "they", "them", "his", "her", "hers", "their", "theirs", "him",
        "we", "us", "our", "ours", "you", "your", "yours", "i", "me", "my", "mine", "myself", "yourself",
        "himself", "herself", "itself", "ourselves", "themselves", "who", "whom", "whose", "which", "what",
        "when", "where", "how", "why", "if", "then", "there", "here", "can", "could", "will", "would", "shall",
        "should", "may", "might", "must", "up", "down", "out", "off", "over", "under", "about", "above", "below",
        "after", "before", "since", "until", "while", "through", "across", "along", "around", "against", "among",
        "between", "behind", "beside", "beyond", "during", "without", "within", "toward", "towards", "some",
        "any", "all", "each", "every", "other", "another", "more", "most", "less", "least", "much", "many", "few",
        "one", "two", "three", "also", "just", "only", "even", "still", "too", "again", "ever", "never", "now",
        "always", "often", "once", "both", "either", "neither", "own", "same", "such", "because", "although",
        "though", "unless", "whether", "don't", "didn't", "doesn't", "isn't", "wasn't", "aren't", "weren't",
        "can't", "couldn't", "won't", "wouldn't", "shouldn't", "i'm", "it's", "that's", "there's", "he's",
        "she's", "we're", "they're", "you're", "i've", "we've", "they've", "i'd", "we'd", "you'd", "he'd",
        "she'd", "they'd", "i'll", "we'll", "you'll", "he'll", "she'll", "they'll", "let's", "oh", "ah",
    ]

    /// Cardinal number words: English, but a vocabulary list does not ask them (a reader marked "thirty"
    /// and "sixteen" down as not worth a question).
    static let cardinals: Set<String> = [
        "zero", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
        "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty",
        "seventy", "eighty", "ninety", "hundred", "thousand", "million", "billion", "trillion",
    ]
}
