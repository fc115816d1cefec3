import Foundation

/// Where the learner's lines come from.
protocol LineSource: Sendable {
    /// The next line without its newline, or nil at end of input.
    func nextLine() async -> String?
}

/// Reads standard input on a thread of its own, so a blocked read never starves the
/// cooperative thread pool that generates the next question meanwhile.
///
/// The thread starts at the first `nextLine()`, so commands that never read input never touch it.
final class StandardInputLines: LineSource, @unchecked Sendable {
    private let lock = NSLock()
    private let reader: Thread
    private var hasStarted = false
    private var iterator: AsyncStream<String>.Iterator

    init() {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
        iterator = stream.makeAsyncIterator()
        reader = Thread {
            while let line = readLine(strippingNewline: true) {
                continuation.yield(line)
            }
            continuation.finish()
        }
    }

    func nextLine() async -> String? {
        var current = lock.withLock {
            if !hasStarted {
                hasStarted = true
                reader.start()
            }
            return iterator
        }
        let line = await current.next()
        lock.withLock { iterator = current }
        return line
    }
}

/// Replays fixed lines; the test double for a learner.
final class ScriptedLines: LineSource, @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: [String]

    init(_ lines: [String]) {
        remaining = lines
    }

    func nextLine() async -> String? {
        lock.withLock { remaining.isEmpty ? nil : remaining.removeFirst() }
    }
}
