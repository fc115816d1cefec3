import Support

/// Writes export records as JSON bytes, laid out as Foundation's `JSONEncoder` laid them out with
/// `.sortedKeys` and `.withoutEscapingSlashes`, so scripts and golden files see the same bytes as before
/// the encoder was dropped for speed (issue 24).
///
/// Compact form: no spaces at all. Pretty form (`.prettyPrinted`): two spaces per level, `"key" : value`,
/// one element or member per line, and an empty array as `[`, a blank line and `]` at its level's indent.
/// Strings go through `JSONEscape.appendQuoted`, the package's one JSON string writer.
struct JSONRecordWriter {
    private(set) var bytes: [UInt8] = []
    let isPretty: Bool
    /// How many containers enclose what is written next, for the pretty form's indentation.
    private var depth = 0
    /// Whether the next member is the first of its object (no comma before it).
    private var isFirstMember = true

    init(isPretty: Bool, capacity: Int) {
        self.isPretty = isPretty
        bytes.reserveCapacity(capacity)
    }

    mutating func appendNewline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The records as one array; `[]` compact, `[\n\n]` pretty when there are none.
    mutating func writeArray(of records: [JSONRenderer.Record]) {
        bytes.append(UInt8(ascii: "["))
        depth += 1
        for (index, record) in records.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            breakLine()
            write(record)
        }
        closeContainer(UInt8(ascii: "]"), isEmpty: records.isEmpty)
    }

    /// One record as an object, its members in the byte order of their keys as `.sortedKeys` puts them
    /// (`choices` before `choices_from`, `seed` before `sense` before `sentence`); optional members
    /// are left out when nil, except `level`, written as `null` so every object has the same keys.
    mutating func write(_ record: JSONRenderer.Record) {
        bytes.append(UInt8(ascii: "{"))
        depth += 1
        isFirstMember = true
        member("answer", record.answer)
        if record.checked == true, record.isPartlyChecked {
            member("checked", "partial")
        } else if let checked = record.checked {
            key("checked")
            bytes.append(contentsOf: (checked ? "true" : "false").utf8)
        }
        key("choices")
        writeStrings(record.choices)
        member("choices_from", record.choiceOrigin)
        member("explanation", record.explanation)
        if let feedback = record.feedback {
            key("feedback")
            writeStrings(feedback)
        }
        key("level")
        if let level = record.level {
            JSONEscape.appendQuoted(level, to: &bytes)
        } else {
            bytes.append(contentsOf: "null".utf8)
        }
        if let seed = record.seed {
            key("seed")
            bytes.append(contentsOf: String(seed).utf8)
        }
        member("sense", record.sense)
        member("sentence", record.sentence)
        member("source", record.source)
        member("text", record.text)
        member("text_from", record.textOrigin)
        member("type", record.type)
        member("word", record.word)
        closeContainer(UInt8(ascii: "}"), isEmpty: false)
    }

    /// A string member, or nothing when `value` is nil (`encodeIfPresent`).
    private mutating func member(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        key(name)
        JSONEscape.appendQuoted(value, to: &bytes)
    }

    /// The separator before a member, its quoted name and the colon (`" : "` pretty). Every key is a
    /// plain ASCII literal, so it is copied without escaping.
    private mutating func key(_ name: StaticString) {
        if !isFirstMember { bytes.append(UInt8(ascii: ",")) }
        isFirstMember = false
        breakLine()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        if isPretty { bytes.append(UInt8(ascii: " ")) }
        bytes.append(UInt8(ascii: ":"))
        if isPretty { bytes.append(UInt8(ascii: " ")) }
    }

    private mutating func writeStrings(_ strings: [String]) {
        bytes.append(UInt8(ascii: "["))
        depth += 1
        for (index, string) in strings.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            breakLine()
            JSONEscape.appendQuoted(string, to: &bytes)
        }
        closeContainer(UInt8(ascii: "]"), isEmpty: strings.isEmpty)
    }

    /// Ends the innermost container: pretty, on its own line at the container's indent, after a blank
    /// line when it held nothing (`JSONEncoder`'s `[\n\n  ]`).
    private mutating func closeContainer(_ close: UInt8, isEmpty: Bool) {
        depth -= 1
        if isEmpty, isPretty { bytes.append(UInt8(ascii: "\n")) }
        breakLine()
        bytes.append(close)
    }

    /// A line break and the current indent, in the pretty form only.
    private mutating func breakLine() {
        guard isPretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<(2 * depth) { bytes.append(UInt8(ascii: " ")) }
    }
}
