import Foundation
import Support

/// Where the program writes text: standard output, standard error, or a buffer in tests.
protocol TextOutput: Sendable {
    func write(_ text: String)
}

/// Writes straight to a file descriptor, unbuffered, so prompts appear before input is read
/// and nothing is lost when the process is interrupted.
struct FileDescriptorOutput: TextOutput {
    let descriptor: Int32

    static let standardOutput = FileDescriptorOutput(descriptor: STDOUT_FILENO)
    static let standardError = FileDescriptorOutput(descriptor: STDERR_FILENO)

    func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// Collects output in memory; used by tests and to capture text for the transcript.
final class BufferedOutput: TextOutput, Sendable {
    private let buffer = Locked("")

    var text: String { buffer.value }

    func write(_ text: String) {
        buffer.withLock { $0 += text }
    }
}
