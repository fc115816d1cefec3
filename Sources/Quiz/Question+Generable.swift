import GuidedGeneration

// MARK: - Generable

extension Question: Generable {
    /// The fields in the order the model writes them: the one list both schemas are built from.
    /// Descriptions are kept short: they are sent to the model on every turn.
    private enum Field: String, CaseIterable {
        case word, text, choices, answer, explanation

        var summary: String {
            switch self {
            case .word: "The target word"
            case .text: "The question stem"
            case .choices: "Exactly \(Question.choiceCount) choices, one correct"
            case .answer: "The correct choice, copied exactly"
            case .explanation: "Why the answer is right"
            }
        }

        /// A lexicon-bound turn's description: what the model writes, in the words of its task, and
        /// the fixed fields as fixed. SmolLM2 copied "The target word" and "The question stem" into
        /// its sentences (and "string", the type the shape line gives the field).
        func summary(bound: BoundChoices) -> String {
            let template =
                switch (self, bound.task) {
                case (.text, .blankSentence): Question.boundDescriptions[0]
                case (.text, .meaningQuestion): Question.boundDescriptions[1]
                case (.explanation, _): Question.boundDescriptions[2]
                default: "Fixed"
                }
            return template.replacingOccurrences(of: "{{word}}", with: bound.word)
        }

        var property: GenerationSchema.Property {
            switch self {
            case .choices:
                .init(name: rawValue, description: summary, type: [String].self, guides: [.count(Question.choiceCount)])
            default: .init(name: rawValue, description: summary, type: String.self)
            }
        }

        /// The same field at run time; `word` becomes an `anyOf` over `words` when they are given, and
        /// with `bound` choices, `word`, `choices` and `answer` become constants, and `text` and
        /// `explanation` patterns that name the word and the key.
        func dynamicProperty(words: [String], bound: BoundChoices? = nil, patterns: BoundTextPatterns? = nil)
            -> DynamicGenerationSchema.Property
        {
            let schema: DynamicGenerationSchema
            switch (self, bound) {
            case (.word, let bound?): schema = .init(type: String.self, guides: [.constant(bound.word)])
            case (.word, nil): schema = .init(name: "TargetWord", anyOf: words)
            case (.answer, let bound?): schema = .init(type: String.self, guides: [.constant(bound.answer)])
            case (.choices, let bound?): schema = .init(type: [String].self, guides: [.constant(bound.choices)])
            case (.text, _?):
                schema = .init(type: String.self, guides: patterns.map { [.samplingPattern($0.text)] } ?? [])
            case (.explanation, _?):
                schema = .init(
                    type: String.self, guides: patterns?.explanation.map { [.samplingPattern($0)] } ?? [])
            case (.choices, nil):
                schema = .init(
                    arrayOf: .init(type: String.self), minimumElements: Question.choiceCount,
                    maximumElements: Question.choiceCount)
            default: schema = .init(type: String.self)
            }
            return .init(name: rawValue, description: bound.map(summary(bound:)) ?? summary, schema: schema)
        }
    }

    private static let schemaSummary = "A multiple-choice vocabulary question"

    /// How a lexicon-bound turn's schema describes the text of a blank sentence, the text of a
    /// meaning question and the explanation, with `{{word}}` for the word: they reach the model as
    /// prompt text, so an echo of them counts as one (`QuizTalk`).
    public static let boundDescriptions = [
        "A new sentence that uses {{word}}", "A short question that asks what {{word}} means",
        "What {{word}} means here",
    ]

    public static let generationSchema = GenerationSchema(
        type: Question.self, description: schemaSummary, properties: Field.allCases.map(\.property))

    /// Decodes a question and checks what a schema cannot: the answer is one of the choices,
    /// and the choices are non-empty and distinct.
    ///
    /// - Throws: `GuidedGenerationError` for a wrong shape, `QuestionError` for a question that
    ///   would mislead a learner. Both describe the fault in words a model can be given on a retry.
    public init(_ content: GeneratedContent) throws {
        try self.init(
            word: content.value(forProperty: Field.word.rawValue),
            text: content.value(forProperty: Field.text.rawValue),
            choices: content.value(forProperty: Field.choices.rawValue),
            answer: content.value(forProperty: Field.answer.rawValue),
            explanation: content.value(forProperty: Field.explanation.rawValue))
    }

    public var generatedContent: GeneratedContent {
        GeneratedContent(properties: [
            Field.word.rawValue: word, Field.text.rawValue: text, Field.choices.rawValue: choices,
            Field.answer.rawValue: answer, Field.explanation.rawValue: explanation,
        ])
    }

    /// The schema with `word` restricted to a teacher's list, built at run time with `anyOf`.
    ///
    /// - Throws: `QuestionError.emptyWordList` for an empty list.
    public static func generationSchema(restrictingWordTo words: [String]) throws -> GenerationSchema {
        guard !words.isEmpty else { throw QuestionError.emptyWordList }
        let root = DynamicGenerationSchema(
            name: "Question", description: schemaSummary,
            properties: Field.allCases.map { $0.dynamicProperty(words: words) })
        return try GenerationSchema(root: root, dependencies: [])
    }
}

extension Question {
    /// The schema of a lexicon-bound turn: `word`, `choices` and `answer` fixed to `bound`'s, so a
    /// grammar-constrained server samples only `text` and `explanation`, and those through patterns
    /// that carry the word and the key (`BoundTextPatterns`). Same shape and order as
    /// `generationSchema`, so the session, its transcript and `Question` stay as they are.
    ///
    /// - Parameter terms: words the text's pattern rules out (`BoundTextPatterns.init(_:avoiding:)`).
    public static func generationSchema(binding bound: BoundChoices, avoiding terms: [String] = []) throws
        -> GenerationSchema
    {
        // Built once: with the learner's word list, each pattern spells out thousands of words.
        let patterns = BoundTextPatterns(bound, avoiding: terms)
        let root = DynamicGenerationSchema(
            name: "Question", description: schemaSummary,
            properties: Field.allCases.map { $0.dynamicProperty(words: [bound.word], bound: bound, patterns: patterns) }
        )
        return try GenerationSchema(root: root, dependencies: [])
    }
}

// MARK: - Partially generated

extension Question.PartiallyGenerated: PartiallyGeneratedContent {
    public init() {
        self.init(word: nil)
    }

    public init(_ content: GeneratedContent) throws {
        if let fields = Self.plainFields(of: content) {
            self = fields
            return
        }
        self.init(
            word: try content.value(forProperty: "word"),
            text: try content.value(forProperty: "text"),
            choices: try content.value(forProperty: "choices"),
            answer: try content.value(forProperty: "answer"),
            explanation: try content.value(forProperty: "explanation"))
    }

    /// The fields of a snapshot whose present fields all have their types, read straight from its
    /// properties; nil for anything else, which the generic reading above decodes (and reports). Every
    /// streamed token takes a snapshot, and the generic reading, unspecialized across modules, was the
    /// largest cost of one (BENCHMARKS.md, issue 24).
    static func plainFields(of content: GeneratedContent) -> Self? {
        let properties: [String: GeneratedContent]
        switch content.kind {
        case .structure(let all, _): properties = all
        case .null where !content.isComplete: return Self()
        default: return nil
        }
        guard let word = string(properties["word"]), let text = string(properties["text"]),
            let choices = strings(properties["choices"]), let answer = string(properties["answer"]),
            let explanation = string(properties["explanation"])
        else { return nil }
        return Self(word: word, text: text, choices: choices, answer: answer, explanation: explanation)
    }

    /// A missing or `null` property as `.some(nil)`, a string as itself, anything else as nil.
    private static func string(_ property: GeneratedContent?) -> String?? {
        switch property?.kind {
        case nil, .null: return .some(nil)
        case .string(let text): return .some(text)
        default: return nil
        }
    }

    /// A missing or `null` property as `.some(nil)`, an array of strings as itself, anything else as nil.
    private static func strings(_ property: GeneratedContent?) -> [String]?? {
        switch property?.kind {
        case nil, .null: return .some(nil)
        case .array(let elements):
            var values: [String] = []
            values.reserveCapacity(elements.count)
            for element in elements {
                guard case .string(let text) = element.kind else { return nil }
                values.append(text)
            }
            return .some(values)
        default: return nil
        }
    }
}
