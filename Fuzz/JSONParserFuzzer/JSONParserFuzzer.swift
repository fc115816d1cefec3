import Foundation

// libFuzzer entry point for the JSON and partial-JSON parsers. Built by scripts/fuzz together with the
// GuidedGeneration sources (one module), so it can check internal invariants. Any broken invariant aborts,
// which libFuzzer reports as a crash.
//
// Input: the first byte picks the streaming chunk size; the rest is the document.

/// A schema the fuzzed content is validated against, to exercise every validation path.
///
/// Built per input rather than held in a global: LeakSanitizer cannot see pointers that Swift stores
/// with enum tags in their spare bits, so long-lived schema trees read as leaks.
private func makeFuzzSchema() -> GenerationSchema? {
    try? GenerationSchema(
        root: DynamicGenerationSchema(
            name: "Q",
            properties: [
                .init(name: "word", schema: DynamicGenerationSchema(name: "W", anyOf: ["a", "b"])),
                .init(name: "n", schema: .init(type: Int.self, guides: [.range(0...9)])),
                .init(
                    name: "choices",
                    schema: .init(type: [String].self, guides: [.count(4), .element(.pattern(#"\w+"#))])),
                .init(name: "sub", schema: .init(referenceTo: "Q"), isOptional: true),
            ]),
        dependencies: [])
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONParsers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let first = bytes.first else { return 0 }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let complete = try? GeneratedContent(json: text)
    let streamed = stream(text, chunkSize: Int(first % 16) + 1)
    guard complete == streamed else { abort() }
    if let complete {
        guard (try? GeneratedContent(json: complete.jsonString)) == complete else { abort() }
        guard (try? GeneratedContent(json: complete.prettyJSONString)) == complete else { abort() }
        _ = try? makeFuzzSchema()?.validate(complete)
    }
    return 0
}

/// Streams `text` in chunks of `chunkSize` scalars, checking every snapshot extends the one before.
private func stream(_ text: String, chunkSize: Int) -> GeneratedContent? {
    var decoder = PartialJSONDecoder()
    var previous = decoder.snapshot
    var scalars = Substring(text).unicodeScalars[...]
    while !scalars.isEmpty {
        let piece = String(String.UnicodeScalarView(scalars.prefix(chunkSize)))
        scalars = scalars.dropFirst(chunkSize)
        guard let snapshot = try? decoder.append(piece) else { return nil }
        guard previous.isPrefixSnapshot(of: snapshot) else { abort() }
        previous = snapshot
    }
    return try? decoder.finish()
}
