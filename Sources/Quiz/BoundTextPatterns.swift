/// The `pattern` guides of a lexicon-bound turn: they put the word into the grammar a constrained
/// server samples from, so the model cannot end a sentence that leaves the word out, ramble past the
/// length a learner reads, or finish an explanation that never names the key.
///
/// SmolLM2 wrote half of its bound sentences without the word (31 of 61 replies): the prompt asked,
/// the grammar did not. They are sampling patterns, not checked on the reply: the client's own
/// checks (`WrittenText`: the word once, one blank, no other choice, the length, the level, the key
/// named) judge every reply, with reasons a learner's teacher can read, and a server that ignores
/// the schema loses no good reply to the narrowing below (a quoted word, an accented letter).
///
/// Written for llama.cpp's json-schema-to-grammar, the strictest converter in use: anchored, no
/// shorthand classes (`\w`), no look-around, no case-insensitive flag (so `[Aa]bate`), and no ASCII
/// double quote or backslash anywhere: a pattern's characters go into the JSON string unescaped, so
/// a `"` would end the string and break the reply.
public struct BoundTextPatterns: Sendable, Hashable {
    /// At most this many words before and after the word: 11 + 1 + 10 keeps a sentence within the
    /// 30 words the client allows even when some of its words are hyphenated or have an apostrophe
    /// (the client counts "well-known" as two), and tells the model it must reach the word within 11.
    /// At 15 + 1 + 14, 14 of 74 SmolLM2 replies ran to the cap and past the client's 30 words.
    static let wordsBefore = 11
    static let wordsAfter = 10
    /// A blank sentence needs this many words besides the word, or it gives no context to choose by:
    /// under the grammar, SmolLM2 still ended a sentence right after the word ("Removal.").
    public static let minimumOtherWords = 5
    /// An explanation's words on each side of the key: one or two short sentences. At 30 a side,
    /// SmolLM2 rambled until the reply's token limit cut it off (5 of 6 bound replies).
    static let explanationWords = 12
    /// The longest word the grammar lets the model write (besides the word and the key, spelled as
    /// given): long enough for "responsibility", too short for the run-together garbage SmolLM2
    /// wrote once the sentence ran on ("answer's'sremovalchoices''is'").
    public static let maximumWordLength = 15

    /// A word in a sentence: letters, digits, apostrophes and hyphens, starting with a letter or a
    /// digit, at most `maximumWordLength` long (no quotes, no underscores, so the model cannot blank
    /// the word itself).
    static let token = "[A-Za-z0-9][A-Za-z0-9'-]{0,\(maximumWordLength - 1)}"
    /// What stands between two words of a sentence.
    static let separator = "[,;:]? "
    /// What stands between two words of an explanation, which may be two sentences.
    static let explanationSeparator = "[,;:.!?]? "

    /// `text`: a blank sentence holds the word exactly as given (the client blanks it, and the
    /// choices are base forms); a meaning question names the word in any of its forms, and asks.
    public let text: String
    /// `explanation`: names the key (the word, or the definition that is the answer); nil when the
    /// key holds a character the grammar cannot carry (a double quote, a backslash).
    public let explanation: String?

    /// - Parameters:
    ///   - avoiding: words the text may not use, exactly as listed in any case: the names of the
    ///     quiz's parts, which the client rejects in a stem ("The target word is …", 9 of 32 SmolLM2 replies).
    public init(_ bound: BoundChoices, avoiding terms: [String] = []) {
        let forms = bound.forms
        let word = Self.literal(bound.word)
        switch bound.task {
        case .blankSentence:
            // Other words may not be the word again, a form of it or another choice: the client
            // rejects those as a giveaway or as a second choice in the sentence (3 of 6 SmolLM2 replies).
            let others = bound.choices.filter { $0 != bound.answer }
            let token = Self.word(of: bound.vocabulary, avoiding: [bound.word] + others, exactly: forms + terms)
            text = Self.sentence(around: word, ending: "[.!?]", token: token, minimumOthers: Self.minimumOtherWords)
            explanation = Self.explanation(
                naming: Self.alternatives([bound.word] + forms), token: Self.word(of: bound.vocabulary))
        case .meaningQuestion:
            let named = Set(([bound.word] + forms).map { $0.lowercased() })
            let others = terms.filter { !named.contains($0.lowercased()) }
            let token = Self.word(of: bound.vocabulary, exactly: others)
            text = Self.sentence(around: "'?\(Self.alternatives([bound.word] + forms))'?", ending: "\\?", token: token)
            explanation =
                Self.isCarried(bound.answer)
                ? Self.explanation(naming: Self.literal(bound.answer), token: Self.word(of: bound.vocabulary)) : nil
        }
    }

    /// A sentence word: one of `vocabulary` when it is given, else any word of letters (`token`); not
    /// one of `prefixes` or a longer word built on one (only as itself when shorter than 3 letters),
    /// and not exactly one of `exact`, in any case.
    static func word(of vocabulary: [String], avoiding prefixes: [String] = [], exactly exact: [String] = [])
        -> String
    {
        if vocabulary.isEmpty, prefixes.isEmpty, exact.isEmpty { return token }
        let avoided = AvoidedTokens(prefixes: prefixes, exact: exact)
        guard !vocabulary.isEmpty else { return avoided.pattern }
        return WordListPattern.pattern(for: vocabulary.filter { !avoided.rulesOut($0) })
    }

    /// Words, then `core`, then words, then `ending`: `core` stands as a whole word, with at least
    /// `minimumOthers` words around it (one branch per count of words before it, since a regex
    /// cannot add two counts).
    static func sentence(around core: String, ending: String, token: String = token, minimumOthers: Int = 0)
        -> String
    {
        let before = "(\(token)\(separator))"
        let after = "(\(separator)\(token))"
        guard minimumOthers > 0 else {
            return "^\(before){0,\(wordsBefore)}\(core)\(after){0,\(wordsAfter)}\(ending)$"
        }
        var branches = (0..<minimumOthers).map { count in
            (count == 0 ? "" : "\(before){\(count)}") + core + "\(after){\(minimumOthers - count),\(wordsAfter)}"
        }
        branches.append("\(before){\(minimumOthers),\(wordsBefore)}\(core)\(after){0,\(wordsAfter)}")
        return "^(" + branches.joined(separator: "|") + ")\(ending)$"
    }

    static func explanation(naming core: String, token: String = token) -> String {
        let words = explanationWords
        return
            "^(\(token)\(explanationSeparator)){0,\(words)}'?\(core)'?(\(explanationSeparator)\(token)){0,\(words)}[.!?]$"
    }

    /// `text` spelled exactly, but for the first letter in either case (a sentence may start with it).
    static func literal(_ text: String) -> String {
        guard let first = text.first else { return "" }
        let rest = escaped(String(text.dropFirst()))
        let upper = first.uppercased()
        let lower = first.lowercased()
        guard first.isLetter, upper != lower, upper.count == 1 else { return escaped(String(first)) + rest }
        return "[\(upper)\(lower)]" + rest
    }

    /// One of `words`, longest first so a regex engine that takes the first alternative tries "abated" before "abate".
    static func alternatives(_ words: [String]) -> String {
        let unique = Set(words.filter(isCarried)).sorted { ($0.count, $0) > ($1.count, $1) }
        return "(" + unique.map(literal).joined(separator: "|") + ")"
    }

    /// Whether the grammar can carry `text` inside a JSON string, escaped the way llama.cpp reads it
    /// (GBNF knows no `\$` or `\^`).
    static func isCarried(_ text: String) -> Bool {
        !text.isEmpty && !text.contains(where: { "\"\\\n^$".contains($0) })
    }

    /// `text` with regular-expression syntax escaped; a space stays a space.
    static func escaped(_ text: String) -> String {
        let special = Set(".|?*+()[]{}")
        return text.map { special.contains($0) ? "\\\($0)" : String($0) }.joined()
    }
}
