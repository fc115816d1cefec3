import LanguageModels
import Quiz

/// The options that choose where questions come from, shared by `quiz`, `review` and `export`.
struct SourceOptions: Sendable, Equatable {
    var level: CEFRLevel?
    var topic: String?
    var words: [String]?
    /// Senses a teacher named in the word list (`bank#2`), by `Question.normalized` word.
    var senses: [String: Int] = [:]
    var seed: UInt64?
    var endpoint: String?
    var model: String?
    var contextSize: Int?
    var timeout: Int?
    var promptsDirectory: String?
    var attempts: Int?
    /// `--unchecked`: trust every well-formed model question (for testing a pipeline with a weak model).
    var isUnchecked = false
    /// `--verify blind`: a second request answers each question without its key.
    var verifiesBlind = false
    /// `--judge-endpoint` and `--judge-model`: the model that answers blind (default: the writer).
    var judgeEndpoint: String?
    var judgeModel: String?
    /// `--choices model`: the model writes the choices too (free questions), even for words the
    /// lexicon knows; by default (`lexicon`) the lexicon picks them and the model writes the stem.
    var choicesFromModel = false
    /// `--mature`: lift the classroom filter (also `VOCABQUIZ_MATURE=1`).
    var isMature = false
    /// `--from-text FILE`: ask the words of this reading text, in its senses and sentences (`-`: standard input).
    var fromText: String?

    static let specs = [
        OptionSpec(
            "--level", value: "A1..C2", help: "CEFR level of the target words.",
            completes: .choices(CEFRLevel.allCases.map(\.rawValue))),
        OptionSpec("--topic", value: "TEXT", help: "Topic for model-written questions."),
        OptionSpec(
            "--words", value: "FILE|LIST",
            help: "Only ask these words (a file, one per line, or a comma list); 'bank#2': its sense 2.",
            completes: .files),
        OptionSpec(
            "--from-text", value: "FILE",
            help: "Ask the words of this English text (or - for stdin), in its senses and sentences (see: words).",
            completes: .files),
        OptionSpec("--seed", value: "S", help: "Seed for a reproducible session (choice order, offline questions)."),
        OptionSpec(
            "--endpoint", value: "URL",
            help: "OpenAI-compatible base URL, e.g. http://127.0.0.1:8080/v1 (or VOCABQUIZ_ENDPOINT)."),
        OptionSpec("--model", value: "NAME", help: "Model name sent to the endpoint (or VOCABQUIZ_MODEL)."),
        OptionSpec(
            "--context", value: "TOKENS", help: "Model context size when the server does not report it (default 4096)."),
        OptionSpec(
            "--timeout", value: "SECONDS",
            help: "Connect, first-token and stall time limit (or VOCABQUIZ_TIMEOUT; default 60)."),
        OptionSpec(
            "--prompts", value: "DIR", help: "Load the prompt texts from DIR instead of the bundled ones.",
            completes: .directories),
        OptionSpec("--retries", value: "N", help: "Tries per question when a model's reply is unusable (default 3)."),
        OptionSpec(
            "--mature",
            help: "Adult learners: lift the classroom filter (sex, suicide, drugs, abuse) (or VOCABQUIZ_MATURE=1)."),
        OptionSpec(
            "--unchecked",
            help: "Turn off the lexicon and blind checks of model questions (marked \"unchecked\")."),
        OptionSpec(
            "--verify", value: "blind",
            help: "Also have a model answer each question without its key; disagreement rejects it.",
            completes: .choices(["blind"])),
        OptionSpec(
            "--choices", value: "FROM",
            help:
                "lexicon (default: the lexicon picks the choices of words it knows) or model (the model writes them).",
            completes: .choices(["lexicon", "model"])),
        OptionSpec("--judge-endpoint", value: "URL", help: "The model that answers blind (default: --endpoint)."),
        OptionSpec("--judge-model", value: "NAME", help: "Its model name (default: --model)."),
    ]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        if let text = arguments.values["--level"] {
            guard let level = CEFRLevel(parsing: text) else {
                throw .invalidValue(option: "--level", value: text, expected: "one of A1, A2, B1, B2, C1, C2")
            }
            self.level = level
        }
        topic = arguments.values["--topic"]
        if let list = arguments.values["--words"] {
            let parsed = try WordList.parse(option: "--words", value: list)
            do {
                (words, senses) = try WordList.splittingSenses(parsed)
            } catch {
                throw .invalidValue(option: "--words", value: list, expected: "a word list (\(error))")
            }
        }
        if let text = arguments.values["--seed"] {
            guard let seed = UInt64(text) else {
                throw .invalidValue(option: "--seed", value: text, expected: "a whole number from 0 to \(UInt64.max)")
            }
            self.seed = seed
        }
        endpoint = try Self.endpoint(arguments, "--endpoint")
        model = arguments.values["--model"]
        contextSize = try arguments.integer("--context", in: 256...10_000_000)
        timeout = try arguments.integer("--timeout", in: 1...3600)
        promptsDirectory = arguments.values["--prompts"]
        attempts = try arguments.integer("--retries", in: 1...20)
        isUnchecked = arguments.flags.contains("--unchecked")
        if let mode = arguments.values["--verify"] {
            guard mode == "blind" else { throw .invalidValue(option: "--verify", value: mode, expected: "blind") }
            verifiesBlind = true
        }
        if let mode = arguments.values["--choices"] {
            guard ["lexicon", "model"].contains(mode) else {
                throw .invalidValue(option: "--choices", value: mode, expected: "lexicon or model")
            }
            choicesFromModel = mode == "model"
        }
        judgeEndpoint = try Self.endpoint(arguments, "--judge-endpoint")
        judgeModel = arguments.values["--judge-model"]
        isMature = arguments.flags.contains("--mature")
        fromText = arguments.values["--from-text"]
        if fromText != nil, endpoint != nil || topic != nil {
            throw .conflict(
                "--from-text asks offline questions about the text's words; leave out --endpoint and --topic")
        }
    }

    /// The URL given to `option`, checked as the model layer will check it, so a typo is a usage error.
    private static func endpoint(_ arguments: ParsedArguments, _ option: String) throws(UsageError) -> String? {
        guard let value = arguments.values[option] else { return nil }
        guard (try? ModelConfiguration(endpoint: value)) != nil else {
            throw .invalidValue(
                option: option, value: value, expected: "an http(s) API root such as http://127.0.0.1:8080/v1")
        }
        return value
    }

    /// Model options given where no endpoint is configured, which would otherwise be ignored.
    ///
    /// - Throws: `UsageError` naming the option and how to give an endpoint.
    func checkModelOptionsHaveAnEndpoint(hasEndpoint: Bool) throws(UsageError) {
        guard !hasEndpoint else { return }
        let given =
            [("--model", model), ("--judge-model", judgeModel), ("--judge-endpoint", judgeEndpoint)]
            .first { $0.1 != nil }?.0 ?? (verifiesBlind ? "--verify" : choicesFromModel ? "--choices" : nil)
        guard let given else { return }
        throw .conflict(
            "\(given) needs a model server: add --endpoint URL (or set VOCABQUIZ_ENDPOINT); offline questions need neither"
        )
    }
}
