import Foundation

/// A model reply for a question about `word`, as the fake server sends it.
///
/// By default the question is right by the lexicon for the words the tests use (its key is a
/// paraphrase of the word's gloss), so it passes the check; other words get `abate`'s choices, a
/// copied example the check rejects.
func questionJSON(
    word: String, answer: String? = nil, choices: [String]? = nil, text: String? = nil
) -> String {
    let choices = choices ?? defaultChoices(for: word)
    let object: [String: Any] = [
        "word": word, "text": text ?? "What does \"\(word)\" mean?", "choices": choices,
        "answer": answer ?? choices[0], "explanation": "\(word): explained.",
    ]
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
}

/// Right meanings of the words the tests ask, by WordNet's glosses.
let testDefinitions = [
    "abate": "to become less intense", "lamb": "a young sheep", "duck": "a swimming bird with a broad flat bill",
    "salmon": "a large fish of northern waters",
]

private func defaultChoices(for word: String) -> [String] {
    let wrong = ["to grow stronger", "to wait patiently", "to leave a place"]
    guard word != "abate", let definition = testDefinitions[word] else { return ["to become less intense"] + wrong }
    return [definition, "a kind of tall tree", "a loud noise", "a tool for cutting"]
}
