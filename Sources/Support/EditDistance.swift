/// Levenshtein distance between two strings, by characters: how many letters changed, added or dropped
/// turn one into the other. The CLI suggests the flag or word a typo was nearest to; the generator
/// treats a key one letter from its target as a spelling variant, not a synonym.
public func editDistance(_ a: String, _ b: String) -> Int {
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
