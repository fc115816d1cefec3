import Foundation
import Lexicon
import Quiz
import QuizExport
import Reading

/// How every command with `--from-text` reads the text: the same level, limit and audience rules.
enum ReadingOptions {
    /// Texts are read for a class, so without `--level` the list starts at the default class level.
    static let defaultLevel = CEFRLevel.b1
    /// How many of a text's words a quiz goes through before starting over.
    static let quizWords = 50

    static func level(_ arguments: ParsedArguments) throws(UsageError) -> CEFRLevel? {
        guard let text = arguments.values["--level"] else { return nil }
        guard let level = CEFRLevel(parsing: text) else {
            throw .invalidValue(option: "--level", value: text, expected: "one of A1, A2, B1, B2, C1, C2")
        }
        return level
    }

    static func positive(_ arguments: ParsedArguments, _ option: String) throws(UsageError) -> Int? {
        guard let text = arguments.values[option] else { return nil }
        guard let number = Int(text), number > 0 else {
            throw .invalidValue(option: option, value: text, expected: "a whole number from 1")
        }
        return number
    }

    /// How many words to list for `count` questions: a few spare, for words no correct question can be
    /// built for.
    static func withSpares(_ count: Int) -> Int { count + count / 2 + 5 }

    /// The set's default title: the text's file name without its extension ("chapter3").
    static func title(for path: String) -> String {
        path == "-" ? "VocabQuiz" : URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// Reads the text at `path` (`-` for standard input) and lists its words; with a teacher's `--words`,
    /// only those, in that order, in the senses named there (see `ReadingList.restricted`).
    ///
    /// - Parameter spares: How many of the text's words below the level may fill a set the level's words
    ///   leave short (`ReadingList.spares`); 0 for the commands that print the list.
    static func read(
        path: String, level: CEFRLevel?, limit: Int, spares: Int = 0, mature: Bool, words: [String]? = nil,
        senses: [String: Int] = [:], in context: CommandContext
    ) throws -> ReadText {
        let audience = Audience.resolve(flag: mature, environment: context.environment)
        let lexicon = try Lexicon.bundled(from: context.resources).restricted(to: audience)
        let inflections = lexicon.inflections
        let text = try TextInput.read(path: path)
        let source = path == "-" ? "on standard input" : "'\(path)'"
        let relations = try SenseRelations.bundled(from: context.resources, for: lexicon)
        var list = try TextReader(lexicon: lexicon, inflections: inflections, relations: relations)
            .list(
                text: text, level: level ?? defaultLevel, limit: words == nil ? limit : .max,
                spares: words == nil ? spares : 0, source: source)
        if let words { list = try list.restricted(to: words, senses: senses, lexicon: lexicon) }
        return ReadText(
            list: list, level: level ?? defaultLevel, lexicon: lexicon, inflections: inflections, relations: relations)
    }
}

/// A text read for a quiz or an export: its word list and what its questions are built from.
struct ReadText: Sendable {
    let list: ReadingList
    /// The level the list was read at: its spare words are below it.
    let level: CEFRLevel
    let lexicon: Lexicon
    let inflections: Inflections
    let relations: SenseRelations

    func source(seed: UInt64) -> PassageQuestionSource {
        PassageQuestionSource(list: list, lexicon: lexicon, inflections: inflections, relations: relations, seed: seed)
    }

    /// `target` cut to the words of the text a question can be built for, saying so when that is fewer
    /// than asked: a set is written whole or not at all, so asking for more would write nothing. When the
    /// text's easier words fill the set, a note says how many questions are about them.
    ///
    /// The words are tried once by a source of their own (`seed`), as a set asks them (one blank a
    /// sentence); a question that cannot be built fails for want of a blank or of three admissible
    /// distractors, whatever the draw.
    func target(for target: ExportTarget, seed: UInt64, in context: CommandContext) -> ExportTarget {
        guard case let .count(count) = target else { return target }
        let probe = source(seed: seed)
        var asked = Set<String>()
        while asked.count < count, let item = try? probe.makeQuestion(for: QuestionRequest(excludedWords: asked)) {
            asked.insert(Question.normalized(item.question.word))
        }
        let askable = asked.count
        let easier = asked.intersection(probe.spares).count
        let level = level.rawValue
        if easier > 0 {
            context.errors.write(
                "note: the text has \(askable - easier) words to ask at \(level) or above, so \(easier) of the "
                    + "\(askable) questions are about its easier words (below \(level))\n")
        }
        guard count > askable, askable > 0 else { return target }
        context.errors.write(
            "note: the text has \(askable) words to ask, so the set has \(askable) questions, not \(count)\n")
        return .count(askable)
    }
}
