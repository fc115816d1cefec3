// swift-tools-version:6.0
import PackageDescription

// Layers, bottom-up: GuidedGeneration → LanguageModels → Quiz → (Lexicon, ScoreHistory, QuizExport) → QuizCLI → vocabquiz.
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
        .target(name: "Quiz", dependencies: ["GuidedGeneration", "LanguageModels"]),
        .target(name: "ResourceLocation"),
        .target(name: "Lexicon", dependencies: ["Quiz", "ResourceLocation"], resources: [.copy("Resources")]),
        .target(name: "ScoreHistory", dependencies: ["Quiz"]),
        .target(name: "QuizExport", dependencies: ["Quiz"]),
        .target(
            name: "Prompts", dependencies: ["ResourceLocation"], path: "Prompts", exclude: ["README.md"],
            resources: [.copy("Texts")]),
        .target(
            name: "QuizCLI",
            dependencies: [
                "Quiz", "Lexicon", "ScoreHistory", "QuizExport", "Prompts", "LanguageModels", "ResourceLocation",
            ]
        ),
        .executableTarget(name: "vocabquiz", dependencies: ["QuizCLI"]),
        .executableTarget(
            name: "vocabquiz-bench", dependencies: ["QuizCLI", "ResourceLocation"], path: "Benchmarks/vocabquiz-bench"),
        .target(name: "TestSupport", dependencies: ["GuidedGeneration", "LanguageModels"], path: "Tests/TestSupport"),
        .testTarget(name: "GuidedGenerationTests", dependencies: ["GuidedGeneration"]),
        .testTarget(name: "LanguageModelsTests", dependencies: ["LanguageModels", "TestSupport"]),
        .testTarget(name: "QuizTests", dependencies: ["Quiz"]),
        .testTarget(name: "ResourceLocationTests", dependencies: ["ResourceLocation"]),
        .testTarget(name: "LexiconTests", dependencies: ["Lexicon", "ResourceLocation"]),
        .testTarget(name: "ScoreHistoryTests", dependencies: ["ScoreHistory"]),
        .testTarget(name: "QuizExportTests", dependencies: ["QuizExport"], resources: [.copy("Golden")]),
        .testTarget(name: "QuizCLITests", dependencies: ["QuizCLI", "TestSupport", "vocabquiz"]),
    ]
)
