import Foundation
import ModelQuestions
import Quiz
import QuizExport
import Support

/// What an export's closing lines need while it runs: the latest progress, for the Ctrl-C message,
/// and how many replies the model wrote, valid or not, for the summary (it shows how hard the model
/// found the set, and it is the figure to hold against the server's own throughput).
final class ExportTally: Sendable {
    private let state = Locked((progress: ExportProgress?.none, replies: 0))
    /// Rejected replies by reason.
    let rejections = RejectionTally()

    func record(_ update: ExportProgress) {
        state.withLock { $0.progress = update }
    }

    var latestProgress: ExportProgress? { state.withLock { $0.progress } }
    var modelReplies: Int { state.withLock { $0.replies } }

    /// Counts each reply once: an accepted one is output, a rejected one is reported with its attempt.
    /// A rejection without an attempt number concerns a reply already counted as output.
    @Sendable func observe(_ event: ModelQuestionSource.Event) {
        switch event {
        case .modelOutput: state.withLock { $0.replies += 1 }
        case let .rejected(attempt, _):
            if attempt != nil { state.withLock { $0.replies += 1 } }
            rejections.observe(event)
        case .rekeyed: rejections.observe(event)
        default: break
        }
    }
}
