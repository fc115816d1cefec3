import Foundation

/// RFC 4180 fields and rows, shared by every CSV-shaped format.
enum CSVText {
    /// Quotes a field that holds a comma, quote, carriage return or line feed, doubling its quotes.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// One record, ended by CRLF as RFC 4180 asks.
    static func row(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }
}
