import Foundation

/// Rewrites a regular expression into the form every structured-output server handles.
///
/// llama.cpp's grammar converter breaks on `\d`, `\w` and `\s` and treats patterns as unanchored, so
/// patterns are anchored and shorthand classes spelled out. The same rewritten pattern is what
/// `validate(_:)` checks, so the client and the server agree.
enum PortablePattern {
    static func rewrite(_ pattern: String) -> String {
        // A pattern without escapes is kept as it is: a lexicon-bound turn's word list is a pattern
        // of some 300,000 characters, and reading it character by character cost more than the rest
        // of the request.
        var output = pattern.utf8.contains(UInt8(ascii: "\\")) ? escapesSpelledOut(pattern) : pattern
        if !output.hasPrefix("^") { output = "^" + output }
        if !output.hasSuffix("$") || output.hasSuffix("\\$") { output += "$" }
        return output
    }

    private static func escapesSpelledOut(_ pattern: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(pattern.utf8.count)
        var inClass = false
        var bytes = pattern.utf8.makeIterator()
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "\\"), let escaped = bytes.next() {
                if let members = expansion(of: escaped, inClass: inClass) {
                    output.append(contentsOf: members.utf8)
                } else {
                    output.append(contentsOf: [byte, escaped])
                }
                continue
            }
            if byte == UInt8(ascii: "[") { inClass = true }
            if byte == UInt8(ascii: "]") { inClass = false }
            output.append(byte)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The explicit spelling of a shorthand class; negated ones only outside brackets.
    private static func expansion(of escaped: UInt8, inClass: Bool) -> String? {
        let members: String
        switch escaped {
        case UInt8(ascii: "d"), UInt8(ascii: "D"): members = "0-9"
        case UInt8(ascii: "w"), UInt8(ascii: "W"): members = "A-Za-z0-9_"
        case UInt8(ascii: "s"), UInt8(ascii: "S"): members = " \\t\\n\\r"
        default: return nil
        }
        let isNegated = escaped < UInt8(ascii: "a")
        if !isNegated { return inClass ? members : "[\(members)]" }
        return inClass ? nil : "[^\(members)]"
    }
}
