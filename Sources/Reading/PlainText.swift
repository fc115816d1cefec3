/// Markdown and simple HTML reduced to the prose a reader sees, with paragraphs kept as blank lines.
///
/// Headings, list items and table cells become paragraphs of their own, so a heading never joins the
/// sentence after it; code blocks, scripts, styles and image descriptions are dropped.
public enum PlainText {
    public static func of(_ text: String) -> String {
        looksLikeHTML(text) ? fromHTML(text) : fromMarkdown(text)
    }

    static func looksLikeHTML(_ text: String) -> Bool {
        let head = text.prefix(4096).lowercased()
        return ["<html", "<body", "<p>", "<p ", "<div", "<br", "<h1", "<h2", "<!doctype"].contains(where: head.contains)
    }

    static let blockTags: Set<String> = [
        "p", "br", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "tr", "td", "th", "blockquote", "section",
        "article", "title", "ul", "ol", "table", "hr",
    ]

    static func fromHTML(_ html: String) -> String {
        var out = ""
        out.reserveCapacity(html.utf8.count)
        var index = html.startIndex
        var skipping: String?
        while index < html.endIndex {
            let character = html[index]
            guard character == "<", let close = html[index...].firstIndex(of: ">") else {
                if skipping == nil { out.append(character) }
                index = html.index(after: index)
                continue
            }
            let tag = html[html.index(after: index)..<close].lowercased()
            let name = String(tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber })
            if let open = skipping {
                if tag.hasPrefix("/") && name == open { skipping = nil }
            } else if ["script", "style", "head"].contains(name) && !tag.hasPrefix("/") {
                skipping = name
            } else if blockTags.contains(name) {
                out += "\n\n"
            }
            index = html.index(after: close)
        }
        return decodeEntities(out)
    }

    static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "mdash": "\u{2014}",
        "ndash": "\u{2013}", "rsquo": "\u{2019}", "lsquo": "\u{2018}", "ldquo": "\u{201C}", "rdquo": "\u{201D}",
        "hellip": "\u{2026}",
    ]

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semi = after.prefix(10).firstIndex(of: ";") {
                let name = String(after[..<semi])
                if let value = entities[name] {
                    out += value
                    rest = after[after.index(after: semi)...]
                    continue
                }
                if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
                    out.unicodeScalars.append(scalar)
                    rest = after[after.index(after: semi)...]
                    continue
                }
            }
            out += "&"
            rest = after
        }
        return out + rest
    }

    static func fromMarkdown(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var inFence = false
        // Lines split on UTF-8 bytes: splitting a novel into `Character`s costs more than the rest.
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let rawLine = Substring(bytes)
            var line = rawLine.drop { $0 == " " || $0 == "\t" }
            guard let first = line.utf8.first, "#>-*+|`~0123456789".utf8.contains(first) || inFence else {
                out += inline(line) + "\n"
                continue
            }
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            var ownParagraph = false
            for marker in ["#", ">", "- ", "* ", "+ ", "|"] where line.hasPrefix(marker) {
                line = line.drop { "#>-*+| ".contains($0) }
                ownParagraph = true
            }
            if let digits = line.firstIndex(where: { !$0.isNumber }), digits != line.startIndex,
                line[digits...].hasPrefix(". ")
            {
                line = line[line.index(digits, offsetBy: 2)...]
                ownParagraph = true
            }
            let cleaned = inline(line)
            if ownParagraph { out += "\n\n" + cleaned + "\n\n" } else { out += cleaned + "\n" }
        }
        return out
    }

    /// Emphasis, inline code and link syntax removed from one line; images dropped, link text kept.
    static func inline(_ line: Substring) -> String {
        let isMark = { (byte: UInt8) in byte == 0x2A || byte == 0x5F || byte == 0x60 || byte == 0x5B }  // * _ ` [
        guard line.utf8.contains(where: isMark) else { return String(line) }
        var out = ""
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if character == "!", next < line.endIndex, line[next] == "[",
                let end = line[next...].firstIndex(of: "]"), let url = linkEnd(line, after: end)
            {
                index = url
            } else if character == "[", let end = line[index...].firstIndex(of: "]"),
                let url = linkEnd(line, after: end)
            {
                out += line[next..<end]
                index = url
            } else if character == "*" || character == "`" || (character == "_" && isEdge(line, index)) {
                index = next
            } else {
                out.append(character)
                index = next
            }
        }
        return out
    }

    /// Where `(url)` after a link's `]` ends, or nil when there is none.
    private static func linkEnd(_ line: Substring, after bracket: Substring.Index) -> Substring.Index? {
        let open = line.index(after: bracket)
        guard open < line.endIndex, line[open] == "(", let close = line[open...].firstIndex(of: ")") else { return nil }
        return line.index(after: close)
    }

    /// An underscore at a word's edge is emphasis; inside a word (snake_case) it is kept.
    private static func isEdge(_ line: Substring, _ index: Substring.Index) -> Bool {
        let before = index > line.startIndex ? line[line.index(before: index)] : " "
        let afterIndex = line.index(after: index)
        let after = afterIndex < line.endIndex ? line[afterIndex] : " "
        return !(before.isLetter && after.isLetter)
    }
}
