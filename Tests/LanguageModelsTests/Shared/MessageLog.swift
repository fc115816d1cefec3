import Foundation
import Support

/// Collects the lines a callback reports (progress messages, rejected attempts).
final class MessageLog: Sendable {
    private let stored = Locked<[String]>([])
    var lines: [String] { stored.value }
    var append: @Sendable (String) -> Void { { [self] line in stored.withLock { $0.append(line) } } }
}
