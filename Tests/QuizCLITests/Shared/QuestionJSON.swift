import Foundation

/// A model reply for a question about `word`, as the fake server sends it.
func questionJSON(
    word: String, answer: String? = nil, choices: [String]? = nil, text: String? = nil
) -> String {
    let choices = choices ?? ["to become less intense", "to grow stronger", "to wait patiently", "to leave a place"]
    let object: [String: Any] = [
        "word": word, "text": text ?? "What does \"\(word)\" mean?", "choices": choices,
        "answer": answer ?? choices[0], "explanation": "\(word): explained.",
    ]
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
}
