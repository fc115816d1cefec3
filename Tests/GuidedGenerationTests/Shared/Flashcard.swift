import GuidedGeneration

/// A test-only Generable type written the way app code writes one, with a nested Generable type,
/// an optional property and guides on every kind of value.
struct Flashcard: Generable, Equatable {
    var word: String
    var level: Int
    var examples: [Example]
    var note: String?

    static let generationSchema = GenerationSchema(
        type: Flashcard.self, description: "A vocabulary flashcard",
        properties: [
            .init(
                name: "word", description: "The headword, in lower case", type: String.self,
                guides: [.pattern("[a-z]+")]),
            .init(name: "level", type: Int.self, guides: [.range(1...6)]),
            .init(name: "examples", type: [Example].self, guides: [.count(1...3)]),
            .init(name: "note", type: String?.self),
        ])

    init(word: String, level: Int, examples: [Example], note: String? = nil) {
        self.word = word
        self.level = level
        self.examples = examples
        self.note = note
    }

    init(_ content: GeneratedContent) throws {
        word = try content.value(forProperty: "word")
        level = try content.value(forProperty: "level")
        examples = try content.value(forProperty: "examples")
        note = try content.value(forProperty: "note")
    }

    var generatedContent: GeneratedContent {
        GeneratedContent(properties: ["word": word, "level": level, "examples": examples, "note": note])
    }

    struct PartiallyGenerated: PartiallyGeneratedContent, Equatable {
        var word: String?
        var level: Int?
        var examples: [Example]?
        var note: String?

        init() {}

        init(_ content: GeneratedContent) throws {
            word = try content.value(forProperty: "word")
            level = try content.value(forProperty: "level")
            examples = try content.value(forProperty: "examples")
            note = try content.value(forProperty: "note")
        }
    }

    /// A nested Generable type: one usage example.
    struct Example: Generable, Equatable {
        var sentence: String
        var register: String

        static let generationSchema = GenerationSchema(
            type: Example.self,
            properties: [
                .init(name: "sentence", type: String.self),
                .init(name: "register", type: String.self, guides: [.anyOf(["formal", "informal"])]),
            ])

        init(sentence: String, register: String) {
            self.sentence = sentence
            self.register = register
        }

        init(_ content: GeneratedContent) throws {
            sentence = try content.value(forProperty: "sentence")
            register = try content.value(forProperty: "register")
        }

        var generatedContent: GeneratedContent {
            GeneratedContent(properties: ["sentence": sentence, "register": register])
        }
    }

    static let sample = Flashcard(
        word: "abate", level: 5,
        examples: [Example(sentence: "The storm abated.", register: "formal")], note: "Often used of weather.")
}
