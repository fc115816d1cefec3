// swift-tools-version:6.0
import PackageDescription

// Layers, bottom-up: GuidedGeneration → LanguageModels; GuidedGeneration → Quiz → (Lexicon, ScoreHistory, QuizExport);
// (LanguageModels, Lexicon) → ModelQuestions → QuizCLI; Lexicon → Reading (texts to word lists) → QuizCLI → vocabquiz. The quiz domain never links the HTTP client.
// ResourceLocation (Foundation only) finds the files Lexicon and Prompts read at run time.
let package = Package(
    name: "vocabquiz",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "vocabquiz", targets: ["vocabquiz"]),
        .executable(name: "vocabquiz-bench", targets: ["vocabquiz-bench"]),
        .library(name: "GuidedGeneration", targets: ["GuidedGeneration"]),
        .library(name: "LanguageModels", targets: ["LanguageModels"]),
    ],
    targets: [
        .target(name: "GuidedGeneration"),
        .target(name: "LanguageModels", dependencies: ["GuidedGeneration"]),
        .target(name: "Quiz", dependencies: ["GuidedGeneration"]),
        .target(name: "ResourceLocation"),
        .target(name: "Lexicon", dependencies: ["Quiz", "ResourceLocation"], resources: [.copy("Resources")]),
        .target(name: "ScoreHistory", dependencies: ["Quiz"]),
        .target(name: "QuizExport", dependencies: ["Quiz"]),
        .target(name: "ModelQuestions", dependencies: ["Quiz", "Lexicon", "LanguageModels"]),
        .target(
            name: "Prompts", dependencies: ["ResourceLocation"], path: "Prompts", exclude: ["README.md"],
            resources: [.copy("Texts")]),
        .target(name: "Reading", dependencies: ["GuidedGeneration", "Quiz", "Lexicon", "ResourceLocation"]),
        .target(
            name: "QuizCLI",
            dependencies: [
                "Quiz", "Lexicon", "Reading", "ScoreHistory", "QuizExport", "Prompts", "LanguageModels",
                "ModelQuestions",
                "ResourceLocation",
            ]
        ),
        .executableTarget(name: "vocabquiz", dependencies: ["QuizCLI"]),
        .executableTarget(
            name: "vocabquiz-bench", dependencies: ["QuizCLI", "ModelQuestions", "ResourceLocation", "TestSupport"],
            path: "Benchmarks/vocabquiz-bench"),
        .target(name: "TestSupport", dependencies: ["GuidedGeneration", "LanguageModels"], path: "Tests/TestSupport"),
        .testTarget(name: "GuidedGenerationTests", dependencies: ["GuidedGeneration"]),
        .testTarget(name: "LanguageModelsTests", dependencies: ["LanguageModels", "TestSupport"]),
        .testTarget(name: "QuizTests", dependencies: ["Quiz"]),
        .testTarget(name: "ResourceLocationTests", dependencies: ["ResourceLocation"]),
        .testTarget(name: "LexiconTests", dependencies: ["Lexicon", "ResourceLocation"]),
        .testTarget(name: "ReadingTests", dependencies: ["Reading", "Lexicon", "ResourceLocation"]),
        .testTarget(name: "ModelQuestionsTests", dependencies: ["ModelQuestions", "TestSupport"]),
        .testTarget(name: "ScoreHistoryTests", dependencies: ["ScoreHistory", "TestSupport"]),
        .testTarget(
            name: "QuizExportTests", dependencies: ["QuizExport", "TestSupport"], resources: [.copy("Golden")]),
        .testTarget(
            name: "QuizCLITests", dependencies: ["QuizCLI", "TestSupport", "vocabquiz"], exclude: ["Golden"]),
    ]
)
