import Lexicon

/// The parts of speech a passage's grammar allows a word at one place, from the words around it and the
/// word's own ending: a small rule set, not a tagger, that says nothing when no rule applies.
///
/// Readers of round 4 marked questions that asked a word in a class the passage does not use it in:
/// "their green tops" asked as the adjective *tops* ("of the highest quality"), "loaded the empty boxes"
/// and "the game ended" as the adjectives *loaded* and *ended*. Senses of a class the passage rules out
/// are no candidates (`TextReader`), which also narrows the sense choice.
struct PartOfSpeechCues: Sendable {
    let passage: Passage
    let morphy: Morphy

    static let determiners: Set<String> = [
        "a", "an", "the", "this", "that", "these", "those", "my", "your", "his", "her", "its", "our", "their",
        "every", "each", "no", "some", "any",
    ]
    /// Subject pronouns, modals and "do": a word right after one is a verb ("they head", "could load").
    static let beforeVerbs: Set<String> = [
        "i", "we", "they", "you", "he", "she", "will", "would", "can", "could", "should", "must", "might", "may",
        "shall", "did", "does", "do", "didn't", "don't", "doesn't", "won't", "can't", "couldn't", "wouldn't",
    ]
    /// Before a past participle these make a perfect tense: "had loaded" is the verb.
    static let perfect: Set<String> = ["had", "has", "have", "having", "i've", "we've", "they've", "you've"]
    /// Before an -ed or -ing form these allow the verb (passive, progressive) or an adjective ("was tired"),
    /// not a noun.
    static let formsOfBe: Set<String> = ["was", "were", "is", "are", "am", "be", "been", "being"]
    /// Words that follow a verb after "to" ("to head for", "to beat them") but rarely a noun after it.
    static let afterVerbs: Set<String> = [
        "the", "a", "an", "for", "at", "in", "on", "into", "up", "down", "back", "out", "off", "away", "it", "them",
        "him", "her", "me", "us", "towards", "toward", "through",
    ]
    /// What an object starts with: after an -ed or -ing form, the form is a verb ("loaded the boxes").
    static let objectStarts: Set<String> = determiners.union(["them", "him", "it", "me", "us"])
    /// Linking verbs: the word after one says what the subject is like, an adjective where it can be one
    /// ("it feels close", round 7's *closest* asked as the adverb of distance). "Look", "stay" and "grow"
    /// are left out: "looked back", "stayed behind" take an adverb.
    static let linking: Set<String> = [
        "feel", "feels", "felt", "seem", "seems", "seemed", "become", "becomes", "became", "appear", "appears",
        "appeared",
    ]

    /// The classes the passage allows the word at `index`, whose form has `analyses`; empty when no rule
    /// applies (then every class of the word stays a candidate).
    func classes(at index: Int, analyses: [Morphy.Analysis]) -> Set<PartOfSpeech> {
        let word = passage.words[index]
        let form = passage.form(of: word)
        let previous = neighbour(of: index, by: -1)
        let next = neighbour(of: index, by: 1)
        let ending = form.hasSuffix("ed") || form.hasSuffix("ing")
        let inflectedVerb = analyses.contains { $0.partOfSpeech == .verb && $0.isInflected }
        let pluralNoun = form.hasSuffix("s") && analyses.contains { $0.partOfSpeech == .noun && $0.isInflected }
        let adjective = analyses.contains { $0.partOfSpeech == .adjective }
        if let previous {
            if Self.perfect.contains(previous), inflectedVerb { return [.verb] }
            if Self.linking.contains(previous), adjective { return [.adjective] }
            // "one object against another": after "one" a verb would take -s ("one objects"), so a
            // plain form is any class but the verb ("the one near the lamp" keeps the adverb).
            let notVerbs = Set(analyses.map(\.partOfSpeech)).subtracting([.verb])
            if previous == "one", !inflectedVerb, !form.hasSuffix("s"), !notVerbs.isEmpty { return notVerbs }
            if Self.formsOfBe.contains(previous), inflectedVerb, ending { return [.verb, .adjective] }
            if Self.beforeVerbs.contains(previous) { return [.verb] }
            if previous == "to", let next, Self.afterVerbs.contains(next) { return [.verb] }
            if Self.determiners.contains(previous) {
                // "not a large one": "one" stands for a noun, so the word before it is its adjective.
                if next == "one" || next == "ones" { return [.adjective] }
                // "a crack like thunder": a noun; "the shallow water": an adjective before its noun.
                guard !pluralNoun, let next, !FunctionWords.all.contains(next) else { return [.noun] }
                return [.noun, .adjective]
            }
            if let before = neighbour(of: index, by: -2), Self.determiners.contains(before),
                !FunctionWords.all.contains(previous)
            {
                let readings = Set(morphy.analyses(of: previous).map(\.partOfSpeech))
                // "their green tops": an adjective takes no -s, so after "determiner adjective" it is a noun.
                if pluralNoun, readings.contains(.adjective) { return [.noun] }
                // "the game ended": "determiner noun" is a subject, and its -ed word the verb.
                if inflectedVerb, form.hasSuffix("ed"), readings.contains(.noun) { return [.verb] }
            }
            // "builders order a dozen": a plural noun that is no verb, then a word with an object after it.
            let readings = morphy.analyses(of: previous)
            if let next, Self.objectStarts.contains(next), previous.hasSuffix("s"),
                readings.contains(where: { $0.partOfSpeech == .noun && $0.isInflected }),
                !readings.contains(where: { $0.partOfSpeech == .verb }),
                analyses.contains(where: { $0.partOfSpeech == .verb && !$0.isInflected })
            {
                return [.verb]
            }
        }
        if inflectedVerb, ending, let next, Self.objectStarts.contains(next) { return [.verb] }
        return []
    }

    /// The union over several uses of one form (`FormTally`'s first few); empty when no use says anything.
    func classes(at uses: some Sequence<Int>, analyses: [Morphy.Analysis]) -> Set<PartOfSpeech> {
        uses.reduce(into: Set<PartOfSpeech>()) { $0.formUnion(classes(at: $1, analyses: analyses)) }
    }

    /// The lower-cased word `offset` places from `index` in the same sentence, if any.
    func neighbour(of index: Int, by offset: Int) -> String? {
        let other = index + offset
        guard passage.words.indices.contains(other), passage.words[other].sentence == passage.words[index].sentence
        else { return nil }
        return passage.form(of: passage.words[other])
    }
}
