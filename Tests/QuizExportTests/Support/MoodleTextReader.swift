import Foundation

/// Reads the `<text>` elements of a Moodle XML file the way Moodle's importer does.
///
/// Moodle's XML reader takes each piece of character data its parser hands over, split at every entity
/// reference, and drops a piece that is only white space; a CDATA section is one piece. So
/// `&quot;a&quot; &amp; &quot;b&quot;` reads back as `"a"&"b"`. This reader applies that rule to the raw
/// file, so a test can see what a teacher's Moodle would show.
enum MoodleTextReader {
    /// The text of every `<text>…</text>` element, in document order.
    static func texts(_ data: Data) -> [String] {
        let xml = String(decoding: data, as: UTF8.self)
        var result: [String] = []
        var rest = xml[...]
        while let open = rest.range(of: "<text>") {
            guard let close = rest[open.upperBound...].range(of: "</text>") else { break }
            result.append(read(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return result
    }

    /// One element's content: CDATA sections, entity references and the plain runs between them,
    /// each a piece; white-space-only pieces are dropped.
    static func read(_ raw: Substring) -> String {
        var pieces: [String] = []
        var plain = ""
        var rest = raw
        func endPlain() {
            if !plain.isEmpty { pieces.append(plain) }
            plain = ""
        }
        while let first = rest.first {
            if rest.hasPrefix("<![CDATA["), let end = rest.range(of: "]]>") {
                endPlain()
                pieces.append(String(rest[rest.index(rest.startIndex, offsetBy: 9)..<end.lowerBound]))
                rest = rest[end.upperBound...]
            } else if first == "&", let semicolon = rest.firstIndex(of: ";") {
                endPlain()
                pieces.append(entity(String(rest[rest.index(after: rest.startIndex)..<semicolon])))
                rest = rest[rest.index(after: semicolon)...]
            } else {
                plain.append(first)
                rest = rest.dropFirst()
            }
        }
        endPlain()
        return pieces.filter { !$0.allSatisfy(\.isWhitespace) }.joined()
    }

    private static func entity(_ name: String) -> String {
        switch name {
        case "amp": "&"
        case "lt": "<"
        case "gt": ">"
        case "quot": "\""
        case "apos": "'"
        default: "&\(name);"
        }
    }
}
