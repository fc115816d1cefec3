/// The distinct lower-cased word forms of a text, found by their UTF-8 bytes.
///
/// A novel has a million words but a few thousand distinct forms: looking each word up by its bytes
/// (an FNV-1a hash, open addressing) makes a `String` only once per form, not once per word.
struct FormTable {
    /// The forms, by id (the order they were first seen).
    private(set) var forms: [String] = []
    private var keys: [UInt8] = []
    private var keyRanges: [Range<Int>] = []
    /// Form id per slot, -1 for an empty one; the count is a power of two, at least twice the forms.
    private var slots = [Int32](repeating: -1, count: 1 << 12)

    /// The id of the lower-cased form `bytes` spells, added when new.
    mutating func id(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = Self.hash(bytes)
        var slot = hash & (slots.count - 1)
        while slots[slot] >= 0 {
            let id = Int(slots[slot])
            if keys[keyRanges[id]].elementsEqual(bytes) { return id }
            slot = (slot + 1) & (slots.count - 1)
        }
        let id = forms.count
        keyRanges.append(keys.count..<keys.count + bytes.count)
        keys.append(contentsOf: bytes)
        forms.append(String(decoding: bytes, as: UTF8.self))
        slots[slot] = Int32(id)
        if forms.count * 2 > slots.count { grow() }
        return id
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (id, range) in keyRanges.enumerated() {
            var slot = keys[range].withUnsafeBufferPointer(Self.hash) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(id)
        }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
