import Foundation
import Support

/// Serialises generated content as JSON, keeping object keys in their generated order.
enum JSONWriter {
    /// Compact JSON, or two-space indented JSON when `indent` is set.
    static func write(_ content: GeneratedContent, indent: Bool) -> String {
        var output = ""
        write(content, into: &output, indent: indent ? 0 : nil)
        return output
    }

    private static func write(_ content: GeneratedContent, into output: inout String, indent level: Int?) {
        switch content.kind {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += number.isFinite ? format(number) : "null"
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            writeContainer("[", "]", count: elements.count, into: &output, indent: level) { index, output in
                write(elements[index], into: &output, indent: level.map { $0 + 1 })
            }
        case .structure:
            let properties = content.orderedProperties
            writeContainer("{", "}", count: properties.count, into: &output, indent: level) { index, output in
                writeString(properties[index].key, into: &output)
                output += level == nil ? ":" : ": "
                write(properties[index].value, into: &output, indent: level.map { $0 + 1 })
            }
        }
    }

    private static func writeContainer(
        _ open: String, _ close: String, count: Int, into output: inout String, indent level: Int?,
        element: (Int, inout String) -> Void
    ) {
        output += open
        for index in 0..<count {
            if index > 0 { output += "," }
            if let level { output += "\n" + String(repeating: "  ", count: level + 1) }
            element(index, &output)
        }
        if let level, count > 0 { output += "\n" + String(repeating: "  ", count: level) }
        output += close
    }

    /// Whole numbers without a fraction (`4`, not `4.0`); others in Swift's shortest round-tripping form.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return String(number)
    }

    /// Through `JSONEscape`, the package's one JSON string writer; a string with nothing to escape
    /// (most of them) is copied as it is.
    private static func writeString(_ text: String, into output: inout String) {
        guard text.utf8.contains(where: JSONEscape.needsEscaping) else {
            output += "\""
            output += text
            output += "\""
            return
        }
        var quoted: [UInt8] = []
        quoted.reserveCapacity(text.utf8.count + 8)
        JSONEscape.appendQuoted(text, to: &quoted)
        output += String(decoding: quoted, as: UTF8.self)
    }
}

extension GeneratedContent {
    /// Compact JSON text of this value (a snapshot renders as the JSON it has so far, closed).
    public var jsonString: String { JSONWriter.write(self, indent: false) }

    /// Two-space indented JSON text, for people.
    public var prettyJSONString: String { JSONWriter.write(self, indent: true) }

    /// Parses a complete JSON document.
    ///
    /// - Parameter limits: The depth and size caps; the defaults suit model output.
    /// - Throws: `GuidedGenerationError.invalidJSON`, `.nestingTooDeep`, `.documentTooLarge` or `.incompleteDocument`.
    public init(json: String, limits: JSONParsingLimits = JSONParsingLimits()) throws {
        var parser = JSONStreamParser(limits: limits)
        try parser.consume(json)
        self = try parser.finish()
    }
}
