import Foundation
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Output that wraps at word boundaries to the terminal's current width, and passes text through
/// untouched when there is no terminal (piped output is never wrapped).
///
/// Safe to share: the streamed stem is written from another task than the rest.
final class WrappingOutput: TextOutput, Sendable {
    private let base: any TextOutput
    private let columns: @Sendable () -> Int?
    /// Held while writing too, so text from two tasks reaches `base` in the order it was wrapped.
    private let wrapper = Locked<TextWrapper?>(nil)

    /// - Parameter columns: The width now, asked before each write so a resized terminal is followed;
    ///   nil means not a terminal.
    init(_ base: any TextOutput, columns: @escaping @Sendable () -> Int?) {
        self.base = base
        self.columns = columns
    }

    /// Writes the word still held back, at the end of the program.
    func finish() {
        wrapper.withLock { wrapper in
            if let rest = wrapper?.flush(), !rest.isEmpty { base.write(rest) }
        }
    }

    func write(_ text: String) {
        wrapper.withLock { wrapper in
            let wrapped: String
            if let width = columns(), width > 0 {
                if wrapper == nil { wrapper = TextWrapper(width: width) }
                wrapper?.width = width
                wrapped = wrapper?.consume(text) ?? text
            } else {
                wrapped = (wrapper?.flush() ?? "") + text
                wrapper = nil
            }
            if !wrapped.isEmpty { base.write(wrapped) }
        }
    }
}

/// The width of the terminal behind a file descriptor.
enum TerminalWidth {
    /// `TIOCGWINSZ` on `descriptor`, else `COLUMNS`, else 80; nil when `descriptor` is not a terminal.
    static func columns(of descriptor: Int32, environment: [String: String]) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let value = environment["COLUMNS"].flatMap(Int.init), value > 0 { return value }
        return 80
    }
}
