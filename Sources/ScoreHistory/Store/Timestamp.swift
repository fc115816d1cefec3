import Foundation

/// Fast ISO 8601 UTC timestamps (`2026-11-30T01:32:03.125Z`) for history lines.
///
/// `ISO8601DateFormatter` costs microseconds per call, which a million-line `stats` cannot
/// afford; this fixed format is written and read with plain integer arithmetic.
public enum Timestamp {
    /// Formats `date` with millisecond precision in UTC.
    public static func format(_ date: Date) -> String {
        let totalMillis = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let millis = Int(((totalMillis % 1000) + 1000) % 1000)
        let seconds = (totalMillis - Int64(millis)) / 1000
        let days = Int(floorDiv(seconds, 86_400))
        let secondOfDay = Int(seconds - Int64(days) * 86_400)
        let (year, month, day) = civil(fromDays: days)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(secondOfDay / 3600, 2) + ":"
            + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2) + "." + pad(millis, 3) + "Z"
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fff…]Z`; nil for anything else.
    public static func parse(_ text: String) -> Date? {
        parse(Array(text.utf8))
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fff…]Z`; nil for anything else.
    static func parse(_ bytes: [UInt8]) -> Date? {
        bytes.withUnsafeBufferPointer { parse($0) }
    }

    /// Parses the bytes of a timestamp in place, so the million-line scan allocates nothing.
    static func parse(_ b: UnsafeBufferPointer<UInt8>) -> Date? {
        guard b.count >= 20, b[4] == 45, b[7] == 45, b[10] == 84, b[13] == 58, b[16] == 58,
            b.last == 90,
            let year = number(b, 0, 4), let month = number(b, 5, 2), let day = number(b, 8, 2),
            let hour = number(b, 11, 2), let minute = number(b, 14, 2), let second = number(b, 17, 2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction = 0.0
        if b.count > 20 {
            guard b[19] == 46, b.count > 21 else { return nil }
            var scale = 0.1
            for digit in b[20..<(b.count - 1)] {
                guard (48...57).contains(digit) else { return nil }
                fraction += Double(digit - 48) * scale
                scale /= 10
            }
        } else if b.count != 20 {
            return nil
        }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days) * 86_400 + Double(hour * 3600 + minute * 60 + second)
        return Date(timeIntervalSince1970: seconds + fraction)
    }

    private static func number(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for index in start..<(start + count) {
            let digit = b[index]
            guard (48...57).contains(digit) else { return nil }
            value = value * 10 + Int(digit - 48)
        }
        return value
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    private static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    /// Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date for a count of days since 1970-01-01 (inverse of `daysFromCivil`).
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
