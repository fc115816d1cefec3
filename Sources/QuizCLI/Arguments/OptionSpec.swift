/// One `--flag` a command accepts, described once so parsing, help and suggestions agree.
struct OptionSpec: Sendable {
    var name: String
    /// The placeholder shown in help, such as `N`; nil for a flag without a value.
    var valueName: String?
    var help: String

    init(_ name: String, value valueName: String? = nil, help: String) {
        self.name = name
        self.valueName = valueName
        self.help = help
    }

    var takesValue: Bool { valueName != nil }
}

/// A subcommand's name, summary and options.
struct CommandSpec: Sendable {
    var name: String
    var summary: String
    var usage: String
    var options: [OptionSpec]

    /// `--help` text in swift-argument-parser's layout.
    var helpText: String {
        // At least as wide as "-h, --help", which is always listed last.
        let width = max("-h, --help".count, options.map { optionLabel($0).count }.max() ?? 0)
        let lines = options.map { option in
            let label = optionLabel(option)
            return "  \(label)\(String(repeating: " ", count: width - label.count + 2))\(option.help)"
        }
        return """
            OVERVIEW: \(summary)

            USAGE: \(usage)

            OPTIONS:
            \(lines.joined(separator: "\n"))
              -h, --help\(String(repeating: " ", count: width - 8))Show help information.

            """
    }

    private func optionLabel(_ option: OptionSpec) -> String {
        option.valueName.map { "\(option.name) <\($0)>" } ?? option.name
    }
}
