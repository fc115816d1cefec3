/// The options and positional words given to one subcommand.
struct ParsedArguments: Sendable, Equatable {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    var wantsHelp = false

    /// Splits `arguments` by `spec`, accepting `--name value` and `--name=value`.
    ///
    /// - Throws: `UsageError` for an unknown option (with the nearest known one suggested),
    ///   a missing value, or a value given to a flag.
    init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positionals += remaining
                break
            }
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
                continue
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                positionals.append(argument)
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard let option = spec.options.first(where: { $0.name == name }) else {
                let known = spec.options.map(\.name) + ["--help"]
                throw .unknownOption(name, command: spec.name, suggestion: nearestWord(to: name, in: known))
            }
            if option.takesValue {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw .missingValue(option: name, valueName: option.valueName ?? "VALUE")
                }
                values[name] = value
            } else if inlineValue != nil {
                throw .unexpectedValue(option: name)
            } else {
                flags.insert(name)
            }
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The value of `option` read as a whole number within `range`.
    func integer(_ option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = values[option] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .invalidValue(
                option: option, value: text, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }
}
