import Foundation
import ScoreHistory

/// Whether to decorate output, decided once from the terminal and `NO_COLOR`.
struct TerminalStyle: Sendable {
    /// True when ANSI colour codes may be written.
    var usesColor: Bool

    /// Colour only when both ends are a terminal, `NO_COLOR` is unset and `TERM` is not `dumb`.
    static func detect(environment: [String: String], isInteractive: Bool) -> TerminalStyle {
        let textStyle = TextStyle(environment: environment, isTerminal: isInteractive)
        return TerminalStyle(usesColor: textStyle == .color && environment["TERM"] != "dumb")
    }

    /// The same decision, in the form the history reports take.
    var textStyle: TextStyle { usesColor ? .color : .plain }

    static let plain = TerminalStyle(usesColor: false)

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func red(_ text: String) -> String { wrap(text, "31") }

    private func wrap(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// Whether standard input and output are both terminals: the test for "interactive".
func standardStreamsAreTerminals() -> Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
}
