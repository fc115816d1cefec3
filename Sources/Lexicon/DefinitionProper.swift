import Foundation

/// The part of a question's stem a definition-to-word question asks about: the definition itself,
/// without the examples a teacher adds to it.
///
/// Teachers write "a mild or polite word used instead of one that may sound unpleasant, such as
/// "passed away" instead of "died"". Read whole, the example's words ("mobile phone", "film",
/// "Rome") dilute the definition's share of gloss words; and the first double-quoted part is the
/// example, not the definition, when the definition sits in single quotes around it.
enum DefinitionProper {
    /// The outermost quoted part of `stem` (the quote that opens first: “…”, "…" or '…', a single
    /// quote only after a space, so "What's" opens nothing), up to the last closing quote, when it holds
    /// more than three characters.
    static func outermostQuoted(in stem: String) -> String? {
        var best: (start: String.Index, inner: Substring)?
        for (open, close) in [("“", "”"), ("\"", "\""), (" '", "'")] {
            guard let start = stem.range(of: open),
                let end = stem.range(of: close, options: .backwards, range: start.upperBound..<stem.endIndex),
                end.lowerBound > start.upperBound
            else { continue }
            let inner = stem[start.upperBound..<end.lowerBound]
            if inner.count > 3, best.map({ start.lowerBound < $0.start }) ?? true {
                best = (start.lowerBound, inner)
            }
        }
        return best.map { String($0.inner) }
    }

    /// Cues that start an example after a definition.
    static let exampleCues = [", such as ", " such as ", ", for example", " for example", ", e.g.", " e.g."]

    /// `definition` up to its first example cue, when some words come before it.
    static func withoutExamples(_ definition: String) -> String {
        let lowered = definition.lowercased()
        let cut = exampleCues.compactMap { lowered.range(of: $0)?.lowerBound }.min()
        guard let cut else { return definition }
        let offset = lowered.distance(from: lowered.startIndex, to: cut)
        let kept = String(definition.prefix(offset))
        return ContentWords(kept).stems.count >= 2 ? kept : definition
    }
}
