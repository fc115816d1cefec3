import Foundation

/// RFC 4180 fields and rows, shared by every CSV-shaped format.
enum CSVText {
    /// Quotes a field that holds a comma, quote, carriage return or line feed, doubling its quotes.
    static func field(_ text: String) -> String {
        guard
            text.utf8.contains(where: {
                $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D
            })
        else { return text }
        return "\"" + doublingQuotes(text) + "\""
    }

    /// `text` with each `"` doubled, without Foundation's `replacingOccurrences`, which bridges through
    /// `NSString` on Linux and cost more than the rest of a row.
    static func doublingQuotes(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\"")) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            result.append(byte)
            if byte == UInt8(ascii: "\"") { result.append(byte) }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// One record, ended by CRLF as RFC 4180 asks.
    ///
    /// - Parameter removingControlCharacters: True for formats a web app imports, which may choke on them.
    static func row(_ fields: [String], removingControlCharacters: Bool = false) -> String {
        let cleaned = removingControlCharacters ? fields.map(\.removingControlCharacters) : fields
        return cleaned.map(field).joined(separator: ",") + "\r\n"
    }
}
