import Foundation
import Quiz

/// A target word with what the checks compare choices against, gathered once per question.
struct CheckedTarget {
    let target: QuestionTarget
    let lexicon: Lexicon
    /// Stems of the glosses of every sense of the word and of the senses similar to them.
    let nearGlosses: [[String]]
    /// Stems of the glosses of the word's antonyms and the senses near them.
    let opposedGlosses: [[String]]
    /// Stems of everything the lexicon says about the word: glosses, examples, synonyms.
    let context: Set<String>
    /// The sense a teacher named (`--words 'bank#2'`): a key or definition must fit it, not just any sense.
    let named: WordSense?
    /// The synsets and gloss stems of the named sense (and of the senses similar to it).
    let namedSynsets: Set<Int>
    let namedGlosses: [[String]]
    /// What plain-words paraphrases of the word's senses (and of its antonyms') are likely to use.
    let nearNeighbourhood: GlossNeighbourhood.Lazy
    let opposedNeighbourhood: GlossNeighbourhood.Lazy
    /// `nearSynsets` (and `opposedSynsets`) with the other satellites of their adjective clusters:
    /// *huge* and *enormous* are both "similar to" *large*, not to each other.
    let nearCluster: Set<Int>
    let opposedCluster: Set<Int>

    /// Which WordNet neighbours of a sense count as evidence (`RelatedEvidence`).
    let related: RelatedEvidence

    /// Neighbourhoods built for earlier questions, shared by the checker's copies.
    let neighbourhoods: GlossNeighbourhood.Cache

    init(
        entry: LexiconEntry, lexicon: Lexicon, named: WordSense? = nil, related: RelatedEvidence = .standard,
        neighbourhoods: GlossNeighbourhood.Cache = .init()
    ) {
        self.named = named
        self.related = related
        self.neighbourhoods = neighbourhoods
        let namedSynsets = named.map { Set([$0.synset] + lexicon.similar(ofSynset: $0.synset)) } ?? []
        self.namedSynsets = namedSynsets
        namedGlosses = namedSynsets.sorted().map { ContentWords(lexicon.definitionTexts(ofSynset: $0)).stems }
        let target = QuestionTarget(entry: entry, lexicon: lexicon)
        self.target = target
        self.lexicon = lexicon
        nearGlosses = target.nearSynsets.sorted().map { ContentWords(lexicon.definitionTexts(ofSynset: $0)).stems }
        let weighed = related.pairedOpposedSynsets(
            antonyms: target.antonyms, lemmas: target.matcher.forms, opposed: target.opposedSynsets, in: lexicon)
        opposedGlosses = weighed.sorted().map {
            ContentWords(lexicon.definitionTexts(ofSynset: $0)).stems
        }
        var context = Set<String>()
        for synset in target.synsets {
            let texts =
                [lexicon.definitionTexts(ofSynset: synset)] + related.examples(of: synset, in: lexicon)
                + lexicon.members(ofSynset: synset) + related.contextTexts(of: synset, in: lexicon)
            for text in texts { context.formUnion(ContentWords(text).stems) }
        }
        self.context = context
        nearCluster = target.nearSynsets.union(target.nearSynsets.flatMap(lexicon.similar(ofSynset:)))
        opposedCluster = target.opposedSynsets.union(target.opposedSynsets.flatMap(lexicon.similar(ofSynset:)))
        let excluded = target.matcher.forms
        nearNeighbourhood = .init(
            synsets: target.nearSynsets.sorted(), lexicon: lexicon, excluding: excluded, related: related,
            cache: neighbourhoods)
        opposedNeighbourhood = .init(
            synsets: weighed.sorted(), lexicon: lexicon, excluding: excluded, related: related,
            cache: neighbourhoods)
    }

    var lemma: String { target.entry.lemma }

    /// The score an unknown key (or word) needs to pass as partial (`ChoiceSupport.isPartial`).
    var partialFloor: Double { related.contains(.quarterPartial) ? 0.25 : ChoiceSupport.partialFloor }

    /// The synsets of the word's indirect antonyms (`RelatedEvidence.antonymsOfSynonyms`), which an
    /// "opposite" key may be in, more weakly than in a direct antonym's. Worked out when asked: only
    /// "opposite" questions need them.
    var indirectlyOpposed: Set<Int> {
        related.indirectlyOpposedSynsets(of: target.synsets, near: target.nearSynsets, in: lexicon)
    }

    /// The named sense, else the most frequent sense whose gloss does not name the word itself.
    var senseToTest: Int? {
        if let named { return named.synset }
        return target.entry.senses.map(\.synset).first { !target.matcher.occurs(in: lexicon.gloss(ofSynset: $0)) }
            ?? target.entry.senses.first?.synset
    }

    /// Whether `choice` is the word or one of its inflections.
    func isForm(_ choice: String) -> Bool {
        target.matcher.forms.contains(Question.normalized(choice))
    }

    /// Synsets of every entry spelled `choice`, every part of speech.
    func synsets(of choice: String) -> Set<Int> {
        Set(lexicon.entryIndices(for: choice).flatMap(lexicon.senseSynsets(ofEntry:)))
    }

    /// The synsets through which another choice can be right too: with
    /// `RelatedEvidence.rivalsByKnownSenses`, only its senses asked at some level (all of them for a word
    /// with none asked).
    func rivalSynsets(of choice: String) -> Set<Int> {
        guard related.contains(.rivalsByKnownSenses) else { return synsets(of: choice) }
        let known = Set(lexicon.entries(for: choice).flatMap { $0.senses.filter { $0.level != nil }.map(\.synset) })
        return known.isEmpty ? synsets(of: choice) : known
    }

    // MARK: - Giveaways

    /// A key that repeats the word's stem, or a stem that contains the key.
    func giveaway(key: String, stem: String) -> QuestionRejection? {
        if !isForm(key) {
            let keyWords = WordMatcher.words(in: key.lowercased()).map { String(key.lowercased()[$0]) }
            let repeated =
                keyWords.first(where: target.matcher.forms.contains)
                ?? Giveaway(words: target.matcher.forms.sorted()).relatedWord(in: key)
            if let repeated {
                return .init(.giveaway, "the key \"\(key)\" repeats the word \"\(lemma)\" (\"\(repeated)\")")
            }
        }
        if isForm(key) {
            if target.matcher.occurs(in: stem) {
                return .init(.giveaway, "the stem contains the answer \"\(key)\"")
            }
        } else if keyContained(key, in: stem) {
            return .init(.giveaway, "the stem contains the answer \"\(key)\"")
        }
        return nil
    }

    private func keyContained(_ key: String, in stem: String) -> Bool {
        let words = WordMatcher.words(in: key).count
        if words == 1 {
            return matcher(for: key).occurs(in: stem)
        }
        return Question.normalized(stem).contains(Question.normalized(key))
    }

    /// The rejection of a right question about another sense than the one a teacher named.
    func otherSense(_ what: String) -> QuestionRejection {
        let number = named.map { "sense \($0.number) (\"\($0.gloss)\")" } ?? "the named sense"
        return .init(.offTarget, "\(what) another sense of \"\(lemma)\", not \(number)")
    }

    /// Whether `choice` is a synonym or a paraphrase of the named sense (or of a sense similar to it).
    func confirmsNamedSense(_ choice: String) -> Bool {
        !synsets(of: choice).isDisjoint(with: namedSynsets)
            || Self.confirms(ContentWords(choice), namedGlosses, strength: .paraphrase)
    }

    /// How much of a text must match a gloss for the lexicon to vouch for it.
    enum Strength {
        /// Half of its stems, two at least (one, for one): enough to confirm a key, so a good paraphrase passes.
        case paraphrase
        /// Four fifths of its stems, two at least: enough to call a distractor right too. One shared word
        /// is not: a one-word distractor is right too only through the lexicon's synonyms.
        case firm
    }

    /// Whether `words` paraphrase one of `glosses` with the given strength.
    static func confirms(_ words: ContentWords, _ glosses: [[String]], strength: Strength) -> Bool {
        let count = words.stems.count
        return glosses.contains { gloss in
            let matched = words.matches(in: gloss)
            switch strength {
            case .paraphrase: return matched >= min(2, count) && matched > 0 && Double(matched) >= Double(count) * 0.5
            case .firm: return matched >= 2 && Double(matched) >= Double(count) * 0.8
            }
        }
    }

    static func hasBlank(_ stem: String) -> Bool {
        stem.contains("__") || stem.contains("…") || stem.contains("...")
    }

    static func asksForOpposite(_ stem: String) -> Bool {
        let lowered = outsideQuotes(stem).lowercased()
        return ["opposite", "antonym", "contrary", "reverse of"].contains { lowered.contains($0) }
    }

    /// `stem` without its double-quoted parts: the cue for an "opposite" question is in the stem's own
    /// words, not in the word or definition it quotes ("What does “contrary” (adjective) mean?").
    static func outsideQuotes(_ stem: String) -> String {
        var kept = ""
        var inside = false
        for character in stem {
            if character == "“" || character == "”" || character == "\"" {
                inside = character == "“" || (character == "\"" && !inside)
                continue
            }
            if !inside { kept.append(character) }
        }
        return kept
    }

    /// The words a definition or blank question asks about: the stem's quoted part, else the whole
    /// stem; with `RelatedEvidence.definitionProper`, a definition's outermost quote without its examples.
    func askedText(in stem: String) -> String {
        guard related.contains(.definitionProper) else { return Self.quoted(in: stem) ?? stem }
        let text = DefinitionProper.outermostQuoted(in: stem) ?? stem
        return Self.hasBlank(stem) ? text : DefinitionProper.withoutExamples(text)
    }

    /// The quoted part of a stem (“…” or "…"), which holds the definition or sentence asked about.
    static func quoted(in stem: String) -> String? {
        for (open, close) in [("“", "”"), ("\"", "\""), ("'", "'")] {
            guard let start = stem.range(of: open),
                let end = stem.range(of: close, range: start.upperBound..<stem.endIndex)
            else { continue }
            let inner = stem[start.upperBound..<end.lowerBound]
            if inner.count > 3 { return String(inner) }
        }
        return nil
    }
}
