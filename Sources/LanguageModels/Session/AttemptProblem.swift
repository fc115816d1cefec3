import Foundation
import GuidedGeneration

/// Why one attempt's reply was rejected, and what to tell the model before the next attempt.
struct AttemptProblem: Sendable {
    /// The reason, phrased to complete "failed because …".
    var summary: String
    /// The short follow-up message; `nil` when the reply broke off and is simply re-asked.
    var correction: String?
    /// The model's refusal text, when it refused.
    var refusal: String?
    /// Whether the reply stopped before it was whole.
    var isCutOff = false
    /// What the reply's content threw, when the content (not the transport) was at fault.
    var error: (any Error)?

    /// What the session's observer is told about this problem.
    var rejectedAttempt: RejectedAttempt {
        RejectedAttempt(summary: summary, isCutOff: isCutOff, error: error)
    }

    /// A reply that arrived whole but was wrong. The reply itself is not echoed back: small models
    /// tend to copy it, mistake included; the reason alone quotes the offending value.
    static func invalid(_ summary: String, error: (any Error)? = nil, isCutOff: Bool = false) -> AttemptProblem {
        AttemptProblem(
            summary: summary,
            correction:
                "Your previous reply was not usable: \(summary). Reply again with only a corrected JSON object.",
            isCutOff: isCutOff, error: error)
    }

    static func shortened(_ text: String, limit: Int = 600) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }
}

/// One rejected reply, as the session's observer sees it: enough to count replies by what was wrong
/// with them, not only to print why.
public struct RejectedAttempt: Sendable, CustomStringConvertible {
    /// The reason, phrased to complete "failed because …".
    public var summary: String
    /// Whether the reply stopped before it was whole: at the token limit, with JSON that ends early, or
    /// with a stream that broke off.
    public var isCutOff: Bool
    /// What the reply's content threw (invalid JSON, a broken schema rule, the caller's validation),
    /// when the content was at fault.
    public var error: (any Error)?

    public init(summary: String, isCutOff: Bool = false, error: (any Error)? = nil) {
        self.summary = summary
        self.isCutOff = isCutOff
        self.error = error
    }

    public var description: String { summary }
}

/// The outcome of checking one reply.
enum AttemptOutcome<Value: Sendable>: Sendable {
    /// The document and the value the turn made from it.
    case success(GeneratedContent, Value)
    case failure(AttemptProblem)
}

extension LanguageModelSession {
    /// Checks a reply in the order a failure is cheapest to explain: refusal, cut-off, JSON, schema, type.
    ///
    /// - Parameter document: The reply's JSON when the stream's partial decoder already finished it; nil
    ///   to parse `reply.text`.
    func judge<Value>(
        _ reply: ModelReply, document: GeneratedContent? = nil, for turn: Turn<Value>
    ) -> AttemptOutcome<Value> {
        if let refusal = reply.refusal?.trimmingCharacters(in: .whitespacesAndNewlines), !refusal.isEmpty {
            return .failure(
                AttemptProblem(
                    summary: "the model refused (\"\(AttemptProblem.shortened(refusal, limit: 200))\")",
                    correction: "Please do what was asked. Reply with only the JSON object.", refusal: refusal))
        }
        switch reply.finishReason {
        case .length:
            return .failure(
                AttemptProblem(
                    summary: "the reply was cut off at the length limit",
                    correction: "Your reply was too long and got cut off. Reply again with a much shorter JSON object.",
                    isCutOff: true))
        case .interrupted(let why):
            return .failure(AttemptProblem(summary: why, isCutOff: true))
        case .other(let reason):
            return .failure(.invalid("generation stopped with finish reason '\(reason)'"))
        case .stop:
            break
        }
        let content: GeneratedContent
        let value: Value
        do {
            if let document {
                content = document
            } else {
                let text = Self.strippingCodeFence(reply.text)
                guard !text.isEmpty else { return .failure(.invalid("the reply was empty")) }
                content = try GeneratedContent(json: text)
            }
            try turn.schema.validate(content)
            value = try turn.accept(content)
        } catch {
            let message = (error as? LocalizedError)?.errorDescription ?? String(describing: error)
            return .failure(
                .invalid(
                    message.replacingOccurrences(of: "\n", with: "; "), error: error,
                    isCutOff: error as? GuidedGenerationError == .incompleteDocument))
        }
        return .success(content, value)
    }

    /// Removes a Markdown code fence some models wrap JSON in when they run unconstrained.
    static func strippingCodeFence(_ text: String) -> String {
        var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("```") else { return trimmed }
        if let firstNewline = trimmed.firstIndex(of: "\n") {
            trimmed = String(trimmed[trimmed.index(after: firstNewline)...])
        }
        if trimmed.hasSuffix("```") { trimmed = String(trimmed.dropLast(3)) }
        return trimmed.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
