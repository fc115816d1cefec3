import Foundation
import Support

extension HistoryRecord {
    /// The record as one JSON line (with trailing newline), keys in `CodingKeys` order.
    ///
    /// Written by hand rather than with `JSONEncoder` so the field order is fixed and the
    /// reader's fast path (`HistoryLineScanner`) sees the same shape on every line.
    public func jsonLine() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256 + text.utf8.count + explanation.utf8.count)
        out.append(UInt8(ascii: "{"))
        JSONText.appendKey("time", to: &out, first: true)
        JSONText.appendString(Timestamp.format(time), to: &out)
        JSONText.appendKey("session", to: &out)
        JSONText.appendString(session, to: &out)
        JSONText.appendKey("word", to: &out)
        JSONText.appendString(word, to: &out)
        JSONText.appendKey("text", to: &out)
        JSONText.appendString(text, to: &out)
        JSONText.appendKey("choices", to: &out)
        out.append(UInt8(ascii: "["))
        for (index, choice) in choices.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONText.appendString(choice, to: &out)
        }
        out.append(UInt8(ascii: "]"))
        JSONText.appendKey("answer", to: &out)
        JSONText.appendString(answer, to: &out)
        JSONText.appendKey("given", to: &out)
        JSONText.appendString(given, to: &out)
        JSONText.appendKey("correct", to: &out)
        out.append(contentsOf: (isCorrect ? "true" : "false").utf8)
        JSONText.appendKey("latency", to: &out)
        out.append(contentsOf: JSONText.number(latency).utf8)
        JSONText.appendKey("level", to: &out)
        if let level {
            JSONText.appendString(level.rawValue, to: &out)
        } else {
            out.append(contentsOf: "null".utf8)
        }
        JSONText.appendKey("source", to: &out)
        JSONText.appendString(source, to: &out)
        JSONText.appendKey("kind", to: &out)
        JSONText.appendString(kind.rawValue, to: &out)
        JSONText.appendKey("explanation", to: &out)
        JSONText.appendString(explanation, to: &out)
        out.append(contentsOf: "}\n".utf8)
        return out
    }
}

/// Minimal JSON text writing for history lines.
enum JSONText {
    static func appendKey(_ key: String, to out: inout [UInt8], first: Bool = false) {
        if !first { out.append(UInt8(ascii: ",")) }
        appendString(key, to: &out)
        out.append(UInt8(ascii: ":"))
    }

    /// Appends `text` as a quoted JSON string (`JSONEscape`, the package's one JSON string writer).
    static func appendString(_ text: String, to out: inout [UInt8]) {
        JSONEscape.appendQuoted(text, to: &out)
    }

    /// A finite number with millisecond precision; JSON has no NaN or infinity, so those become 0.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
    }
}
