import Foundation

/// Draws export progress on stderr: a bar with rate and ETA on a terminal, one summary line otherwise.
///
/// A redrawn bar is noise in a log file or a CI transcript, so when the stream is not a terminal
/// nothing is written until `finish`. The terminal check, the clock and the output are injected.
public actor ProgressRenderer {
    private let isTerminal: Bool
    private let width: Int
    private let now: @Sendable () -> Double
    private let write: @Sendable (String) -> Void
    private let minimumInterval: Double
    private var start: Double?
    private var lastDraw: Double?

    /// - Parameters:
    ///   - isTerminal: Whether the output is a terminal, e.g. `isatty(STDERR_FILENO) == 1`.
    ///   - now: Seconds on a monotonic clock.
    ///   - write: Where text goes, e.g. to stderr.
    ///   - minimumInterval: Seconds between redraws, so thousands of fast questions do not flood the terminal.
    public init(
        isTerminal: Bool, width: Int = 30, minimumInterval: Double = 0.1,
        now: @escaping @Sendable () -> Double, write: @escaping @Sendable (String) -> Void
    ) {
        self.isTerminal = isTerminal
        self.width = max(1, width)
        self.minimumInterval = minimumInterval
        self.now = now
        self.write = write
    }

    /// Marks the start of the run, from which rate and ETA are measured.
    public func begin() {
        start = now()
    }

    /// Redraws the bar on a terminal (at most every `minimumInterval`); does nothing otherwise.
    public func update(_ progress: ExportProgress) {
        guard isTerminal else { return }
        let time = now()
        if let lastDraw, time - lastDraw < minimumInterval, progress.settled < progress.total { return }
        lastDraw = time
        write("\r" + bar(progress, at: time) + "\u{1B}[K")
    }

    /// Ends the display: the final bar and a line break on a terminal, or one summary line otherwise.
    public func finish(_ progress: ExportProgress) {
        let time = now()
        if isTerminal {
            write("\r" + bar(progress, at: time) + "\u{1B}[K\n")
        } else {
            let elapsed = time - (start ?? time)
            var line = "\(progress.completed) of \(progress.total) questions in \(Self.seconds(elapsed))"
            line += " (\(Self.rate(progress.settled, elapsed)))"
            if progress.failed > 0 { line += ", \(progress.failed) failed" }
            write(line + "\n")
        }
    }

    /// `[#########---------] 30/60 · 2.5 q/s · ETA 0:12`
    func bar(_ progress: ExportProgress, at time: Double) -> String {
        let total = max(progress.total, 1)
        let filled = min(width, width * progress.settled / total)
        let elapsed = time - (start ?? time)
        var text = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
        text += " \(progress.settled)/\(progress.total) · \(Self.rate(progress.settled, elapsed))"
        if progress.failed > 0 { text += " · \(progress.failed) failed" }
        if progress.settled > 0, elapsed > 0, progress.settled < progress.total {
            let remaining = Double(progress.total - progress.settled) * elapsed / Double(progress.settled)
            text += " · ETA \(Self.clock(remaining))"
        }
        return text
    }

    static func rate(_ count: Int, _ elapsed: Double) -> String {
        guard elapsed > 0 else { return "– q/s" }
        return String(format: "%.1f q/s", Double(count) / elapsed)
    }

    static func seconds(_ value: Double) -> String { String(format: "%.1f s", value) }

    /// `m:ss`, or `h:mm:ss` past an hour.
    static func clock(_ value: Double) -> String {
        let total = Int(value.rounded(.up))
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        return hours > 0
            ? String(format: "%d:%02d:%02d", hours, minutes, seconds) : String(format: "%d:%02d", minutes, seconds)
    }
}
