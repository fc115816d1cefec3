import Foundation
import ModelQuestions
import Quiz
import QuizExport
import Support

/// What an export's closing lines need while it runs: the latest progress, for the Ctrl-C message,
/// and how many replies the model wrote, valid or not, and the tokens they cost, for the summary (it
/// shows how hard the model found the set, and it is the figure to hold against the server's own
/// throughput).
final class ExportTally: Sendable {
    private let state = Locked(
        (progress: ExportProgress?.none, replies: 0, notices: [String](), tokens: (prompt: 0, completion: 0)))
    /// Rejected replies by reason.
    let rejections = RejectionTally()

    func record(_ update: ExportProgress) {
        state.withLock { $0.progress = update }
    }

    var latestProgress: ExportProgress? { state.withLock { $0.progress } }
    var modelReplies: Int { state.withLock { $0.replies } }

    /// "; 4,210 tokens (3,900 prompt + 310 completion), 1,403 per accepted question", or "" when the
    /// server reported no usage: what each question the export kept cost, its rejected replies included.
    func tokenSummary(accepted: Int) -> String {
        let (prompt, completion) = state.withLock { $0.tokens }
        guard prompt + completion > 0 else { return "" }
        let perAccepted = accepted > 0 ? ", \((prompt + completion) / accepted) per accepted question" : ""
        return "; \(prompt + completion) tokens (\(prompt) prompt + \(completion) completion)\(perAccepted)"
    }
    /// What the sources said once each (a server that ignores the fixed choices), as "note:" lines
    /// for after the progress bar; each worker's source says it, so the same text is kept once.
    var noticeLines: String { state.withLock { $0.notices.map { "note: \($0)\n" }.joined() } }

    /// Counts each reply once: an accepted one is output, a rejected one is reported with its attempt.
    /// A rejection without an attempt number concerns a reply already counted as output.
    @Sendable func observe(_ event: ModelQuestionSource.Event) {
        switch event {
        case .modelOutput: state.withLock { $0.replies += 1 }
        case let .rejected(attempt, _):
            if attempt != nil { state.withLock { $0.replies += 1 } }
            rejections.observe(event)
        case .rekeyed: rejections.observe(event)
        case let .notice(text): state.withLock { if !$0.notices.contains(text) { $0.notices.append(text) } }
        case let .tokens(prompt, completion):
            state.withLock {
                $0.tokens.prompt += prompt
                $0.tokens.completion += completion
            }
        default: break
        }
    }
}
