import Foundation

/// Text made safe for XML 1.0 element content and attribute values.
enum XMLText {
    /// Escapes `& < > "` and removes what XML 1.0 cannot carry at all (control characters other
    /// than tab and line feed, U+FFFE, U+FFFF); carriage returns are dropped because parsers
    /// would turn them into line feeds anyway.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\r": continue
            default:
                if scalar.isAllowedInXML { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// Wraps `text` in a CDATA section, as Moodle's own exporter writes its texts, so a reader that drops
    /// white-space-only pieces between entity references (Moodle's importer does) keeps every space.
    ///
    /// A `]]>` inside the text would end the section, so it is split across two sections. Characters XML 1.0
    /// cannot carry are removed as in `escape`; an empty text stays empty.
    static func cdata(_ text: String) -> String {
        var kept = ""
        kept.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars where scalar != "\r" && scalar.isAllowedInXML {
            kept.unicodeScalars.append(scalar)
        }
        guard !kept.isEmpty else { return "" }
        return "<![CDATA[" + kept.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
    }

    /// Escapes like `escape` and turns each line break into `<br/>`, for XHTML content such as QTI prompts,
    /// where a bare line break would collapse into a space.
    static func escapeWithBreaks(_ text: String) -> String {
        escape(text).replacingOccurrences(of: "\n", with: "<br/>")
    }
}
