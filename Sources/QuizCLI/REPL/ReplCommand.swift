import Foundation
import Quiz

/// A `:command` the learner can type instead of an answer.
enum ReplCommand: Equatable, Sendable {
    case help
    case skip
    case score
    case stats
    case history(count: Int)
    case level(CEFRLevel)
    case topic(String?)
    case words(String?)
    case transcript
    case review
    case quit

    /// Every command name, for help and for "did you mean" suggestions.
    static let names = [
        "help", "skip", "score", "stats", "history", "level", "topic", "words", "transcript", "review", "quit",
    ]

    static let helpText = """
        Answer with a–d, 1–4 or the text of a choice. Commands:
          :skip              skip this question (no penalty)
          :score             this session's score
          :stats             all-time statistics
          :history [N]       your last N answers (default 10)
          :level A1..C2      level of the next questions
          :topic <text>      topic of the next questions (:topic alone clears it)
          :words <list|file> only ask these words (:words alone clears the list)
          :review            drill words that are due for review
          :transcript        this session's transcript
          :help              this help
          :quit              end the session (Ctrl-D and Ctrl-C also work)
        """

    /// Parses a line starting with `:`.
    ///
    /// - Returns: nil when `line` is not a command at all, so it can be read as an answer.
    /// - Throws: `ReplCommandError` with a suggestion for an unknown or malformed command.
    static func parse(_ line: String) throws(ReplCommandError) -> ReplCommand? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(":") else { return nil }
        let parts = trimmed.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
        let name = parts.first?.lowercased() ?? ""
        let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
        switch name {
        case "help", "h", "?": return .help
        case "skip", "s": return .skip
        case "score": return .score
        case "stats": return .stats
        case "transcript": return .transcript
        case "review": return .review
        case "quit", "q", "exit": return .quit
        case "topic": return .topic(argument)
        case "words": return .words(argument)
        case "history":
            guard let argument else { return .history(count: 10) }
            guard let count = Int(argument), count > 0 else {
                throw .badArgument(":history takes a positive number, e.g. :history 20")
            }
            return .history(count: count)
        case "level":
            guard let argument, let level = CEFRLevel(parsing: argument) else {
                throw .badArgument(":level takes one of A1, A2, B1, B2, C1, C2")
            }
            return .level(level)
        default:
            throw .unknown(":\(name)", suggestion: nearestWord(to: name, in: names).map { ":\($0)" })
        }
    }
}

/// A command the REPL could not run; shown on one line, and the learner is asked again.
enum ReplCommandError: Error, Equatable, CustomStringConvertible {
    case unknown(String, suggestion: String?)
    case badArgument(String)

    var description: String {
        switch self {
        case let .unknown(name, suggestion?): "unknown command \(name); did you mean \(suggestion)? (:help lists them)"
        case let .unknown(name, nil): "unknown command \(name); :help lists them"
        case let .badArgument(message): message
        }
    }
}
