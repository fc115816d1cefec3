/// Which of a sense's WordNet neighbours (`SynsetRelations`: hypernyms first, then hyponyms,
/// derivations, parts and wholes) the checker weighs a plain-words text against, beside the sense's
/// own gloss, examples and synonyms.
///
/// Whatever is chosen applies to the word and to every other choice alike, so it ranks them fairly.
/// Without the relations file (a lexicon read from a file alone) there is nothing to add.
struct RelatedEvidence: OptionSet, Sendable {
    let rawValue: Int

    /// The members of every related synset, one step out (the neighbourhood: they score, never confirm).
    static let membersNearby = RelatedEvidence(rawValue: 1)
    /// The first related synset (the hypernym, when there is one), members and gloss, one step out.
    static let hypernymNearby = RelatedEvidence(rawValue: 2)
    /// The members of every related synset as the sense's own context, as its synonyms count: a
    /// sentence's word found there counts as found in what the lexicon says of the word.
    static let membersInContext = RelatedEvidence(rawValue: 4)
    /// WordNet's indirect antonyms, for "opposite" questions: the antonyms that the word's synonyms
    /// have in the sense they share with it (*hide*/*show* for *conceal*), and those of the adjective
    /// heads its senses are similar to (*prolix*/*concise* for *verbose*). WordNet records antonymy
    /// between words, not meanings, so a word with no antonym of its own has them only this way.
    static let antonymsOfSynonyms = RelatedEvidence(rawValue: 8)
    /// A one-word choice the lexicon knows is judged by its own synsets: found in one of the word's
    /// glosses, it scores but is not confirmed. "lasting" is a word of *ephemeral*'s gloss ("lasting a
    /// very short time") and its opposite; a gloss's single word is no paraphrase of it.
    static let oneWordBySynsets = RelatedEvidence(rawValue: 16)
    /// Trial: an "opposite" choice is weighed only on the antonym's senses that name the word as their
    /// antonym (*lose* "fail to win" for *win*, not *lose* "fail to perceive", which *miss* shares), and
    /// the synsets similar to them: WordNet pairs word senses, not words, as antonyms. Not kept (session
    /// 29): it passed *gayly* beside *happily* as the opposite of *sadly* and *peril* beside *danger* for
    /// *safety*, real second answers in senses close to the paired one.
    static let pairedAntonymSenses = RelatedEvidence(rawValue: 32)
    /// Trial: an unknown key passes as partial, when every other choice is ruled out, with a quarter of
    /// its words backed (`ChoiceSupport.partialFloor`) instead of half: the other choices' being ruled
    /// out, not the key's score, is what keeps a moved key from passing.
    static let quarterPartial = RelatedEvidence(rawValue: 64)
    /// A definition-to-word stem is weighed on its definition proper (`DefinitionProper`): the
    /// outermost quote, without the examples after "such as" or "for example" ("a mobile phone in a film
    /// about ancient Rome" is no part of what *anachronism* means).
    static let definitionProper = RelatedEvidence(rawValue: 128)
    /// Another satellite of the same adjective head ranks by how much of its gloss the word's glosses
    /// share (up to a quarter point above 1.5, still below "similar to"), so *huge* ("unusually great in
    /// size or amount or degree") outranks *wide* ("very large in expanse or scope") as a meaning of
    /// *enormous* ("extraordinarily large in size or extent or amount or power or degree").
    static let clusterByGloss = RelatedEvidence(rawValue: 256)
    /// Antonyms through another part of speech, for "opposite" questions: WordNet pairs
    /// *benevolence*/*malevolence* and *benevolently*/*malevolently*, not the adjectives, so the opposite
    /// of *benevolent* is found by going to a related word of another part of speech (a derivation or
    /// pertainym), taking its antonym in any sense (antonymy is between words), and coming back to the
    /// word's part of speech through the antonym's relations.
    static let antonymsAcrossDerivations = RelatedEvidence(rawValue: 512)
    /// A one-word meaning choice ("very convincing") in a synset WordNet relates to one of the
    /// word's senses (or a sense similar to one) is partly recognised, as half a paraphrase: it can pass
    /// as partial when every other choice is ruled out, never as confirmed (*compelling* → similar to
    /// *persuasive* → see also *convincing*).
    static let relatedOneWord = RelatedEvidence(rawValue: 1024)

    /// A one-word meaning choice with a sense of the word's part of speech defined half in words of the
    /// word's glosses (two at least) is partly recognised (0.5, never confirmed): two words defined
    /// alike mean alike, whether or not WordNet links them. *thorough* "painstakingly careful and
    /// accurate" beside *meticulous*, whose two senses are satellites of *fastidious* "giving careful
    /// attention to detail" and *precise* "sharply exact or accurate or delimited".
    static let oneWordByGlosses = RelatedEvidence(rawValue: 2048)
    /// Another choice means the word, or its opposite, only through a sense learners meet (one asked at
    /// some level), not a rare one: WordNet lists *make* with *hold* for "organize" and *thin* against
    /// *heavy* for "of a liquid", but no reader takes "make its annual meeting" or "thin" as the opposite
    /// of *heavy*. The key itself is still confirmed by any of its senses.
    static let rivalsByKnownSenses = RelatedEvidence(rawValue: 4096)
    /// The example sentences written for learners (`learner-examples.tsv`) count as a sense's context
    /// beside WordNet's: plain, everyday sentences are what a natural question's words are likeliest to
    /// share ("Could you _____ me your pen?" and *lend*'s "Can you lend me a pen, please?").
    static let learnerExamples = RelatedEvidence(rawValue: 8192)
    /// A rival the explanation describes in a sense of its own (`ExplanationEvidence`), confirmed by the
    /// lexicon, none of the word's and met more commonly than any it shares with the word, is no second
    /// answer to a definition or blank question (whose key is the word, so no key can move to it): it
    /// competes only through its other senses, unless the stem fits the described sense by the lexicon.
    /// "To aggravate pain is to make it worse" beside a blank for *alleviate*.
    static let explainedRivals = RelatedEvidence(rawValue: 16384)

    /// What the checker uses: the ways that gained on the natural corpus with no wrong key (members in
    /// context: one blank sentence; indirect antonyms: *verbose*/*concise*, *temporary*/*permanent*;
    /// one-word choices by synsets: *ephemeral*/"short-lived"; definition proper: *anachronism*;
    /// cluster by gloss: *enormous*/"huge"; antonyms across derivations: *benevolent*/*malevolent*,
    /// *conceal*/*reveal*; related one word: *compelling*/"very convincing"; one word by glosses:
    /// *meticulous*/"thorough"; learner examples: *lend*, *reluctant*, *boring*, and one held out;
    /// explained rivals: *alleviate* and one held out); the two neighbourhood ways gained nothing
    /// (`RelatedEvidenceTrials`, BENCHMARKS.md; the explanation as the sense tested, measured in session
    /// 27, let 252 of 400 planted synonyms through).
    static let standard: RelatedEvidence = [
        .membersInContext, .antonymsOfSynonyms, .oneWordBySynsets, .definitionProper, .clusterByGloss,
        .antonymsAcrossDerivations, .relatedOneWord, .oneWordByGlosses, .learnerExamples, .explainedRivals,
    ]

    /// Texts to add to the neighbourhood of `synset`.
    func nearbyTexts(of synset: Int, in lexicon: Lexicon) -> [String] {
        guard let relations = lexicon.relations, !isDisjoint(with: [.membersNearby, .hypernymNearby]) else {
            return []
        }
        let linked = relations.related(to: synset)
        var texts: [String] = []
        if contains(.membersNearby) { texts += linked.flatMap(lexicon.members(ofSynset:)) }
        if contains(.hypernymNearby), let first = linked.first {
            texts += lexicon.members(ofSynset: first) + [lexicon.gloss(ofSynset: first)]
        }
        return texts
    }

    /// The synsets of the indirect antonyms of a word whose senses are `synsets` (and the synsets
    /// similar to those), leaving out `near` (the word's own senses and their neighbours), so a
    /// synonym of the word never counts as its opposite; empty unless `.antonymsOfSynonyms`.
    func indirectlyOpposedSynsets(of synsets: Set<Int>, near: Set<Int>, in lexicon: Lexicon) -> Set<Int> {
        guard contains(.antonymsOfSynonyms) else { return [] }
        var antonyms = Set<String>()
        for synset in synsets {
            for shared in [synset] + lexicon.similar(ofSynset: synset) {
                for member in lexicon.members(ofSynset: shared) {
                    for index in lexicon.entryIndices(for: member) {
                        let senses = lexicon.entry(at: index).senses.filter { $0.synset == shared }
                        antonyms.formUnion(senses.flatMap(\.antonyms))
                    }
                }
            }
        }
        var opposed = antonymsAcrossDerivations(of: synsets, in: lexicon)
        for antonym in antonyms {
            for synset in lexicon.entryIndices(for: antonym).flatMap(lexicon.senseSynsets(ofEntry:)) {
                opposed.insert(synset)
                opposed.formUnion(lexicon.similar(ofSynset: synset))
            }
        }
        return opposed.subtracting(near)
    }

    /// With `.antonymsAcrossDerivations`: the synsets of `synsets`' part of speech that WordNet relates
    /// to an antonym of a word related to them in another part of speech; empty otherwise.
    func antonymsAcrossDerivations(of synsets: Set<Int>, in lexicon: Lexicon) -> Set<Int> {
        guard contains(.antonymsAcrossDerivations), let relations = lexicon.relations else { return [] }
        var opposed = Set<Int>()
        for synset in synsets {
            let kind = lexicon.partOfSpeech(ofSynset: synset)
            for linked in relations.related(to: synset) where lexicon.partOfSpeech(ofSynset: linked) != kind {
                for member in lexicon.members(ofSynset: linked) {
                    for index in lexicon.entryIndices(for: member) {
                        for sense in lexicon.entry(at: index).senses {
                            for antonym in sense.antonyms {
                                for found in lexicon.entryIndices(for: antonym).flatMap(lexicon.senseSynsets(ofEntry:))
                                where lexicon.partOfSpeech(ofSynset: found) != kind {
                                    opposed.formUnion(
                                        relations.related(to: found).filter {
                                            lexicon.partOfSpeech(ofSynset: $0) == kind
                                        })
                                }
                            }
                        }
                    }
                }
            }
        }
        return opposed
    }

    /// The antonym synsets an "opposite" choice is weighed on: with `.pairedAntonymSenses`, those of
    /// the antonyms' senses that pair back with one of `lemmas` (and their similar synsets), when any do;
    /// otherwise all of `opposed`.
    func pairedOpposedSynsets(antonyms: Set<String>, lemmas: Set<String>, opposed: Set<Int>, in lexicon: Lexicon)
        -> Set<Int>
    {
        guard contains(.pairedAntonymSenses) else { return opposed }
        let paired = Self.pairedSenses(of: antonyms, namingAnyOf: lemmas, in: lexicon)
        return paired.isEmpty ? opposed : paired.union(paired.flatMap(lexicon.similar(ofSynset:)))
    }

    /// The synsets of the senses of `antonyms` that name one of `lemmas` as their antonym: WordNet
    /// pairs *lose* "fail to win" with *win*, not *lose* "fail to perceive".
    static func pairedSenses(of antonyms: Set<String>, namingAnyOf lemmas: Set<String>, in lexicon: Lexicon)
        -> Set<Int>
    {
        Set(
            antonyms.flatMap { antonym in
                lexicon.entryIndices(for: antonym).flatMap { index in
                    lexicon.entry(at: index).senses.filter { !lemmas.isDisjoint(with: $0.antonyms) }.map(\.synset)
                }
            })
    }

    /// Texts to add to the direct context of `synset`.
    func contextTexts(of synset: Int, in lexicon: Lexicon) -> [String] {
        guard contains(.membersInContext), let relations = lexicon.relations else { return [] }
        return relations.related(to: synset).flatMap(lexicon.members(ofSynset:))
    }

    /// The example sentences of `synset` a text is weighed against: WordNet's, and with
    /// `.learnerExamples` the ones written for learners too.
    func examples(of synset: Int, in lexicon: Lexicon) -> [String] {
        contains(.learnerExamples)
            ? lexicon.examples(ofSynset: synset) : lexicon.wordNetExamples(ofSynset: synset).map(\.text)
    }
}
