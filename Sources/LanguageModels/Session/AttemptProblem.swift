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

    /// A reply that arrived whole but was wrong. The reply itself is not echoed back: small models
    /// tend to copy it, mistake included; the reason alone quotes the offending value.
    static func invalid(_ summary: String) -> AttemptProblem {
        AttemptProblem(
            summary: summary,
            correction: "Your previous reply was not usable: \(summary). Reply again with only a corrected JSON object."
        )
    }

    static func shortened(_ text: String, limit: Int = 600) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }
}

/// The outcome of checking one reply.
enum AttemptOutcome: Sendable {
    case success(GeneratedContent)
    case failure(AttemptProblem)
}

extension LanguageModelSession {
    /// Checks a reply in the order a failure is cheapest to explain: refusal, cut-off, JSON, schema, type.
    func judge(_ reply: ModelReply, for turn: Turn) -> AttemptOutcome {
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
                    correction: "Your reply was too long and got cut off. Reply again with a much shorter JSON object.")
            )
        case .interrupted(let why):
            return .failure(AttemptProblem(summary: why))
        case .other(let reason):
            return .failure(.invalid("generation stopped with finish reason '\(reason)'"))
        case .stop:
            break
        }
        let text = Self.strippingCodeFence(reply.text)
        guard !text.isEmpty else {
            return .failure(.invalid("the reply was empty"))
        }
        let content: GeneratedContent
        do {
            content = try GeneratedContent(json: text)
            try turn.schema.validate(content)
            try turn.accept(content)
        } catch {
            let message = (error as? LocalizedError)?.errorDescription ?? String(describing: error)
            return .failure(.invalid(message.replacingOccurrences(of: "\n", with: "; ")))
        }
        return .success(content)
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
