import Foundation

/// What one thread parsed from one `LineChunk`; line numbers are relative to the chunk.
struct ChunkLoad<Element> {
    var items: [Element] = []
    var lineCount = 0
    var skippedCount = 0
    var skippedSample: [Int] = []
}

extension ChunkLoad: Sendable where Element: Sendable {}

/// One slot per chunk, filled from `DispatchQueue.concurrentPerform` workers behind a lock.
final class ChunkResults<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    /// Every filled slot, in chunk order; call after all workers have finished.
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
