import Lexicon

/// Whether a wrong choice would also make a true, natural sentence in a blank: readers of round 4 marked
/// blanks whose wrong choices fit as well as the key ("my _____ runs a small stall" with *family*,
/// *partner*, *cousin* beside *aunt*; "go back in the _____" with *summer* and *winter* beside *autumn*).
///
/// A reader takes a wrong choice in whichever of its senses fits the sentence best, not in WordNet's
/// first: round 7's "builders order a dozen _____" kept *portions* beside *sandwiches* (portion's
/// first sense is "something determined in relation to something that includes it", but the bakery's
/// reader reads "helping", sense 7, which the lexicon never asks). So the WordNet rule looks at every
/// sense of the word, and the overlap rule at every sense a question may ask (`LexiconEntry.Sense.level`
/// not nil), cheapest first (`BlankRuleCountTests` counts what each removes):
/// - `.sister`: the word shares the key sense's immediate hypernym (*autumn*, *summer*, *winter* are all
///   seasons): a sister term is the likeliest second answer. Cousins, farther up, stay.
/// - `.sharesANeighbour`: one of its senses is one step from the key sense, or one step from one of the
///   key sense's neighbours other than its hypernyms: a part of the same whole (*helping* and *sandwich*
///   are both parts of a *meal*), a word derived from the same one, the key's own part or whole.
/// - `.sameScale`, for an adjective: one of its senses is in the key sense's WordNet cluster or in the
///   cluster of its head's antonym (*large* is the opposite of *tiny*'s head, *small*): "the ___ figures"
///   takes any of them. WordNet's adjectives have no hypernyms,
///   so the sister rule never sees them.
/// - `.definedByKey`: its first sense's gloss names the key ("the child of your aunt or uncle"): it is
///   the key's relation and as likely in the sentence.
/// - `.fitsAsWell`: one of its senses' own words (gloss, examples, synonyms) share as many of the
///   sentence's content stems as the key sense's do, and at least one: Lesk's overlap says the sentence
///   speaks for it as much as for the key.
struct BlankFit: Sendable {
    enum Rejection: Sendable, Hashable, CaseIterable {
        case sister, sharesANeighbour, sameScale, definedByKey, fitsAsWell
    }

    let lexicon: Lexicon
    /// The lemmas of the other hyponyms of the key sense's hypernym.
    let sisters: Set<String>
    /// The key's lemma and its content stem.
    let key: String
    let keyStem: String
    /// The synsets one step from the key sense (hypernyms included): a word with a sense among them is
    /// its part, whole, hyponym or derivation.
    let related: Set<Int>
    /// The key sense's neighbours other than its hypernym chain: a word with a sense one step from one of
    /// them shares a whole, a part or a derivation with the key (a sister through the hypernym is `.sister`).
    let lateral: Set<Int>
    let relations: SenseRelations
    /// For an adjective key: its sense's cluster (the sense and its "similar to" synsets) and the synsets
    /// of its heads' antonyms; empty for other classes.
    let scale: Set<Int>
    /// The content stems of the sentence, without the key's.
    let sentence: Set<String>
    /// How many of them the key sense's own words share.
    let keyOverlap: Int

    init(word: ReadingWord, sense: WordSense, lexicon: Lexicon, neighbours: SenseNeighbours) {
        self.lexicon = lexicon
        key = word.lemma
        keyStem = ContentStem.of(word.lemma)
        let relations = neighbours.relations
        self.relations = relations
        let near = relations.related(to: sense.synset)
        related = Set(near)
        lateral = Set(near).subtracting(neighbours.ancestors(of: sense.synset))
        scale = sense.partOfSpeech == .adjective ? Self.scale(of: sense.synset, lexicon: lexicon) : []
        var sisters: Set<String> = []
        if let parent = neighbours.ancestors(of: sense.synset).first {
            for child in relations.related(to: parent) where relations.related(to: child).first == parent {
                sisters.formUnion(lexicon.synset(at: child).members)
            }
        }
        self.sisters = sisters.subtracting([word.lemma])
        sentence = SenseChoice.stems(of: word.sentence).subtracting([keyStem, ContentStem.of(word.form.lowercased())])
        keyOverlap = Self.ownStems(of: sense.synset, lexicon: lexicon).intersection(sentence).count
    }

    /// The rule that rejects `entry` as a wrong choice, or nil when it is clearly wrong in the sentence.
    func rejection(of entry: LexiconEntry) -> Rejection? {
        if sisters.contains(entry.lemma) { return .sister }
        guard let first = entry.senses.first?.synset else { return nil }
        let all = entry.senses.map(\.synset)
        if all.contains(where: { related.contains($0) || !lateral.isDisjoint(with: relations.related(to: $0)) }) {
            return .sharesANeighbour
        }
        if !scale.isEmpty, all.contains(where: { !scale.isDisjoint(with: Self.cluster(of: $0, lexicon: lexicon)) }) {
            return .sameScale
        }
        let read = [first] + entry.senses.dropFirst().filter { $0.level != nil }.map(\.synset)
        let gloss = SenseChoice.stems(of: lexicon.gloss(ofSynset: first))
        if gloss.contains(keyStem) { return .definedByKey }
        let ownStem = ContentStem.of(entry.lemma)
        let overlap =
            read.map {
                Self.ownStems(of: $0, lexicon: lexicon).subtracting([ownStem]).intersection(sentence).count
            }.max() ?? 0
        return overlap > 0 && overlap >= keyOverlap ? .fitsAsWell : nil
    }

    /// An adjective synset and the synsets WordNet marks "similar to" it: a satellite's head, a head's
    /// satellites.
    static func cluster(of synset: Int, lexicon: Lexicon) -> Set<Int> {
        Set([synset] + lexicon.synset(at: synset).similar)
    }

    /// The cluster of adjective `synset`, and every adjective sense of the antonyms its members have in
    /// the cluster's synsets (the head *small*'s *large*, for *tiny*).
    static func scale(of synset: Int, lexicon: Lexicon) -> Set<Int> {
        let cluster = cluster(of: synset, lexicon: lexicon)
        var scale = cluster
        for member in cluster {
            for lemma in lexicon.synset(at: member).members {
                for entry in lexicon.entries(for: lemma) where entry.partOfSpeech == .adjective {
                    for antonym in entry.senses.filter({ $0.synset == member }).flatMap(\.antonyms) {
                        for opposite in lexicon.entries(for: antonym) where opposite.partOfSpeech == .adjective {
                            scale.formUnion(opposite.senses.map(\.synset))
                        }
                    }
                }
            }
        }
        return scale
    }

    /// The content stems of a synset's own words: gloss, examples and members.
    static func ownStems(of synset: Int, lexicon: Lexicon) -> Set<String> {
        let record = lexicon.synset(at: synset)
        return SenseChoice.stems(of: ([record.gloss] + record.examples + record.members).joined(separator: " "))
    }
}
