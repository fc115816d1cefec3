import Foundation

/// Rewrites a regular expression into the form every structured-output server handles.
///
/// llama.cpp's grammar converter breaks on `\d`, `\w` and `\s` and treats patterns as unanchored, so
/// patterns are anchored and shorthand classes spelled out. The same rewritten pattern is what
/// `validate(_:)` checks, so the client and the server agree.
enum PortablePattern {
    static func rewrite(_ pattern: String) -> String {
        var output = ""
        var inClass = false
        var characters = pattern.makeIterator()
        while let character = characters.next() {
            if character == "\\", let escaped = characters.next() {
                output += expansion(of: escaped, inClass: inClass) ?? "\\\(escaped)"
                continue
            }
            if character == "[" { inClass = true }
            if character == "]" { inClass = false }
            output.append(character)
        }
        if !output.hasPrefix("^") { output = "^" + output }
        if !output.hasSuffix("$") || output.hasSuffix("\\$") { output += "$" }
        return output
    }

    /// The explicit spelling of a shorthand class; negated ones only outside brackets.
    private static func expansion(of escaped: Character, inClass: Bool) -> String? {
        let positive: [Character: String] = ["d": "0-9", "w": "A-Za-z0-9_", "s": " \\t\\n\\r"]
        let negative: [Character: String] = ["D": "0-9", "W": "A-Za-z0-9_", "S": " \\t\\n\\r"]
        if let members = positive[escaped] { return inClass ? members : "[\(members)]" }
        if let members = negative[escaped], !inClass { return "[^\(members)]" }
        return nil
    }
}
