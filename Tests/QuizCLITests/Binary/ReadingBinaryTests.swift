import Foundation
import Testing

/// `vocabquiz words --from-text` and `export --from-text`: a reading text's words, in its senses and
/// sentences, through the real binary.
@Suite("vocabquiz words and --from-text (binary)")
struct ReadingBinaryTests {
    static var chapter: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/chapter3.txt")
            .path
    }

    @Test func wordsPrintsOneTabbedLineAWordAfterItsCounts() async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(["words", "--from-text", Self.chapter, "--level", "B1", "--max", "12"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("# ") == true && lines.first?.contains(" tokens, ") == true, "\(result.output)")
        let words = lines.filter { !$0.hasPrefix("#") }
        #expect(words.count == 12)
        // The second line gives each listed word's confidence, in list order: a sure `lemma#N` at 50% or more.
        let confidence = try #require(lines.dropFirst().first)
        #expect(confidence.hasPrefix("# confidence in the text's sense "), "\(confidence)")
        let figures = confidence.split(separator: ":", maxSplits: 1).last?.split(separator: ",") ?? []
        #expect(figures.count == 12, "\(confidence)")
        for (line, figure) in zip(words, figures) {
            let parts = figure.split(separator: " ")
            let percent = Int(parts.last?.dropLast() ?? "") ?? -1
            #expect(line.hasPrefix(String(parts.first ?? "")), "\(line) \(figure)")
            #expect(line.split(separator: "\t")[0].contains("#") == (percent >= 50), "\(line) \(figure)")
        }
        for line in lines.dropFirst(2).filter({ $0.hasPrefix("#") }) {
            #expect(
                line.hasPrefix("# skipped ")
                    && ["does not fit", "above B", "is a rare one"].contains(where: line.contains),
                "\(line)")
        }
        for line in words {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            #expect(fields.count == 4, "\(line)")
            #expect(fields[0].range(of: #"^[a-z]+(#[0-9]+)?$"#, options: .regularExpression) != nil, "\(line)")
            #expect(["B1", "B2", "C1", "C2"].contains(String(fields[1])), "\(line)")
            #expect(fields[3].hasSuffix(".") || fields[3].hasSuffix("\"") || fields[3].hasSuffix("?"), "\(line)")
        }
        let piped = try await folder.runner.run(
            ["words", "--from-text", "-", "--level", "B1", "--max", "12"],
            input: try String(contentsOfFile: Self.chapter, encoding: .utf8))
        #expect(piped.output == result.output)
    }

    @Test func theListGoesBackInWithWords() async throws {
        let folder = try TemporaryDirectory()
        // Every listed word is read back as a word of the lexicon; the offline generator asks those it
        // can at the default level (below B2 only a word's dominant senses, so "flood" or "sheep" may
        // have none), and names the rest.
        let list = try await folder.runner.run(["words", "--from-text", Self.chapter, "--max", "4"])
        try list.output.write(toFile: folder.path("list.txt"), atomically: true, encoding: .utf8)
        let result = try await folder.runner.run(
            ["export", "--words", folder.path("list.txt"), "--format", "jsonl", "--seed", "3", "--partial"])
        #expect(!result.errors.contains("not in the offline lexicon"), "\(result.errors)")
        let asked = result.output.split(separator: "\n").compactMap { jsonObject(String($0))?["word"] as? String }
        let listed = list.output.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            String($0.prefix { $0 != "\t" && $0 != "#" })
        }
        #expect(listed.count == 4)
        #expect(!asked.isEmpty && asked.allSatisfy(listed.contains), "\(asked) of \(listed)")
        for word in listed where !asked.contains(word) {
            #expect(result.errors.contains("no correct question can be built for '\(word)'"), "\(result.errors)")
        }
    }

    @Test func aTeachersSenseInWordsOverridesTheReadersChoiceAndKeepsTheSentence() async throws {
        let folder = try TemporaryDirectory()
        let text = "He tied the fishing line to the reel and waited on the bank for a bite.\n"
        try text.write(toFile: folder.path("fish.txt"), atomically: true, encoding: .utf8)
        let listed = try await folder.runner.run(["words", "--from-text", folder.path("fish.txt"), "--level", "A1"])
        #expect(listed.output.contains("# skipped reel: "), "\(listed.output)")
        // The text's one sentence is reel#3's blank; no other word of it has a definition readable at A1
        // (a bare lemma keeps the reader's sense: `theListGoesBackInWithWords`).
        try "reel#3\n".write(toFile: folder.path("list.txt"), atomically: true, encoding: .utf8)
        let result = try await folder.runner.run(
            [
                "export", "--from-text", folder.path("fish.txt"), "--level", "A1", "--words", folder.path("list.txt"),
                "--format", "jsonl", "--seed", "1",
            ])
        #expect(result.status == 0, "\(result.errors)")
        let objects = result.output.split(separator: "\n").compactMap { jsonObject(String($0)) }
        #expect(objects.map { $0["word"] as? String } == ["reel"])
        #expect(objects.first?["sense"] as? String == "reel#3")
        #expect(objects.first?["sentence"] as? String == text.trimmingCharacters(in: .newlines))
        for (words, message) in [
            ("reel", "'reel' is skipped: the text's sense of it is unsure; name the sense to ask as reel#N"),
            ("banana", "'banana' is not among the text's words"), ("reel#99", "'reel' has 9 senses"),
        ] {
            let refused = try await folder.runner.run(
                [
                    "export", "--from-text", folder.path("fish.txt"), "--level", "A1", "--words", words, "--format",
                    "csv",
                ])
            #expect(refused.status == 1 && refused.output.isEmpty, "\(words)")
            #expect(refused.errors.hasPrefix("error: ") && refused.errors.contains(message), "\(refused.errors)")
        }
    }

    @Test func aNamedWordWithNoQuestionSaysWhyNotThatTheTextLacksIt() async throws {
        let folder = try TemporaryDirectory()
        // "archive" twice in its one sentence makes no blank, and archive#1's definition ("a depository
        // containing historical records and documents") is above its level.
        try "The archive opened, and then the archive closed.\n".write(
            toFile: folder.path("archive.txt"), atomically: true, encoding: .utf8)
        let refused = try await folder.runner.run([
            "export", "--from-text", folder.path("archive.txt"), "--level", "A1", "--words", "archive#1", "--format",
            "csv",
        ])
        #expect(refused.status == 1 && refused.output.isEmpty, "\(refused.errors)")
        // The question is read at the sense's level, B2, whatever --level says.
        let reason = "no question can be built for 'archive' from this text: the definition of the sense archive#1"
        #expect(refused.errors.contains(reason) && refused.errors.contains("has words above B2"), "\(refused.errors)")
        #expect(!refused.errors.contains("not among"), "\(refused.errors)")
    }

    @Test func sensesFromATextMarksTheSenseTheTextUses() async throws {
        let folder = try TemporaryDirectory()
        let text = "He tied the fishing line to the reel and waited on the bank for a bite.\n"
        try text.write(toFile: folder.path("fish.txt"), atomically: true, encoding: .utf8)
        let result = try await folder.runner.run(["senses", "--from-text", folder.path("fish.txt"), "--level", "A1"])
        #expect(result.status == 0, "\(result.errors)")
        let words = try await folder.runner.run(["words", "--from-text", folder.path("fish.txt"), "--level", "A1"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == words.output.split(separator: "\n").first.map(String.init))
        for line in words.output.split(separator: "\n").dropFirst() where !line.hasPrefix("#") {
            let item = String(line.prefix { $0 != "\t" })
            let parts = item.split(separator: "#")
            let heading = try #require(lines.first { $0.hasPrefix("\(parts[0]): ") }, "\(item)")
            if parts.count == 2 {
                #expect(heading.contains("the text uses sense \(parts[1]) "), "\(heading)")
                #expect(lines.contains { $0.hasPrefix("  text ") && $0.contains(" \(parts[1]). ") }, "\(item)")
            } else {
                #expect(heading.contains("unsure: a definition question asks the common sense"), "\(heading)")
            }
        }
        #expect(lines.contains { $0.hasPrefix("reel: unsure, and the common sense does not fit: skipped") })
        let bad = try await folder.runner.run(["senses", "--from-text", folder.path("missing.txt")])
        #expect(bad.status == 1 && bad.errors.hasPrefix("error: cannot read the text"), "\(bad.errors)")
    }

    @Test func anExportFromATextQuotesItsSentencesAndNamesItsSenses() async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            ["export", "--from-text", Self.chapter, "--count", "8", "--format", "jsonl", "--seed", "7"])
        #expect(result.status == 0, "\(result.errors)")
        let text = try String(contentsOfFile: Self.chapter, encoding: .utf8)
        let objects = result.output.split(separator: "\n").compactMap { jsonObject(String($0)) }
        #expect(objects.count == 8)
        for object in objects {
            let sentence = try #require(object["sentence"] as? String)
            #expect(text.replacingOccurrences(of: "\n", with: " ").contains(sentence), "\(sentence)")
            let sense = try #require(object["sense"] as? String)
            let word = try #require(object["word"] as? String)
            #expect(sense == word || sense.hasPrefix(word + "#"))
            let stem = try #require(object["text"] as? String)
            if object["type"] as? String == "fill-in-the-blank" {
                #expect(sense.contains("#"), "a blank is only asked in a sure sense")
                #expect(stem.contains("_____"))
                #expect(sentence.contains(stem.components(separatedBy: "_____")[0]))
            }
            if !sense.contains("#") { #expect(!stem.contains(sentence), "an unsure sense is never asked in the text") }
        }
        #expect(objects.contains { $0["type"] as? String == "fill-in-the-blank" })
        let markdown = try await folder.runner.run(
            ["export", "--from-text", Self.chapter, "--count", "2", "--format", "markdown", "--seed", "7"])
        #expect(markdown.output.contains("chapter3"), "the title defaults to the file name")
    }

    /// The round-2 read-through's sets (`--seed-base 500`) offered these non-words as wrong choices.
    @Test func noWrongChoiceIsANonWordTheReaderFound() async throws {
        let folder = try TemporaryDirectory()
        let repository = URL(fileURLWithPath: Self.chapter).deletingLastPathComponent().deletingLastPathComponent()
        let texts = [
            "Examples/chapter3.txt", "Tests/Fixtures/passages/river.txt", "Tests/Fixtures/passages/tennis.txt",
        ]
        var choices: [String] = []
        for (index, text) in texts.enumerated() {
            let result = try await folder.runner.run(
                [
                    "export", "--from-text", repository.appendingPathComponent(text).path, "--level", "B1", "--count",
                    "20", "--format", "jsonl", "--seed", "\(501 + index)",
                ])
            #expect(result.status == 0, "\(result.errors)")
            for line in result.output.split(separator: "\n") {
                choices += jsonObject(String(line))?["choices"] as? [String] ?? []
            }
        }
        // Round 5's part-of-speech rules skip a few more unsure words: 36 questions of 4 choices, not 38.
        #expect(choices.count >= 140)
        for nonWord in ["wingses", "nerveses", "visaed", "corruptedly"] {
            #expect(!choices.contains(nonWord), "\(nonWord)")
        }
    }

    /// Round 2 blanked three words of one river sentence and two of one tennis sentence, each stem
    /// showing another's answer; now a sentence gives at most one blank question.
    @Test func noTwoBlankQuestionsOfASetShareASentence() async throws {
        let folder = try TemporaryDirectory()
        let repository = URL(fileURLWithPath: Self.chapter).deletingLastPathComponent().deletingLastPathComponent()
        for (text, seed) in [("river", 502), ("tennis", 503)] {
            let result = try await folder.runner.run(
                [
                    "export", "--from-text",
                    repository.appendingPathComponent("Tests/Fixtures/passages/\(text).txt").path, "--level", "B1",
                    "--count", "20", "--format", "jsonl", "--seed", "\(seed)",
                ])
            #expect(result.status == 0, "\(result.errors)")
            let objects = result.output.split(separator: "\n").compactMap { jsonObject(String($0)) }
            let blanked = objects.filter { $0["type"] as? String == "fill-in-the-blank" }.compactMap {
                $0["sentence"] as? String
            }
            // Short texts: words whose definitions are above B1 to read, or whose sense is unsure, are not asked
            // (tennis gives 9 since round 5's part-of-speech rules).
            #expect(objects.count >= 9 && blanked.count >= 5, "\(text)")
            #expect(Set(blanked).count == blanked.count, "\(text): \(blanked)")
        }
    }

    @Test func aQuizAsksTheTextsWordsAndRecordsTheAnswers() async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            [
                "--from-text", Self.chapter, "--count", "3", "--seed", "2", "--level", "B1", "--data-dir",
                folder.path("data"),
            ],
            input: "a\nb\nc\n")
        #expect(result.status == 0, "\(result.errors)")
        let list = try await folder.runner.run(["words", "--from-text", Self.chapter, "--level", "B1", "--max", "3"])
        let words = list.output.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            String($0.prefix { $0 != "\t" && $0 != "#" })
        }
        let history = folder.lines(of: "data/history.jsonl").joined(separator: "\n")
        for word in words { #expect(history.contains("\"\(word)\""), "\(word) in \(history)") }
        let piped = try await folder.runner.run(["--from-text", "-", "--count", "1"], input: "The river rose.\n")
        #expect(piped.status == 2)
        #expect(piped.errors.contains("give --from-text a file"))
    }

    @Test func reviewFromATextAsksOnlyTheDueWordsTheTextUses() async throws {
        let folder = try TemporaryDirectory()
        try "He tied the fishing line to the reel and waited on the bank for a bite.\n"
            .write(toFile: folder.path("fish.txt"), atomically: true, encoding: .utf8)
        try "The cat sat on the mat and the dog slept by the door of the house.\n"
            .write(toFile: folder.path("other.txt"), atomically: true, encoding: .utf8)
        let data = ["--data-dir", folder.path("data")]
        let first = ["--from-text", folder.path("fish.txt"), "--level", "A1", "--count", "1", "--seed", "2"]
        // A wrong answer makes the word due now: a first run in a scratch folder shows whether "a" is right.
        let probe = try await folder.runner.run(first + ["--data-dir", folder.path("probe")], input: "a\n")
        let wrong = probe.output.contains("✅") ? "b" : "a"
        let quiz = try await folder.runner.run(first + data, input: wrong + "\n")
        #expect(quiz.status == 0, "\(quiz.errors)")
        let asked = Set(
            folder.lines(of: "data/history.jsonl").compactMap { jsonObject($0)?["word"] as? String })
        #expect(!asked.isEmpty)
        let review = try await folder.runner.run(
            ["review", "--from-text", folder.path("fish.txt"), "--seed", "1"] + data, input: "a\na\na\n")
        #expect(review.status == 0, "\(review.errors)")
        #expect(review.output.contains("Q1. "), "\(review.output)")
        let after = folder.lines(of: "data/history.jsonl").compactMap { jsonObject($0)?["word"] as? String }
        #expect(after.count > asked.count && Set(after).isSubset(of: asked), "\(after)")
        let elsewhere = try await folder.runner.run(["review", "--from-text", folder.path("other.txt")] + data)
        #expect(elsewhere.status == 0 && elsewhere.output.contains("Nothing due for review is in the text"))
    }

    /// A teacher asking for 20 questions of a short, easy text gets 20 about the text's words: the words at
    /// the level first, then its easier words, with a note saying how many are which.
    @Test func aShortTextsSetIsFilledWithItsEasierWordsAndSaysSo() async throws {
        let folder = try TemporaryDirectory()
        let path = Self.fixture("Tests/Fixtures/reading/first-job.txt")
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
        let words = try await folder.runner.run(["words", "--from-text", path, "--level", "B1", "--max", "40"])
        let listed = words.output.split(separator: "\n").filter { !$0.hasPrefix("#") }.count
        #expect(listed < 20, "the text is meant to have fewer than 20 words to ask at B1: \(words.output)")
        let result = try await folder.runner.run(
            ["export", "--from-text", path, "--count", "20", "--level", "B1", "--seed", "25", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.errors)")
        let objects = result.output.split(separator: "\n").compactMap { jsonObject(String($0)) }
        #expect(objects.count == 20, "\(result.errors)")
        let note = try #require(
            result.errors.split(separator: "\n").first { $0.hasPrefix("note: the text has ") }, "\(result.errors)")
        let atLevel = try #require(Int(note.dropFirst("note: the text has ".count).prefix { $0.isNumber }))
        #expect(note.hasSuffix("of the 20 questions are about its easier words (below B1)"), "\(note)")
        #expect(note.contains("so \(20 - atLevel) of the 20"), "\(note)")
        for object in objects {
            let sentence = try #require(object["sentence"] as? String)
            #expect(text.contains(sentence), "every question is about the text: \(sentence)")
        }
        #expect(atLevel <= listed, "\(note)")
    }

    @Test func aTextWithFewerAskableWordsThanCountGetsAShorterSetNotNothing() async throws {
        let folder = try TemporaryDirectory()
        let river = Self.fixture("Tests/Fixtures/passages/river.txt")
        let result = try await folder.runner.run(
            ["export", "--from-text", river, "--count", "400", "--level", "B1", "--seed", "25", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.errors)")
        let prefix = "note: the text has "
        let note = try #require(
            result.errors.split(separator: "\n").first { $0.hasPrefix(prefix) && $0.hasSuffix("not 400") },
            "\(result.errors)")
        let count = Int(note.dropFirst(prefix.count).prefix { $0.isNumber })
        #expect(count != nil && count! < 400)
        #expect(result.output.split(separator: "\n").count == count, "\(result.errors)")
    }

    /// A file of the repository, by its path from the package's root.
    static func fixture(_ path: String) -> String {
        URL(fileURLWithPath: Self.chapter).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(path).path
    }

    @Test func badTextsGetOneErrorLineAndWriteNothing() async throws {
        let folder = try TemporaryDirectory()
        try Data().write(to: URL(fileURLWithPath: folder.path("empty.txt")))
        try Data([0x7F, 0x45, 0x4C, 0x46, 0, 0, 1, 2]).write(to: URL(fileURLWithPath: folder.path("a.out")))
        try "Le chat est sur la table. Nous mangeons du pain et du fromage avec nos voisins chaque dimanche."
            .write(toFile: folder.path("french.txt"), atomically: true, encoding: .utf8)
        try "The cat sat on the mat. It was a good day and the sun was hot."
            .write(toFile: folder.path("easy.txt"), atomically: true, encoding: .utf8)
        let huge = String(
            repeating: "The river rose over its banks and the village slept in the school.\n", count: 150_000)
        try huge.write(toFile: folder.path("huge.txt"), atomically: true, encoding: .utf8)
        let cases: [(String, [String], String)] = [
            ("empty.txt", [], "has no words"), ("a.out", [], "not UTF-8 text"),
            ("french.txt", [], "does not look like English"), ("easy.txt", ["--level", "C2"], "has no word at C2"),
            ("huge.txt", [], "longer than 8 MB"), ("missing.txt", [], "cannot read the text"),
        ]
        for (file, extra, message) in cases {
            for command in [["words"], ["export", "--format", "jsonl", "--out", folder.path("out.jsonl")]] {
                let result = try await folder.runner.run(command + ["--from-text", folder.path(file)] + extra)
                #expect(result.status == 1, "\(file) \(command)")
                #expect(result.errors.hasPrefix("error: ") && result.errors.contains(message), "\(result.errors)")
                #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
                #expect(result.output.isEmpty)
                #expect(!FileManager.default.fileExists(atPath: folder.path("out.jsonl")))
            }
        }
    }
}
