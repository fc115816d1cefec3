/// One `--flag` a command accepts, described once so parsing, help and suggestions agree.
struct OptionSpec: Sendable {
    var name: String
    /// The placeholder shown in help, such as `N`; nil for a flag without a value.
    var valueName: String?
    var help: String
    /// What a shell offers for the value.
    var completion: ValueCompletion

    init(_ name: String, value valueName: String? = nil, help: String, completes completion: ValueCompletion = .none) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.completion = completion
    }

    var takesValue: Bool { valueName != nil }
}

/// The values a shell completes for an option.
enum ValueCompletion: Sendable, Equatable {
    case none
    case files
    case directories
    case choices([String])
}

/// A subcommand's name, summary and options.
struct CommandSpec: Sendable {
    var name: String
    var summary: String
    var usage: String
    var options: [OptionSpec]

    /// `--help` text in swift-argument-parser's layout, at most `HelpLayout.width` columns wide, with
    /// each option's help hanging under its first line.
    var helpText: String { helpText(width: HelpLayout.width) }

    /// The same, laid out for `width` columns (a terminal narrower than 80).
    func helpText(width: Int) -> String {
        // At least as wide as "-h, --help", which is always listed last; a label wider than the
        // column (rare) puts its help on the next line.
        HelpLayout.wrapped(
            width: width,
            """
            OVERVIEW: \(summary)

            USAGE: \(HelpLayout.keepingGroupsWhole(usage))


            """) + optionsText(heading: "OPTIONS", width: width)
    }

    /// The options under `heading`, one per line, `-h, --help` last.
    func optionsText(heading: String, width lineWidth: Int = HelpLayout.width) -> String {
        let labels = options.map(optionLabel) + ["-h, --help"]
        let width = min(HelpLayout.labelColumn, labels.map(\.count).max() ?? 0)
        let helps = options.map(\.help) + ["Show help information."]
        let lines = zip(labels, helps).map { label, help in
            label.count > width
                ? "  \(label)\n  \(String(repeating: " ", count: width + 2))\(help)"
                : "  \(label)\(String(repeating: " ", count: width - label.count + 2))\(help)"
        }
        return HelpLayout.wrapped(width: lineWidth, "\(heading):\n\(lines.joined(separator: "\n"))\n")
    }

    private func optionLabel(_ option: OptionSpec) -> String {
        option.valueName.map { "\(option.name) <\($0)>" } ?? option.name
    }
}

/// The width help text is laid out for, whatever the terminal: wider terminals keep short lines,
/// narrower ones wrap them again (with the same hanging indents).
enum HelpLayout {
    static let width = 80
    /// Labels wider than this put their help on a line of its own.
    static let labelColumn = 26

    /// The width for standard output now: 80, or the terminal's width when it is narrower.
    static func width(columns: Int?) -> Int { min(width, columns ?? width) }

    static func wrapped(width: Int = width, _ text: String) -> String {
        var wrapper = TextWrapper(width: width)
        let wrapped = wrapper.consume(text) + wrapper.flush()
        // The wrapper writes a space before it knows the next word breaks the line; in text made once
        // (and compared in golden files) those spaces are dropped.
        return wrapped.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.prefix(line.count - line.reversed().prefix { $0 == " " }.count) }
            .joined(separator: "\n").replacingOccurrences(of: nonBreakingSpace, with: " ")
    }

    private static let nonBreakingSpace = "\u{00A0}"

    /// A usage line whose bracketed groups (`[--seed S]`) are not broken inside: their spaces are
    /// marked for `wrapped` to keep, which turns them back into plain spaces.
    static func keepingGroupsWhole(_ usage: String) -> String {
        var depth = 0
        return usage.map { character -> String in
            switch character {
            case "[", "(": depth += 1
            case "]", ")": depth -= 1
            case " " where depth > 0: return nonBreakingSpace
            default: break
            }
            return String(character)
        }.joined()
    }
}
