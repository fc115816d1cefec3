import Support

/// The candidate closest to `word` by edit distance, if it is close enough to be a plausible typo.
func nearestWord(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word, $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, word.count / 3) ? best.0 : nil
}
