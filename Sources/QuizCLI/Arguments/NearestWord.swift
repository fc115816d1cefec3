/// The candidate closest to `word` by edit distance, if it is close enough to be a plausible typo.
func nearestWord(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word, $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, word.count / 3) ? best.0 : nil
}

/// Levenshtein distance between two strings, by characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
        var current = [i + 1]
        for (j, y) in b.enumerated() {
            current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
        }
        previous = current
    }
    return previous[b.count]
}
