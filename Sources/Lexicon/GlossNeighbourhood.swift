import Support

/// The words one step out from a word's glosses: what a plain-words paraphrase of a sense is likely
/// to use when it does not use the dictionary's own words.
///
/// A teacher defines *kitchen* as "the room where you cook food"; WordNet says "a room equipped for
/// preparing meals". Neither *cook* nor *food* is in the gloss, but *cook* is a synonym of the gloss
/// word *prepare* and *food* is in the gloss of *meal*. So the neighbourhood holds, for the senses
/// given, the stems of: the synonyms of each gloss word (its two most frequent senses per part of
/// speech) and those senses' glosses; the other senses' glosses of the word's own synonyms.
///
/// `RelatedEvidence` can add what WordNet relates to each sense (hypernyms, derivations): measured in
/// `RelatedEvidenceTrials`, it changed nothing here, so `.standard` adds none (BENCHMARKS.md).
///
/// A match here is weaker evidence than a match in the gloss itself: it can make a key *unknown*
/// rather than unconfirmed, or tip a paraphrase that half-matches the gloss into confirmed, but it
/// never makes a distractor right on its own.
struct GlossNeighbourhood {
    let stems: Set<String>

    /// A neighbourhood built on first use: it costs hundreds of lookups, and most checks are settled
    /// by the glosses alone. One per checked question, never shared between threads.
    final class Lazy {
        private let make: () -> Set<String>
        private var built: Set<String>?

        init(
            synsets: [Int], lexicon: Lexicon, excluding excluded: Set<String>, related: RelatedEvidence,
            cache: Cache
        ) {
            make = {
                cache.stems(for: .init(synsets: synsets, excluded: excluded)) {
                    GlossNeighbourhood(synsets: synsets, lexicon: lexicon, excluding: excluded, related: related).stems
                }
            }
        }

        var stems: Set<String> {
            if let built { return built }
            let stems = make()
            built = stems
            return stems
        }
    }

    /// Neighbourhoods already built, by the synsets and forms they were built for: a corpus, an export
    /// or a quiz checks the same entries again and again (the word, then each distractor), and one
    /// build costs hundreds of lookups. One per `QuestionChecker` (its copies share it); emptied when
    /// it holds `limit` of them, so a long run's memory stays bounded.
    final class Cache: Sendable {
        struct Key: Hashable {
            let synsets: [Int]
            let excluded: Set<String>
        }

        static let limit = 4096
        private let built = Locked<[Key: Set<String>]>([:])

        init() {}

        func stems(for key: Key, make: () -> Set<String>) -> Set<String> {
            if let found = built.withLock({ $0[key] }) { return found }
            let stems = make()
            built.withLock { built in
                if built.count >= Self.limit { built.removeAll(keepingCapacity: true) }
                built[key] = stems
            }
            return stems
        }
    }

    /// Senses of a gloss word looked at: WordNet orders them by frequency, and the rare ones add noise.
    static let sensesPerWord = 2

    init(synsets: some Sequence<Int>, lexicon: Lexicon, excluding excluded: Set<String>, related: RelatedEvidence) {
        var stems = Set<String>()
        var seenWords = Set<String>()
        func add(_ text: String) { stems.formUnion(ContentWords(text).stems) }
        for synset in synsets {
            for text in related.nearbyTexts(of: synset, in: lexicon) where !excluded.contains(text) { add(text) }
            var words = ContentWords.words(in: lexicon.gloss(ofSynset: synset))
            words += lexicon.members(ofSynset: synset)
            for word in words where !excluded.contains(word) && seenWords.insert(word).inserted {
                for index in Self.entryIndices(of: word, in: lexicon) {
                    for sense in lexicon.senseSynsets(ofEntry: index).prefix(Self.sensesPerWord) {
                        add(lexicon.gloss(ofSynset: sense))
                        for member in lexicon.members(ofSynset: sense) where !excluded.contains(member) {
                            add(member)
                        }
                    }
                }
            }
        }
        self.stems = stems.subtracting(Self.tooGeneral)
    }

    /// Stems so general that finding them one step out says nothing about a sense: light verbs and
    /// fillers that half of all glosses reach ("become", "have", "make", "again").
    static let tooGeneral: Set<String> = Set(
        [
            "become", "get", "make", "have", "having", "take", "give", "go", "come", "put", "set", "keep", "let",
            "lot", "again", "feel", "kind", "type", "part", "act", "state", "quality", "cause", "show", "use",
            "time", "place", "good", "bad", "great", "small", "large", "new", "old", "well", "just", "even",
        ].map(ContentStem.of))

    /// The entries for a running-text word: itself, else the first lemma `Morphy` reads it as ("meals",
    /// "preparing", "studies", "ran").
    static func entryIndices(of word: String, in lexicon: Lexicon) -> [Int] {
        let direct = lexicon.entryIndices(for: word)
        if !direct.isEmpty { return direct }
        guard let lemma = lexicon.morphy.firstAnalysis(of: word)?.lemma else { return [] }
        return lexicon.entryIndices(for: lemma)
    }
}
