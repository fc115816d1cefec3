import Foundation
import Quiz

/// Names a REPL session in history records and transcript file names.
public enum SessionID {
    /// `20261130T013203Z-9f3a1c`: sortable by start time, unique enough with six random hex digits.
    ///
    /// The generator is injected so `--seed` runs stay reproducible.
    public static func make(at now: Date, using generator: inout SeededGenerator) -> String {
        let stamp = Timestamp.format(now).filter { $0 != "-" && $0 != ":" }
        let compact = String(stamp.prefix(15)) + "Z"
        return compact + "-" + String(format: "%06x", generator.next() & 0xFF_FFFF)
    }
}
