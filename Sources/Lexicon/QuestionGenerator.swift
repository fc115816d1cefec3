import Quiz

/// Builds correct-by-construction questions from the lexicon, with every random choice drawn from the
/// caller's `SeededGenerator` so that a seed reproduces a whole session.
///
/// It keeps no state: `OfflineQuestionSource` remembers what was asked; benchmarks and tests call
/// `makeQuestion(for:asked:using:)` directly, without locks or `async`.
public struct QuestionGenerator: Sendable {
    /// The name questions from the lexicon carry in `QuizItem.source`.
    public static let sourceName = "offline"
    /// The kinds the lexicon can write (each has a builder in `Kinds/`), in `QuestionKind`'s order.
    public static let kinds: [QuestionKind] = QuestionKind.allCases.filter { $0.builder != nil }
    /// The level asked when a request names none: a learner's sensible start (see `DefaultLevel`).
    public static let defaultLevel = CEFRLevel.b1
    /// Random probes for an unasked target before falling back to a scan of the whole pool.
    static let probes = 64

    public let lexicon: Lexicon

    public init(lexicon: Lexicon) {
        self.lexicon = lexicon
    }

    /// The next question for `request`, about a word that is in neither `asked` nor `request.excludedWords`.
    ///
    /// A `words` list with a single word asks exactly that word, even if it was asked before (review
    /// uses this). With several words, targets come from the list; otherwise from `level`'s band
    /// (B1 when no level is given). Words the lexicon's audience may not see are never asked.
    ///
    /// - Throws: `.unknownWords` when no listed word is known; `.noWordsLeft` when every candidate is
    ///   excluded or asked; `.noQuestion` when the single requested word supports no correct question.
    ///
    /// - Parameters:
    ///   - recent: Words shown lately (targets and distractors): none is asked or offered as a
    ///     choice, so a learner never meets a distractor as the key a few questions later.
    ///   - unaskable: Pool entries that supported no question earlier in this round (the caller keeps
    ///     it per request and clears it with `asked`). Failures are added to it; the scan phase skips
    ///     them, so a round's last questions and its end do not rebuild a question for most of the
    ///     pool each time. The random probes do not skip them, so short sessions draw as before.
    public func makeQuestion(
        for request: QuestionRequest, asked: Set<String> = [], recent: Set<String> = [],
        unaskable: inout Set<Int>, using random: inout SeededGenerator
    ) throws(LexiconError) -> QuizItem {
        try generate(for: request, asked: asked, recent: recent, unaskable: &unaskable, using: &random).item
    }

    /// `makeQuestion(for:asked:recent:unaskable:using:)`, with the words the question showed: what
    /// `OfflineQuestionSource` remembers as recent. A word related to a recent one by its form
    /// (`RecentWords.hasRelative`) is not asked either: *sovereignty* after *sovereign* was given away
    /// (read-through round 52).
    func generate(
        for request: QuestionRequest, asked: Set<String>, recent: Set<String>,
        unaskable: inout Set<Int>, using random: inout SeededGenerator
    ) throws(LexiconError) -> Generated {
        let (pool, explicit) = try pool(for: request)
        let listed = request.words?.isEmpty == false
        guard pool.count > 0 else { throw .noWordsLeft(level: request.level) }
        // Both sets hold normalised words already; used as they are, so a question costs the same
        // whether one word or ten thousand were asked before it.
        let excluded = explicit ? [] : request.excludedWords
        let asked = explicit ? [] : asked
        let start = Int.random(in: 0..<pool.count, using: &random)
        for probe in 0..<(Self.probes + pool.count) {
            let position =
                probe < Self.probes
                ? Int.random(in: 0..<pool.count, using: &random) : (start + probe - Self.probes) % pool.count
            let index = pool[position]
            if probe >= Self.probes, unaskable.contains(index) { continue }
            if !listed, lexicon.isBritishSpelling(ofEntry: index) { continue }
            if !excluded.isEmpty || !asked.isEmpty || (!recent.isEmpty && !explicit) {
                let lemma = lexicon.lemma(ofEntry: index)
                guard !excluded.contains(lemma), !asked.contains(lemma),
                    explicit || (!recent.contains(lemma) && !RecentWords.hasRelative(of: lemma, in: recent))
                else { continue }
            }
            let entry = lexicon.entry(at: index)
            let level = listed ? entry.listedLevel(for: request.level) : request.level
            switch attempt(entry, level: level, avoiding: recent, requiringExample: !listed, using: &random) {
            case .success(let item): return item
            // Only an entry that failed for itself is remembered: one held back by the words shown
            // lately may be asked later, or a short word list would end its round before asking it.
            case .failure(.entry): unaskable.insert(index)
            case .failure(.recentWords): break
            }
        }
        if explicit, let word = request.words?.first {
            throw .noQuestion(word: Question.normalized(word))
        }
        throw .noWordsLeft(level: request.words?.isEmpty ?? true ? request.level : nil)
    }

    /// The next question for `request`, with no memory of earlier failures (tests, benchmarks, one-offs).
    public func makeQuestion(
        for request: QuestionRequest, asked: Set<String> = [], recent: Set<String> = [],
        using random: inout SeededGenerator
    ) throws(LexiconError) -> QuizItem {
        var unaskable = Set<Int>()
        return try makeQuestion(for: request, asked: asked, recent: recent, unaskable: &unaskable, using: &random)
    }

    /// How many different words at `level` a question can really be built for: what a run without
    /// repeats can ask there. Fewer than the words the level has, since some support no correct
    /// question of any kind.
    ///
    /// It builds (and drops) one question per word, so it costs about what asking the whole level
    /// does; exports no longer count first (they stop when the words run out), and tests use it as the
    /// expected size of a round. The seed is fixed so the count is the same every time.
    public func askableWordCount(at level: CEFRLevel) -> Int {
        let pool = lexicon.entryPool(at: [level])
        var random = SeededGenerator(seed: 0)
        var askable = Set<String>()
        for position in 0..<pool.count {
            let lemma = lexicon.lemma(ofEntry: pool[position])
            guard !askable.contains(lemma), !lexicon.isBritishSpelling(ofEntry: pool[position]) else { continue }
            let entry = lexicon.entry(at: pool[position])
            if case .success = attempt(entry, level: level, requiringExample: true, using: &random) {
                askable.insert(lemma)
            }
        }
        return askable.count
    }

    /// A question about `entry` of a randomly chosen kind, or nil when no kind can be asked correctly.
    /// Its level is the one it was built for (`QuestionTarget.level`): its sense is at most that level
    /// and its words at most one above, so a teacher reads it against the level it shows.
    ///
    /// - Parameters:
    ///   - level: The learner's level: only senses at or below it (or the entry's own level, when
    ///     higher) are tested, and no word shown is more than one level above it.
    ///   - avoided: Words no choice may be (recently shown ones).
    public func makeQuestion(
        about entry: LexiconEntry, kinds: [QuestionKind] = kinds, level: CEFRLevel? = nil,
        avoiding avoided: Set<String> = [], using random: inout SeededGenerator
    ) -> QuizItem? {
        try? attempt(entry, kinds: kinds, level: level, avoiding: avoided, using: &random).get().item
    }

    /// A question and every word it showed a learner: its target, its one-word choices, the wrong
    /// answers whose meanings it showed (`Built.wrongLemmas`), and the other words of the meaning it
    /// asked, all normalised.
    struct Generated {
        let item: QuizItem
        let shownWords: [String]
    }

    /// Why no question could be built about an entry.
    enum Failure: Error {
        /// A word shown lately turned down a choice the question needed: it may work later.
        case recentWords
        /// No kind works for the entry at this level, whatever was shown before.
        case entry
    }

    /// `makeQuestion(about:…)`, saying why it failed, so a caller need not build the question a second
    /// time (without the recent words) to find out.
    func attempt(
        _ entry: LexiconEntry, kinds: [QuestionKind] = kinds, level: CEFRLevel? = nil,
        avoiding avoided: Set<String> = [], requiringExample: Bool = false, using random: inout SeededGenerator
    ) -> Result<Generated, Failure> {
        let target = QuestionTarget(
            entry: entry, lexicon: lexicon, level: level, avoiding: avoided, requiringExample: requiringExample)
        // An entry with no example to show is asked only by a blank (`build` checks the sense each kind
        // picks), without first searching wrong answers for every other kind.
        let kinds =
            target.requiresExample
                && !target.askedSenses.contains(where: { shownExample(target, sense: $0.synset) != nil })
            ? kinds.filter { $0 == .fillInTheBlank } : kinds
        for kind in kinds.shuffled(using: &random) {
            guard let built = build(kind, for: target, using: &random) else { continue }
            let item = QuizItem(
                question: built.question.shufflingChoices(using: &random), level: target.level, kind: kind,
                source: Self.sourceName)
            // The asked meaning's other words count as shown: *link* after *connect* would ask one
            // meaning twice in a set, and a class told both are right (round 80).
            let shown =
                ([built.question.word] + built.question.choices + built.wrongLemmas
                + lexicon.members(ofSynset: built.sense)).map(Question.normalized)
            return .success(
                Generated(item: Self.attach(built.feedback, to: item), shownWords: shown.filter(Self.isOneWord)))
        }
        return .failure(target.avoidedRefusals.withLock { $0 } > 0 ? .recentWords : .entry)
    }

    private func pool(for request: QuestionRequest) throws(LexiconError) -> (EntryPool, explicit: Bool) {
        if let words = request.words, !words.isEmpty {
            var seen = Set<String>()
            let unique = words.map(Question.normalized).filter { !$0.isEmpty && seen.insert($0).inserted }
            let indices = unique.flatMap { lexicon.entryIndices(for: $0).filter(lexicon.allows(entry:)) }.map(
                Int32.init)
            guard !indices.isEmpty else { throw .unknownWords(unique) }
            return (EntryPool([indices]), unique.count == 1)
        }
        return (lexicon.entryPool(at: [request.level ?? Self.defaultLevel]), false)
    }

    /// Whether `word` is one word, not a definition: only words are remembered as shown. Bytes, not
    /// Foundation's `contains`: a Unicode-aware search per choice of every question.
    static func isOneWord(_ word: String) -> Bool {
        !word.isEmpty && !word.utf8.contains(UInt8(ascii: " "))
    }
}
