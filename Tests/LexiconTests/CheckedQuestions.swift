import Quiz

/// Suites that hand the checker questions written in one line: the word, the stem, the four choices and
/// the index of the key (the explanation plays no part in a verdict).
protocol CheckedQuestions {}

extension CheckedQuestions {
    func question(_ word: String, _ text: String, _ choices: [String], _ answer: Int) -> Question {
        try! Question(word: word, text: text, choices: choices, answer: choices[answer], explanation: "")
    }
}
