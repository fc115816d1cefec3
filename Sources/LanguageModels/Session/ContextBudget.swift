import Foundation
import GuidedGeneration

/// Fits each turn's messages into the model's context window.
///
/// The prompt is the instructions (plus a one-line note about older turns), the most recent turns, and
/// the new prompt; the oldest recent turns are dropped first when even that does not fit. So prompt
/// size stays flat however long a session runs.
struct ContextBudget {
    /// A conservative guess (about 3.3 characters per token) until the server reports real counts.
    static let initialTokensPerCharacter = 0.3
    /// Chat templates add a few tokens of role markup per message.
    static let tokensPerMessage = 4

    var contextSize: Int
    var reservedForResponse: Int
    var tokensPerCharacter: Double

    /// The tokens a list of messages is expected to take.
    func estimate(_ messages: [ModelRequest.Message]) -> Int {
        let characters = messages.reduce(0) { $0 + $1.content.count }
        return Int((Double(characters) * tokensPerCharacter).rounded(.up)) + messages.count * Self.tokensPerMessage
    }

    /// Tokens available for the prompt: the window minus the reply's room and a 5 % safety margin.
    var promptBudget: Int {
        contextSize - reservedForResponse - contextSize / 20
    }

    /// The messages for one turn, or `nil` when not even the instructions and prompt fit.
    func messages(
        instructions: String?, turns: [(prompt: String, response: GeneratedContent)], recentTurnCount: Int,
        note: (([GeneratedContent]) -> String?)?, prompt: String
    ) -> [ModelRequest.Message]? {
        var keptCount = min(recentTurnCount, turns.count)
        while true {
            let dropped = turns.dropLast(keptCount).map(\.response)
            let system = [instructions, dropped.isEmpty ? nil : note?(Array(dropped))]
                .compactMap { $0 }.joined(separator: "\n\n")
            var messages: [ModelRequest.Message] = system.isEmpty ? [] : [.init(role: .system, content: system)]
            for turn in turns.suffix(keptCount) {
                messages.append(.init(role: .user, content: turn.prompt))
                messages.append(.init(role: .assistant, content: turn.response.jsonString))
            }
            messages.append(.init(role: .user, content: prompt))
            if estimate(messages) <= promptBudget { return messages }
            if keptCount == 0 { return nil }
            keptCount -= 1
        }
    }

    /// Learns the server's tokens-per-character ratio from a reported prompt size.
    static func calibrated(promptTokens: Int, for messages: [ModelRequest.Message]) -> Double? {
        let characters = messages.reduce(0) { $0 + $1.content.count }
        let contentTokens = promptTokens - messages.count * tokensPerMessage
        guard characters > 200, contentTokens > 0 else { return nil }
        return min(1.0, max(0.1, Double(contentTokens) / Double(characters)))
    }
}
