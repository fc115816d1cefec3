import Foundation

/// Collects the lines a callback reports (progress messages, rejected attempts).
final class MessageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var lines: [String] { lock.withLock { stored } }
    var append: @Sendable (String) -> Void { { [self] line in lock.withLock { stored.append(line) } } }
}
