import Quiz

/// Questions full of every character some format treats specially, as a model might write them.
enum ExportFixtures {
    static let special = QuizItem(
        question: Question(
            word: "a:b{c}~=#\\",
            text:
                "What does \"don't\" mean in {x}: ~y = #1 \\path?\nSecond line, with comma\r\n& <tag> 'single' \ttab 🎉",
            choices: [
                "to be = \"equal\", maybe",
                "~tilde #hash {brace} :colon",
                "back\\slash & <lt> > gt",
                "emoji 🧪 and e\u{301}cole, 日本語",
            ],
            answer: "~tilde #hash {brace} :colon",
            explanation:
                "Line one: \"quoted\" & <b>bold</b>\nline two\twith tab, comma; pipe | star * _under_ [link](x)"),
        level: .b2, kind: .generated, source: "qwen2.5 @ http://127.0.0.1:8080/v1")

    /// An offline question, with the per-choice feedback the offline generator writes (one note with
    /// characters GIFT and XML escape).
    static let plain: QuizItem = {
        var item = QuizItem(
            question: Question(
                word: "abate",
                text: "What does \"abate\" mean?",
                choices: ["to become less intense", "to grow stronger", "to wait patiently", "to leave a place"],
                answer: "to become less intense",
                explanation: "\"Abate\" means to lessen or subside."),
            level: .c1, kind: .wordToDefinition, source: "offline")
        item.choiceFeedback = [
            "",
            "That is what “strengthen” means; “abate” here means “to become less intense”.",
            "That is what “wait” means; “abate” here means “to become less intense”.",
            "That is what “leave” means: {go} ~away & <exit>; “abate” here means “to become less intense”.",
        ]
        return item
    }()

    /// Over Kahoot's limits (120 and 75 UTF-16 units) with emoji at the cut, no level and no explanation.
    static let long = QuizItem(
        question: Question(
            word: "perspicacious",
            text: String(repeating: "Which word describes someone who notices small details quickly? ", count: 2)
                + "👀👀",
            choices: [
                "perspicacious",
                "obtuse",
                String(repeating: "a very long distractor that keeps going ", count: 2) + "🐢🐢🐢",
                "control\u{7}character",
            ],
            answer: "perspicacious",
            explanation: ""),
        level: nil, kind: .definitionToWord, source: "offline")

    static let all = [special, plain, long]
}
