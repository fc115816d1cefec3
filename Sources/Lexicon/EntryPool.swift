/// A read-only view over several entry-index buckets as one list, so picking a random target at a
/// level costs no copying.
struct EntryPool {
    private let parts: [[Int32]]
    let count: Int

    init(_ parts: [[Int32]]) {
        self.parts = parts.filter { !$0.isEmpty }
        count = self.parts.reduce(0) { $0 + $1.count }
    }

    subscript(position: Int) -> Int {
        var remaining = position
        for part in parts {
            if remaining < part.count { return Int(part[remaining]) }
            remaining -= part.count
        }
        return Int(parts[parts.count - 1][parts[parts.count - 1].count - 1])
    }
}
