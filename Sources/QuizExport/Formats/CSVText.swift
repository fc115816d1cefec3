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
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// One record, ended by CRLF as RFC 4180 asks.
    ///
    /// - Parameter removingControlCharacters: True for formats a web app imports, which may choke on them.
    static func row(_ fields: [String], removingControlCharacters: Bool = false) -> String {
        let cleaned = removingControlCharacters ? fields.map(\.removingControlCharacters) : fields
        return cleaned.map(field).joined(separator: ",") + "\r\n"
    }
}
