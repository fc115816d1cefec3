import Foundation
import Quiz

extension HistoryRecord {
    /// Reads a history line with the fast byte scanner; nil when the scanner cannot read it.
    static func scanRecord(_ line: UnsafeBufferPointer<UInt8>) -> HistoryRecord? {
        var choices: [String]?, level: CEFRLevel?, kind: QuestionKind?
        var shared = OutcomeFields()
        var text = StringFields()
        let isComplete = scanFields(line) { scanner, key in
            if let read = shared.read(key, from: &scanner) { return read }
            if scanner.matches(key, "choices") {
                choices = scanner.stringArray()
                return choices != nil
            }
            if scanner.matches(key, "level") {
                if scanner.null() { return true }
                level = scanner.string().flatMap(CEFRLevel.init(rawValue:))
                return level != nil
            }
            if scanner.matches(key, "kind") {
                kind = scanner.string().flatMap(QuestionKind.init(rawValue:))
                return kind != nil
            }
            guard let target = StringFields.field(named: key, in: scanner) else { return scanner.skipValue() }
            text[keyPath: target] = scanner.string()
            return text[keyPath: target] != nil
        }
        guard isComplete, let time = shared.time, let session = text.session, let word = text.word,
            let stem = text.text, let choices, let answer = text.answer, let given = text.given,
            let isCorrect = shared.isCorrect, let latency = shared.latency, let source = text.source, let kind
        else { return nil }
        return HistoryRecord(
            time: time, session: session, word: word, text: stem, choices: choices, answer: answer,
            given: given, isCorrect: isCorrect, latency: latency, level: level, source: source, kind: kind,
            explanation: text.explanation ?? "")
    }

    /// Reads only what statistics need, skipping the long text fields without decoding them.
    ///
    /// Lines in the exact shape `jsonLine()` writes take a path that compares keys as literals;
    /// any other valid layout (another writer, added white space) goes through the general walk.
    static func scanOutcome(_ line: UnsafeBufferPointer<UInt8>) -> AnswerOutcome? {
        scanOutcomeInWrittenOrder(line) ?? scanOutcomeAnyOrder(line)
    }

    private static func scanOutcomeInWrittenOrder(_ line: UnsafeBufferPointer<UInt8>) -> AnswerOutcome? {
        var scanner = JSONLineScanner(line)
        guard scanner.literal("{\"time\":"), let time = scanner.timestamp(),
            scanner.literal(",\"session\":"), scanner.rawString(isCheckingEscapes: false) != nil,
            scanner.literal(",\"word\":"), let word = scanner.string(),
            scanner.literal(",\"text\":") || scanner.literal(",\"question\":"),
            scanner.rawString(isCheckingEscapes: false) != nil,
            scanner.literal(",\"choices\":"), scanner.skipValue(),
            scanner.literal(",\"answer\":"), scanner.rawString(isCheckingEscapes: false) != nil,
            scanner.literal(",\"given\":"), scanner.rawString(isCheckingEscapes: false) != nil,
            scanner.literal(",\"correct\":"), let isCorrect = scanner.bool(),
            scanner.literal(",\"latency\":"), let latency = scanner.number(),
            scanner.literal(",\"level\":"), let level = scanner.outcomeLevel(),
            scanner.literal(",\"source\":"), scanner.rawString(isCheckingEscapes: false) != nil,
            scanner.literal(",\"kind\":"), scanner.rawString(isCheckingEscapes: false) != nil,
            scanner.literal(",\"explanation\":"), scanner.rawString(isCheckingEscapes: false) != nil,
            scanner.literal("}"), scanner.isAtEnd
        else { return nil }
        return AnswerOutcome(time: time, word: word, isCorrect: isCorrect, latency: latency, level: level)
    }

    private static func scanOutcomeAnyOrder(_ line: UnsafeBufferPointer<UInt8>) -> AnswerOutcome? {
        var word: String?, level: CEFRLevel?
        var shared = OutcomeFields()
        let isComplete = scanFields(line) { scanner, key in
            if let read = shared.read(key, from: &scanner) { return read }
            if scanner.matches(key, "level") {
                guard let read = scanner.outcomeLevel() else { return false }
                level = read
                return true
            }
            if scanner.matches(key, "word") {
                word = scanner.string()
                return word != nil
            }
            return scanner.skipValue()
        }
        guard isComplete, let time = shared.time, let word, let isCorrect = shared.isCorrect,
            let latency = shared.latency
        else { return nil }
        return AnswerOutcome(time: time, word: word, isCorrect: isCorrect, latency: latency, level: level)
    }

    /// Walks `{ "key": value, … }`, handing each key to `visit`, which must consume its value.
    private static func scanFields(
        _ line: UnsafeBufferPointer<UInt8>, _ visit: (inout JSONLineScanner, Range<Int>) -> Bool
    ) -> Bool {
        var scanner = JSONLineScanner(line)
        guard scanner.consume(UInt8(ascii: "{")) else { return false }
        if scanner.consume(UInt8(ascii: "}")) { return false }
        repeat {
            guard let (key, _) = scanner.rawString(isCheckingEscapes: false), scanner.consume(UInt8(ascii: ":")),
                visit(&scanner, key)
            else { return false }
        } while scanner.consume(UInt8(ascii: ","))
        guard scanner.consume(UInt8(ascii: "}")) else { return false }
        scanner.skipWhitespace()
        return scanner.isAtEnd
    }
}

/// The fields both a full record and an outcome need, read the same way by both walks.
private struct OutcomeFields {
    var time: Date?, isCorrect: Bool?, latency: Double?

    /// Reads the value of `key` when it is one of these fields: whether it was valid, or nil for another key.
    mutating func read(_ key: Range<Int>, from scanner: inout JSONLineScanner) -> Bool? {
        if scanner.matches(key, "time") {
            time = scanner.timestamp()
            return time != nil
        }
        if scanner.matches(key, "correct") {
            isCorrect = scanner.bool()
            return isCorrect != nil
        }
        if scanner.matches(key, "latency") {
            latency = scanner.number()
            return latency != nil
        }
        return nil
    }
}

/// The plain string fields, so the scanner can assign one through a key path.
private struct StringFields {
    var session, word, text, answer, given, source, explanation: String?

    /// The field a key names, or nil for keys that are not plain strings.
    static func field(named key: Range<Int>, in scanner: JSONLineScanner) -> WritableKeyPath<Self, String?>? {
        if scanner.matches(key, "session") { return \.session }
        if scanner.matches(key, "word") { return \.word }
        // "question": the stem's key in lines written before it was `text`.
        if scanner.matches(key, "text") || scanner.matches(key, "question") { return \.text }
        if scanner.matches(key, "answer") { return \.answer }
        if scanner.matches(key, "given") { return \.given }
        if scanner.matches(key, "source") { return \.source }
        if scanner.matches(key, "explanation") { return \.explanation }
        return nil
    }
}

extension JSONLineScanner {
    /// An outcome's level: `.some(nil)` for null or a value that names no level (statistics do not
    /// need it, so such a line still counts), nil only when the value is not JSON.
    mutating func outcomeLevel() -> CEFRLevel?? {
        if null() { return .some(nil) }
        if let text = string() { return .some(CEFRLevel(rawValue: text)) }
        return skipValue() ? .some(nil) : nil
    }

    /// A quoted ISO 8601 timestamp, parsed in place.
    mutating func timestamp() -> Date? {
        guard let (range, hasEscapes) = rawString(), !hasEscapes else { return nil }
        return Timestamp.parse(UnsafeBufferPointer(rebasing: bytes[range]))
    }
}
