/// `vocabquiz.1`, the man page, written from the same option tables as `--help` (see `scripts/install`,
/// which installs it under `share/man/man1`).
enum ManPage {
    /// The page in roff (man macros) for `commands`, whose first one is the default.
    static func roff(commands: [CommandSpec], version: String) -> String {
        var lines = [
            ".TH VOCABQUIZ 1 \"\" \"vocabquiz \(version)\" \"User Commands\"",
            ".nh", ".ad l",
            ".SH NAME",
            "vocabquiz \\- a vocabulary quiz for the terminal, offline or with an OpenAI\\-compatible model",
            ".SH SYNOPSIS",
            ".B vocabquiz",
            "[\\fIsubcommand\\fR] [\\fIoptions\\fR]",
            ".br",
            ".B vocabquiz help",
            "[\\fIsubcommand\\fR]",
            ".SH DESCRIPTION",
            escaped(
                "Asks multiple-choice vocabulary questions, one per turn, from a bundled WordNet lexicon or from "
                    + "any OpenAI-compatible model server, keeps score history, schedules reviews, and exports "
                    + "question sets for classroom tools. Without a subcommand it runs quiz."),
            ".SH COMMANDS",
        ]
        for command in commands {
            lines += [
                ".SS \(escaped(command.name))", escaped(command.summary), ".PP", ".B Usage:", escaped(command.usage),
            ]
            for option in command.options {
                lines.append(".TP")
                lines.append(
                    "\\fB\(escaped(option.name))\\fR" + (option.valueName.map { " \\fI\(escaped($0))\\fR" } ?? ""))
                lines.append(escaped(option.help))
            }
        }
        lines += [
            ".SH GLOBAL OPTIONS",
            ".TP", "\\fB\\-h\\fR, \\fB\\-\\-help\\fR", "Show help for the program or a subcommand.",
            ".TP", "\\fB\\-V\\fR, \\fB\\-\\-version\\fR", "Print the version.",
            ".TP", "\\fB\\-\\-about\\fR", "Print where the lexicon and prompts were found, and their licences.",
            ".SH ENVIRONMENT",
        ]
        for (name, text) in environment {
            lines += [".TP", ".B \(escaped(name))", escaped(text)]
        }
        lines += [
            ".SH EXIT STATUS",
            "0 normal end, 1 run\\-time error, 2 usage error, 130 interrupted (Ctrl\\-C).",
            ".SH SEE ALSO",
            escaped("vocabquiz completions bash|zsh|fish prints shell completions."),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    static let environment = [
        ("VOCABQUIZ_ENDPOINT", "OpenAI-compatible API root, as --endpoint (also OPENAI_BASE_URL)."),
        ("VOCABQUIZ_MODEL", "Model name, as --model."),
        ("VOCABQUIZ_API_KEY", "API key sent to the endpoint (also OPENAI_API_KEY); never printed or logged."),
        ("VOCABQUIZ_TIMEOUT", "Connect, first-token and stall time limit in seconds, as --timeout."),
        ("VOCABQUIZ_HOME", "Where score history and settings are kept, as --data-dir."),
        ("VOCABQUIZ_MATURE", "1 lifts the classroom filter, as --mature."),
        ("NO_COLOR", "Any value turns colour off."),
    ]

    /// Text safe in a roff line: backslashes and hyphens escaped, a leading dot or quote neutralised.
    static func escaped(_ text: String) -> String {
        let body = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
    }
}
