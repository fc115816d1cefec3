import Foundation

/// Text made safe for XML 1.0 and for the HTML some formats carry: the one `& < > "` escaper, spelled
/// per markup, and the CDATA wrapper Moodle reads.
enum XMLText {
    /// How one markup spells the characters it cannot carry bare.
    struct Spelling: Sendable {
        var ampersand = "&amp;"
        var lessThan = "&lt;"
        var greaterThan = "&gt;"
        /// Nil keeps `"` as it is (HTML element content).
        var quote: String? = "&quot;"
        /// Nil keeps a line feed as it is.
        var lineBreak: String?
        /// Whether a lone carriage return is a line break (CR LF still makes one) or is dropped, as XML parsers
        /// would turn it into a line feed anyway.
        var isCarriageReturnABreak = false

        /// Element content and attribute values.
        static let xml = Spelling()
        /// XHTML content such as QTI prompts, where a bare line break would collapse into a space.
        static let xhtml = Spelling(lineBreak: "<br/>")
        /// Canvas's `mattext texttype="text/html"`: HTML escaped once more for the XML around it.
        static let htmlInXML = Spelling(
            ampersand: "&amp;amp;", lessThan: "&amp;lt;", greaterThan: "&amp;gt;", quote: "&amp;quot;",
            lineBreak: "&lt;br/&gt;")
        /// Anki's HTML fields: `<br>` for every line break of any convention.
        static let html = Spelling(quote: nil, lineBreak: "<br>", isCarriageReturnABreak: true)
    }

    /// Escapes `text` as `spelling` says and removes what XML 1.0 cannot carry at all (control characters
    /// other than tab and line breaks, U+FFFE, U+FFFF), in one pass.
    static func escape(_ text: String, as spelling: Spelling = .xml) -> String {
        guard text.utf8.contains(where: mayNeedEscaping) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += spelling.ampersand
            case "<": result += spelling.lessThan
            case ">": result += spelling.greaterThan
            case "\"": result += spelling.quote ?? "\""
            case "\r": if spelling.isCarriageReturnABreak { result += spelling.lineBreak ?? "\n" }
            case "\n":
                if !(spelling.isCarriageReturnABreak && previous == "\r") { result += spelling.lineBreak ?? "\n" }
            default:
                guard scalar.isAllowedInXML else { continue }
                result.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return result
    }

    /// Wraps `text` in a CDATA section, as Moodle's own exporter writes its texts, so a reader that drops
    /// white-space-only pieces between entity references (Moodle's importer does) keeps every space.
    ///
    /// A `]]>` inside the text would end the section, so it is split across two sections. Characters XML 1.0
    /// cannot carry are removed as in `escape`; an empty text stays empty.
    static func cdata(_ text: String) -> String {
        var kept = text
        // Most texts carry nothing to drop: copying them scalar by scalar dominated a Moodle export.
        if text.utf8.contains(where: mayBeDroppedFromCDATA) {
            kept = ""
            kept.reserveCapacity(text.utf8.count)
            for scalar in text.unicodeScalars where scalar != "\r" && scalar.isAllowedInXML {
                kept.unicodeScalars.append(scalar)
            }
        }
        guard !kept.isEmpty else { return "" }
        return "<![CDATA[" + splittingSectionEnds(kept) + "]]>"
    }

    /// `text` with each `]]>` split across two CDATA sections (`]]]]><![CDATA[>`), without Foundation,
    /// whose `replacingOccurrences` bridges through `NSString` on Linux and was most of a Moodle export.
    private static func splittingSectionEnds(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3, bytes.indices.dropLast(2).contains(where: { isSectionEnd(bytes, at: $0) }) else {
            return text
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 24)
        var position = 0
        while position < bytes.count {
            if position + 2 < bytes.count, isSectionEnd(bytes, at: position) {
                result += Array("]]]]><![CDATA[>".utf8)
                position += 3
            } else {
                result.append(bytes[position])
                position += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether a byte can start something `cdata` drops: a carriage return, a control character other
    /// than tab and line feed, or the lead byte of U+FFFE and U+FFFF.
    private static func mayBeDroppedFromCDATA(_ byte: UInt8) -> Bool {
        byte == 0xEF || (byte < 0x20 && byte != 0x09 && byte != 0x0A)
    }

    private static func isSectionEnd(_ bytes: [UInt8], at position: Int) -> Bool {
        bytes[position] == UInt8(ascii: "]") && bytes[position + 1] == UInt8(ascii: "]")
            && bytes[position + 2] == UInt8(ascii: ">")
    }

    /// Whether a byte can start something `escape` changes: a markup character, a control character other
    /// than tab, or the lead byte of U+FFFE and U+FFFF. Most texts have none and are returned as they are.
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), 0xEF: true
        case 0x09: false
        default: byte < 0x20
        }
    }
}
