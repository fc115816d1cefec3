import Foundation

/// A minimal ZIP writer: stored (uncompressed) entries, no ZIP64, a fixed 1980-01-01 timestamp.
///
/// QTI packages need only a ZIP container that every LMS can open; storing without compression keeps
/// the writer small and dependency-free, and the fixed timestamp makes packages byte-for-byte reproducible.
struct ZipArchiveWriter: Sendable {
    private struct Entry {
        var name: [UInt8]
        var crc: UInt32
        var size: UInt32
        var offset: UInt32
    }

    private var archive = Data()
    private var entries: [Entry] = []

    /// The most entries a ZIP without ZIP64 records.
    static let maximumEntries = 0xFFFF

    init() {}

    /// Appends one file. Names are ASCII paths with `/` separators.
    mutating func add(name: String, contents: Data) throws(ExportError) {
        guard entries.count < Self.maximumEntries,
            let offset = UInt32(exactly: archive.count),
            let size = UInt32(exactly: contents.count),
            UInt64(archive.count) + UInt64(contents.count) < UInt64(UInt32.max) / 2
        else {
            throw .archiveTooLarge(entries: entries.count + 1)
        }
        let entry = Entry(name: Array(name.utf8), crc: CRC32.checksum(contents), size: size, offset: offset)
        archive.append(le32: 0x0403_4B50)
        appendCommonHeader(entry)
        archive.append(contentsOf: entry.name)
        archive.append(contents)
        entries.append(entry)
    }

    /// The finished archive: the entries, then the central directory and its end record.
    func finish() -> Data {
        var output = archive
        let directoryOffset = UInt32(truncatingIfNeeded: output.count)
        for entry in entries {
            output.append(le32: 0x0201_4B50)
            output.append(le16: 0x031E)  // made by: Unix, ZIP 3.0, so the permission bits below are read
            Self.appendCommonHeader(entry, to: &output)
            output.append(le16: 0)  // comment length
            output.append(le16: 0)  // disk number
            output.append(le16: 0)  // internal attributes
            output.append(le32: 0o100644 << 16)  // external attributes: a regular file, rw-r--r--
            output.append(le32: entry.offset)
            output.append(contentsOf: entry.name)
        }
        let directorySize = UInt32(truncatingIfNeeded: output.count) - directoryOffset
        output.append(le32: 0x0605_4B50)
        output.append(le16: 0)
        output.append(le16: 0)
        output.append(le16: UInt16(entries.count))
        output.append(le16: UInt16(entries.count))
        output.append(le32: directorySize)
        output.append(le32: directoryOffset)
        output.append(le16: 0)
        return output
    }

    private mutating func appendCommonHeader(_ entry: Entry) {
        Self.appendCommonHeader(entry, to: &archive)
    }

    /// The fields local headers and central-directory records share, from "version needed" to "extra length".
    private static func appendCommonHeader(_ entry: Entry, to data: inout Data) {
        data.append(le16: 20)  // version needed
        data.append(le16: 0x0800)  // flags: names are UTF-8
        data.append(le16: 0)  // method: stored
        data.append(le16: 0)  // time 00:00:00
        data.append(le16: 0x0021)  // date 1980-01-01
        data.append(le32: entry.crc)
        data.append(le32: entry.size)  // compressed size
        data.append(le32: entry.size)
        data.append(le16: UInt16(entry.name.count))
        data.append(le16: 0)  // extra field length
    }
}

extension Data {
    fileprivate mutating func append(le16 value: UInt16) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    fileprivate mutating func append(le32 value: UInt32) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
