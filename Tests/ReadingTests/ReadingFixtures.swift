import Foundation
import Lexicon
import Quiz
import Reading
import ResourceLocation

/// The bundled lexicon and inflections, loaded once, and the repository's folders.
enum ReadingFixtures {
    static let lexicon = Result { () throws(LexiconError) -> Lexicon in try Lexicon.bundled() }
    static let inflections = Result { () throws(LexiconError) -> Inflections in try lexicon.get().inflections }
    static let relations = Result { () throws -> SenseRelations in
        try SenseRelations.bundled(
            from: .live(environment: ProcessInfo.processInfo.environment), for: try lexicon.get())
    }
    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The nine passages of `Tests/Fixtures/passages`: six for development, three held out.
    static let passages = [
        "chapter3", "kitchen", "river", "science", "shop", "tennis", "camp", "orchestra", "station",
    ]

    static func reader() throws -> TextReader {
        TextReader(lexicon: try lexicon.get(), inflections: try inflections.get(), relations: try relations.get())
    }

    /// The question builder over the bundled lexicon, inflections and sense relations.
    static func passageQuestions() throws -> PassageQuestions {
        PassageQuestions(lexicon: try lexicon.get(), inflections: try inflections.get(), relations: try relations.get())
    }

    /// Every word `TextReader` lists at `level` in the nine passages, passage by passage.
    static func wordsOfEveryPassage(at level: CEFRLevel) throws -> [ReadingWord] {
        let reader = try reader()
        return try passages.flatMap { passage in
            try reader.list(
                text: try text("Tests/Fixtures/passages/\(passage).txt"), level: level, limit: 10_000, source: passage
            ).words
        }
    }

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(relativePath), encoding: .utf8)
    }
}
