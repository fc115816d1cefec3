import Foundation

/// The CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320) that ZIP stores for every entry.
struct CRC32: Sendable {
    private static let table: [UInt32] = (0..<256).map { byte in
        var value = UInt32(byte)
        for _ in 0..<8 {
            value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1
        }
        return value
    }

    private(set) var value: UInt32 = 0

    init() {}

    mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var crc = ~value
        for byte in bytes {
            crc = Self.table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        value = ~crc
    }

    static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    /// The same checksum over contiguous bytes, several times faster than iterating `Data` as a sequence.
    static func checksum(_ data: Data) -> UInt32 {
        data.withUnsafeBytes { buffer in checksum(buffer.bindMemory(to: UInt8.self)) }
    }
}
