// swift-tools-version:6.0
import PackageDescription

// Layers, bottom-up: GuidedGeneration → LanguageModels; GuidedGeneration → Quiz → (Lexicon, ScoreHistory, QuizExport);
// (LanguageModels, Lexicon) → ModelQuestions → QuizCLI → vocabquiz;
// Lexicon → Reading (reading texts to word lists and passage questions) → QuizCLI. The quiz domain never links the HTTP client.
// Support (Foundation only: `Locked`, `JSONEscape`) sits under them all, so a module that needs a lock, an escape
// decoder or the JSON string writer (history lines, JSON exports) does not link guided generation for it.
// ResourceLocation (Foundation only) finds the files Lexicon and Prompts read at run time. Every module a target
// imports is declared here.
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
        .target(name: "Support"),
        .target(name: "GuidedGeneration", dependencies: ["Support"]),
        .target(name: "LanguageModels", dependencies: ["GuidedGeneration", "Support"]),
        .target(name: "Quiz", dependencies: ["GuidedGeneration"]),
        .target(name: "ResourceLocation"),
        .target(
            name: "Lexicon", dependencies: ["GuidedGeneration", "Quiz", "ResourceLocation", "Support"],
            resources: [.copy("Resources")]),
        .target(name: "ScoreHistory", dependencies: ["Quiz", "Support"]),
        .target(name: "QuizExport", dependencies: ["Quiz", "Support"]),
        .target(
            name: "ModelQuestions", dependencies: ["GuidedGeneration", "Quiz", "Lexicon", "LanguageModels", "Support"]),
        .target(
            name: "Prompts", dependencies: ["ResourceLocation"], path: "Prompts", exclude: ["README.md"],
            resources: [.copy("Texts")]),
        .target(name: "Reading", dependencies: ["Quiz", "Lexicon", "ResourceLocation", "Support"]),
        .target(
            name: "QuizCLI",
            dependencies: [
                "GuidedGeneration", "Quiz", "Lexicon", "Reading", "ScoreHistory", "QuizExport", "Prompts",
                "LanguageModels",
                "ModelQuestions", "ResourceLocation", "Support",
            ]
        ),
        .executableTarget(name: "vocabquiz", dependencies: ["QuizCLI"]),
        .executableTarget(
            name: "vocabquiz-bench",
            dependencies: [
                "GuidedGeneration", "LanguageModels", "Lexicon", "ModelQuestions", "Prompts", "Quiz", "QuizCLI",
                "QuizExport", "ResourceLocation", "ScoreHistory", "Support", "TestSupport",
            ],
            path: "Benchmarks/vocabquiz-bench"),
        .target(name: "TestSupport", dependencies: ["LanguageModels", "Quiz", "Support"], path: "Tests/TestSupport"),
        .testTarget(name: "GuidedGenerationTests", dependencies: ["GuidedGeneration"]),
        .testTarget(
            name: "LanguageModelsTests", dependencies: ["GuidedGeneration", "LanguageModels", "Support", "TestSupport"]),
        .testTarget(name: "QuizTests", dependencies: ["GuidedGeneration", "Quiz"]),
        .testTarget(name: "ResourceLocationTests", dependencies: ["ResourceLocation"]),
        .testTarget(name: "LexiconTests", dependencies: ["Lexicon", "Quiz", "TestSupport"]),
        .testTarget(
            name: "ReadingTests", dependencies: ["Lexicon", "Quiz", "Reading", "ResourceLocation", "TestSupport"]),
        .testTarget(
            name: "ModelQuestionsTests",
            dependencies: ["LanguageModels", "Lexicon", "ModelQuestions", "Quiz", "Support", "TestSupport"]),
        .testTarget(name: "ScoreHistoryTests", dependencies: ["Quiz", "ScoreHistory", "TestSupport"]),
        .testTarget(
            name: "QuizExportTests",
            dependencies: ["GuidedGeneration", "Quiz", "QuizExport", "Support", "TestSupport"],
            resources: [.copy("Golden")]),
        .testTarget(
            name: "QuizCLITests",
            dependencies: [
                "GuidedGeneration", "LanguageModels", "Lexicon", "ModelQuestions", "Quiz", "QuizCLI", "Reading",
                "ScoreHistory", "Support", "TestSupport", "vocabquiz",
            ],
            exclude: ["Golden"]),
    ]
)
