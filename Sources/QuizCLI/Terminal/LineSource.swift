import Foundation
import Support

/// Where the learner's lines come from.
protocol LineSource: Sendable {
    /// The next line without its newline, or nil at end of input.
    func nextLine() async -> String?
}

/// Reads standard input on a thread of its own, so a blocked read never starves the
/// cooperative thread pool that generates the next question meanwhile.
///
/// The thread starts at the first `nextLine()`, so commands that never read input never touch it.
final class StandardInputLines: LineSource, Sendable {
    private let state: Locked<(hasStarted: Bool, iterator: AsyncStream<String>.Iterator)>
    private let reader: Locked<Thread>

    init() {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
        state = Locked((false, stream.makeAsyncIterator()))
        reader = Locked(
            Thread {
                while let line = readLine(strippingNewline: true) {
                    continuation.yield(line)
                }
                continuation.finish()
            })
    }

    /// One reader at a time: the learner answers one prompt at a time.
    func nextLine() async -> String? {
        var current = state.withLock { state in
            if !state.hasStarted {
                state.hasStarted = true
                reader.withLock { $0.start() }
            }
            return state.iterator
        }
        let line = await current.next()
        state.withLock { $0.iterator = current }
        return line
    }
}

/// Replays fixed lines; the test double for a learner.
final class ScriptedLines: LineSource, Sendable {
    private let remaining: Locked<[String]>

    init(_ lines: [String]) {
        remaining = Locked(lines)
    }

    func nextLine() async -> String? {
        remaining.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
