import Foundation
import Lexicon
import Quiz

/// Issue 22's automatic rows: what a teacher's read-through finds, counted over 2,400 exported
/// questions (400 per level A1-C2: 200 each from `--seed 22` and `--seed 23`) through the real binary.
///
/// `VOCABQUIZ_BENCH_BINARY` names another `vocabquiz` to measure (an older build, for the "before"
/// figures); senses are looked up in the lexicon beside that binary, word levels and the checker use
/// this build's lexicon, and sense ranks come from WordNet's own index files (/usr/share/wordnet).
/// `VOCABQUIZ_BENCH_FLAGGED=FILE` writes what the not-dominant, rare-sense and name-like rows flag, to be read.
struct TeacherQualityBenchmark: Benchmark {
    let name = "teacher"
    static let perLevel = 400
    static let seeds = ["22", "23"]
    static let notation = try! NSRegularExpression(
        pattern: "`|\\b(usually|often|sometimes) followed by\\b|\\((formerly|archaic|obsolete|slang|usually plural)\\)"
            + "|\\((physics|law|biology|mathematics|chemistry|medicine|music|genetics|astronomy|botany|anatomy|"
            + "geology|linguistics|psychiatry|psychology|philosophy|nautical|military|computer science|baseball)\\)"
            // Round 9's leftovers: "used as intensifiers", "(as of wild animals)", "; as of theories…",
            // "(often glazed)", "concrete or abstract", a gloss cut inside a bracket ("(usually expressed as").
            + "|\\bused (especially |informally )?as (an )?intensifiers?\\b|\\(as of |; as of "
            + "|\\((often|sometimes|usually) [a-z]+\\)|\\bconcrete (or|and) (abstract|metaphoric)\\b|\\([^()]*$")

    func run(quick: Bool) async throws -> [Measurement] {
        let binary: VocabQuizBinary
        if let path = ProcessInfo.processInfo.environment["VOCABQUIZ_BENCH_BINARY"] {
            binary = VocabQuizBinary(
                path: path,
                scratch: FileManager.default.temporaryDirectory.appendingPathComponent("vocabquiz-bench-\(getpid())"))
        } else {
            switch VocabQuizBinary.locate() {
            case let .success(found): binary = found
            case let .failure(why): return [skipped("teacher rows", why: why.description)]
            }
        }
        defer { binary.removeScratch() }
        // Two exports of half the count per level (seeds 22 and 23): A1 and A2 hold fewer than 400
        // askable words since only their dominant senses and A2-readable definitions are asked, and an
        // export never repeats a word.
        let count = Self.perLevel / (quick ? 4 : 1)
        var items: [QuizItem] = []
        for level in CEFRLevel.allCases {
            for seed in Self.seeds {
                items += try QuestionQualityBenchmark.export(
                    binary, ["--seed", seed, "--count", "\(count / 2)", "--level", level.rawValue])
            }
        }
        guard items.count == count / 2 * Self.seeds.count * CEFRLevel.allCases.count else {
            return [skipped("teacher rows", why: "export gave \(items.count) questions: \(binary.errorText())")]
        }
        let resources = URL(fileURLWithPath: binary.path).deletingLastPathComponent()
            .appendingPathComponent("vocabquiz_Lexicon.resources")
        let own = try Lexicon.bundled()
        let senses = try Lexicon(
            contentsOf: resources.appendingPathComponent("Resources").appendingPathComponent(Lexicon.resourceName))
        let ranks = try TaggedSenses(wordnet: "/usr/share/wordnet")
        let audit = TeacherAudit(measured: senses, reference: own, tagged: ranks)
        let classes = try ClassCounts(wordnet: "/usr/share/wordnet")
        let note =
            "\(items.count) questions: vocabquiz export --format jsonl --seed 22 and 23 --count \(count / 2) --level A1…C2"
        let percent = { (part: Int, whole: Int) in whole == 0 ? Double.nan : Double(part) * 100 / Double(whole) }
        let meaning = items.filter { $0.kind == .wordToDefinition }
        let definitions = items.filter { $0.kind == .wordToDefinition || $0.kind == .definitionToWord }.count
        let wordKeys = items.filter { [.synonym, .antonym, .definitionToWord, .fillInTheBlank].contains($0.kind) }
        let distractors = wordKeys.flatMap { item in
            item.question.choices.filter { $0 != item.question.answer }.map { (item, $0) }
        }
        let verdicts = items.map { QuestionChecker(lexicon: own).verdict(on: $0.question) }
        let rejected = { (reason: QuestionRejection.Reason) in
            verdicts.filter { if case let .rejected(r) = $0 { r.reason == reason } else { false } }.count
        }
        if let path = ProcessInfo.processInfo.environment["VOCABQUIZ_BENCH_DUMP"] {
            try Self.dumpUnconfirmed(items, verdicts, to: path)
        }
        let senseTags = try SenseTags(wordnet: "/usr/share/wordnet")
        let low = items.filter { ($0.level ?? .c2) <= .b1 }
        if let path = ProcessInfo.processInfo.environment["VOCABQUIZ_BENCH_FLAGGED"] {
            let notDominant = low.filter { audit.testsNonDominantSense($0, tags: senseTags, counts: classes) }
            let names = wordKeys.flatMap { item in
                item.question.choices.filter { audit.isNameLike($0, in: item, counts: classes) }.map { (item, $0) }
            }
            try Self.dumpFlagged(
                notDominant: notDominant, rare: items.filter(audit.testsRareSense), audit: audit, names: names, to: path
            )
        }
        let notes = items.map(audit.feedbackInRareSenses)
        let keyed = items.filter { $0.kind == .synonym || $0.kind == .antonym }
        var rows: [Measurement] = [
            row(
                "A1-B1: tested sense not dominant",
                percent(
                    low.filter { audit.testsNonDominantSense($0, tags: senseTags, counts: classes) }.count, low.count),
                "\(low.count) questions at A1-B1; past the 2nd sense, under 5 SemCor tags, or the 2nd under 30% of the class's;"
                    + " a sense with a learner definition written for the word is its everyday one",
                .atMost(1)),
            row(
                "wrong-pick feedback in another sense than the word's everyday one",
                percent(notes.map(\.rare).reduce(0, +), notes.map(\.notes).reduce(0, +)),
                "\(notes.map(\.notes).reduce(0, +)) notes “word” means “…”; the everyday sense by Lexicon.everydaySense, the generator's rule",
                .atMost(0)),
            row(
                "synonym or antonym key above the question's level",
                percent(keyed.filter(audit.keyAboveLevel).count, keyed.count),
                "\(keyed.count) synonym and antonym questions; levels from this build's lexicon", .atMost(0)),
            row(
                "rare sense tested (4th+ sense, or untagged when others are)",
                percent(items.filter(audit.testsRareSense).count, items.count), note, .atMost(1)),
            row(
                "tested in a marginal part of speech",
                percent(
                    items.filter { TeacherAudit.testsMarginalClass($0, audit: audit, counts: classes) }.count,
                    items.count),
                note + "; under 5% of SemCor's tags across the lemma's classes (10% below 5 tags)", .atMost(1)),
            row(
                "name-like or abbreviation word choices",
                percent(
                    wordKeys.flatMap { item in
                        item.question.choices.filter { audit.isNameLike($0, in: item, counts: classes) }
                    }
                    .count,
                    wordKeys.count * Question.choiceCount),
                "\(wordKeys.count * Question.choiceCount) word choices; SemCor ≤ 1 tag and a capitalised spelling or ≤ 3 letters,"
                    + " no learner definition written for the word",
                .atMost(0.5)),
            row(
                "raw dictionary leftovers in question, explanation or feedback",
                percent(items.filter(TeacherAudit.hasDictionaryLeftovers).count, items.count),
                note + "; a text cut off at , : ;, or or, e.g., (or …), combining form, etc..", .atMost(0)),
            row(
                "circular feedback on a wrong pick",
                percent(items.filter { TeacherAudit.hasCircularFeedback($0, lexicon: own) }.count, items.count),
                note + "; the chosen word's gloss repeats it or one of its forms", .atMost(1)),
            row(
                "single-word keys 2+ levels above the question",
                percent(wordKeys.filter { audit.isTwoAbove($0.question.answer, $0) }.count, wordKeys.count),
                "\(wordKeys.count) questions with word choices; levels from this build's lexicon", .atMost(2)),
            row(
                "word distractors 2+ levels above the question",
                percent(distractors.filter { audit.isTwoAbove($0.1, $0.0) }.count, distractors.count),
                "\(distractors.count) distractors", nil),
            row(
                "questions with dictionary notation", percent(items.filter(Self.hasNotation).count, items.count),
                note + "; backquotes, (usually followed by …), (formerly), (physics)…", .atMost(0)),
            row(
                "examples shown without their word",
                percent(items.filter(audit.showsExampleWithoutWord).count, items.count), note, .atMost(0)),
            row(
                "word and its definition share a visible part",
                percent(items.filter(TeacherAudit.sharesVisiblePart).count, definitions),
                "\(definitions) word → meaning and meaning → word questions; *basketball* for “… a ball …”",
                .atMost(0.5)),
            kindRow("noun key the only choice of its WordNet class", items, audit, .strict),
            kindRow("noun key the only concrete kind, or the only abstract noun", items, audit, .concreteOrAbstract),
            row(
                "key strictly longest in word → meaning questions",
                percent(meaning.filter(Self.keyIsStrictlyLongest).count, meaning.count),
                "\(meaning.count) word → meaning questions", .atMost(30)),
            row(
                "key confirmed by the lexicon checker", percent(verdicts.filter { $0 == .passed }.count, items.count),
                note + "; QuestionChecker with this build's lexicon", .atLeast(99)),
            row("second correct answer", percent(rejected(.secondCorrectAnswer), items.count), note, .atMost(0.5)),
            row(
                "giveaways", percent(items.filter { QuestionAudit.giveaway(in: $0) != nil }.count, items.count),
                note + "; QuestionAudit", .atMost(1)),
        ]
        for (guesser, rate) in QuestionAudit.guessingRates(items, seed: 3) {
            rows.append(row("choices-only guesser: \(guesser.rawValue)", rate * 100, note, .atMost(30)))
        }
        let positions = (0..<4).map { index in items.filter { $0.question.answerIndex == index }.count }
        rows.append(
            row(
                "key position A/B/C/D, largest share", percent(positions.max() ?? 0, items.count),
                "counts \(positions.map(String.init).joined(separator: "/")); 25% is even", nil))
        return rows
    }

    /// Writes each question the checker did not confirm, with its verdict, one block per question, so the
    /// row's misses can be read item by item (`VOCABQUIZ_BENCH_DUMP=FILE`).
    static func dumpUnconfirmed(_ items: [QuizItem], _ verdicts: [QuestionVerdict], to path: String) throws {
        var text = ""
        for (item, verdict) in zip(items, verdicts) where verdict != .passed {
            let question = item.question
            text += "\(item.level?.rawValue ?? "-") \(item.kind.rawValue) \(question.word): \(question.text)\n"
            for choice in question.choices { text += "  \(choice == question.answer ? "*" : "-") \(choice)\n" }
            text += "  => \(verdict)\n\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Writes what the two proxy rows flag, one line each, so that their hits can be read (issue 22,
    /// session 10): `not-dominant LEVEL WORD (POS): GLOSS` and `name-like LEVEL KIND WORD: CHOICE`.
    static func dumpFlagged(
        notDominant: [QuizItem], rare: [QuizItem], audit: TeacherAudit, names: [(QuizItem, String)], to path: String
    ) throws {
        var text = ""
        for (label, flagged) in [("not-dominant", notDominant), ("rare-sense", rare)] {
            for item in flagged {
                let (partOfSpeech, gloss) = audit.testedSense(item) ?? ("?", "?")
                text += "\(label)\t\(item.level?.rawValue ?? "-")\t\(item.question.word) (\(partOfSpeech)): \(gloss)\n"
            }
        }
        for (item, choice) in names {
            let key = choice == item.question.answer ? " (key)" : ""
            text +=
                "name-like\t\(item.level?.rawValue ?? "-")\t\(item.kind.rawValue)\t\(item.question.word): \(choice)\(key)\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The share of noun questions with one-word wrong answers whose key stands alone by its kind
    /// (`TeacherAudit.keyStandsAlone`); no target: read-throughs judge it.
    private func kindRow(
        _ metric: String, _ items: [QuizItem], _ audit: TeacherAudit, _ grouping: TeacherAudit.KindGrouping
    ) -> Measurement {
        let verdicts = items.compactMap { audit.keyStandsAlone($0, by: grouping) }
        let alone = verdicts.filter { $0 }.count
        return row(
            metric, verdicts.isEmpty ? .nan : Double(alone) * 100 / Double(verdicts.count),
            "\(verdicts.count) noun questions whose wrong answers' everyday senses are found", nil)
    }

    private func row(_ metric: String, _ value: Double, _ note: String, _ target: Target?) -> Measurement {
        Measurement(benchmark: name, metric: metric, value: value, unit: "%", note: note, target: target)
    }

    static func hasNotation(_ item: QuizItem) -> Bool {
        let question = item.question
        return ([question.text, question.explanation] + question.choices).contains { text in
            notation.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }

    static func keyIsStrictlyLongest(_ item: QuizItem) -> Bool {
        let key = item.question.answer.count
        return item.question.choices.allSatisfy { $0 == item.question.answer || $0.count < key }
    }
}
