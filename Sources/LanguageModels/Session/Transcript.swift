import Foundation
import GuidedGeneration

/// The long-term record of a session: instructions, then each prompt and its accepted response.
///
/// Failed attempts and the corrections sent after them are deliberately absent: they help one turn
/// and would only cost tokens (and confuse the model) on every later turn.
public struct Transcript: Sendable, Equatable {
    /// One entry of the conversation.
    public enum Entry: Sendable, Equatable {
        case instructions(String)
        case prompt(String)
        case response(GeneratedContent)
    }

    public private(set) var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    mutating func append(_ entry: Entry) {
        entries.append(entry)
    }

    /// Each completed prompt with its response, oldest first.
    var turns: [(prompt: String, response: GeneratedContent)] {
        var turns: [(String, GeneratedContent)] = []
        var pendingPrompt: String?
        for entry in entries {
            switch entry {
            case .prompt(let text): pendingPrompt = text
            case .response(let content):
                if let prompt = pendingPrompt { turns.append((prompt, content)) }
                pendingPrompt = nil
            case .instructions: break
            }
        }
        return turns
    }
}
