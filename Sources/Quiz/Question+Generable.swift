import GuidedGeneration

// MARK: - Generable

extension Question: Generable {
    /// Field descriptions are kept short: they are sent to the model on every turn.
    public static let generationSchema = GenerationSchema(
        type: Question.self, description: "A multiple-choice vocabulary question",
        properties: [
            .init(name: "word", description: "The target word", type: String.self),
            .init(name: "text", description: "The question stem", type: String.self),
            .init(
                name: "choices", description: "Exactly 4 choices, one correct", type: [String].self, guides: [.count(4)]
            ),
            .init(name: "answer", description: "The correct choice, copied exactly", type: String.self),
            .init(name: "explanation", description: "Why the answer is right", type: String.self),
        ])

    /// Decodes a question and checks what a schema cannot: the answer is one of the choices,
    /// and the choices are non-empty and distinct.
    ///
    /// - Throws: `GuidedGenerationError` for a wrong shape, `QuestionError` for a question that
    ///   would mislead a learner. Both describe the fault in words a model can be given on a retry.
    public init(_ content: GeneratedContent) throws {
        self.init(
            word: try content.value(forProperty: "word"),
            text: try content.value(forProperty: "text"),
            choices: try content.value(forProperty: "choices"),
            answer: try content.value(forProperty: "answer"),
            explanation: try content.value(forProperty: "explanation"))
        try validate()
        if let index = answerIndex { answer = choices[index] }
    }

    public var generatedContent: GeneratedContent {
        GeneratedContent(properties: [
            "word": word, "text": text, "choices": choices, "answer": answer, "explanation": explanation,
        ])
    }

    /// The schema with `word` restricted to a teacher's list, built at run time with `anyOf`.
    ///
    /// - Throws: `QuestionError.emptyWordList` for an empty list.
    public static func generationSchema(restrictingWordTo words: [String]) throws -> GenerationSchema {
        guard !words.isEmpty else { throw QuestionError.emptyWordList }
        let root = DynamicGenerationSchema(
            name: "Question", description: "A multiple-choice vocabulary question",
            properties: [
                .init(name: "word", description: "The target word", schema: .init(name: "TargetWord", anyOf: words)),
                .init(name: "text", description: "The question stem", schema: .init(type: String.self)),
                .init(
                    name: "choices", description: "Exactly 4 choices, one correct",
                    schema: .init(arrayOf: .init(type: String.self), minimumElements: 4, maximumElements: 4)),
                .init(
                    name: "answer", description: "The correct choice, copied exactly", schema: .init(type: String.self)),
                .init(name: "explanation", description: "Why the answer is right", schema: .init(type: String.self)),
            ])
        return try GenerationSchema(root: root, dependencies: [])
    }
}

// MARK: - Partially generated

extension Question.PartiallyGenerated: PartiallyGeneratedContent {
    public init() {
        self.init(word: nil)
    }

    public init(_ content: GeneratedContent) throws {
        self.init(
            word: try content.value(forProperty: "word"),
            text: try content.value(forProperty: "text"),
            choices: try content.value(forProperty: "choices"),
            answer: try content.value(forProperty: "answer"),
            explanation: try content.value(forProperty: "explanation"))
    }
}
