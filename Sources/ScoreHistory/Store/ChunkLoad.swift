import Foundation
import Support

/// What one thread parsed from one `LineChunk`; line numbers are relative to the chunk.
struct ChunkLoad<Element> {
    var items: [Element] = []
    var lineCount = 0
    var skippedCount = 0
    var skippedSample: [Int] = []
}

extension ChunkLoad: Sendable where Element: Sendable {}

/// One slot per chunk, filled from `DispatchQueue.concurrentPerform` workers behind a lock.
struct ChunkResults<Value: Sendable>: Sendable {
    private let slots: Locked<[Value?]>

    init(count: Int) {
        slots = Locked(Array(repeating: nil, count: count))
    }

    func set(_ index: Int, _ value: Value) {
        slots.withLock { $0[index] = value }
    }

    /// Every filled slot, in chunk order; call after all workers have finished.
    var values: [Value] { slots.withLock { $0.compactMap { $0 } } }
}
