/// A mistake on the command line; the program prints it on one line and exits with status 2.
enum UsageError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String, command: String, suggestion: String?)
    case unknownCommand(String, suggestion: String?)
    case missingValue(option: String, valueName: String)
    case unexpectedValue(option: String)
    case invalidValue(option: String, value: String, expected: String)
    case unexpectedArgument(String)
    case conflict(String)

    var description: String {
        switch self {
        case let .unknownOption(name, command, suggestion):
            "unknown option '\(name)' for '\(command)'" + Self.hint(suggestion)
        case let .unknownCommand(name, suggestion):
            "unknown command '\(name)'" + Self.hint(suggestion)
        case let .missingValue(option, valueName):
            "option '\(option)' needs a value: \(option) <\(valueName)>"
        case let .unexpectedValue(option):
            "option '\(option)' takes no value"
        case let .invalidValue(option, value, expected):
            "invalid value '\(value)' for '\(option)': expected \(expected)"
        case let .unexpectedArgument(argument):
            "unexpected argument '\(argument)'; see --help"
        case let .conflict(message):
            message
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? "; see --help"
    }
}
