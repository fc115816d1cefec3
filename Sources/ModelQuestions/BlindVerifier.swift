import Foundation
import GuidedGeneration
import LanguageModels
import Quiz
import Support

/// A second opinion on a question: a separate request, with no key and no teacher's instructions,
/// answers the shuffled question at temperature 0, its reply restricted to a letter by the schema.
/// Disagreement with the key rejects the question.
///
/// It costs one more short request per question. It helps when the judge is at least as strong as
/// the writer; a weak judge mostly adds noise, which is why it is optional and its agreement rate is
/// reported.
public struct BlindVerifier: Sendable {
    let model: any LanguageModel
    let tally: BlindAgreement
    private let seed: UInt64

    /// - Parameters:
    ///   - model: The judge: another model, or the writer itself.
    ///   - tally: Counts agreements across every worker of a run.
    ///   - seed: Orders the choices the judge sees.
    public init(model: any LanguageModel, tally: BlindAgreement, seed: UInt64) {
        self.model = model
        self.tally = tally
        self.seed = seed
    }

    static let instructions =
        "You answer multiple-choice vocabulary questions. Reply with the letter of the one correct choice."

    /// Nil when the judge picks the key; a `.blindDisagreement` rejection when it picks another choice.
    ///
    /// - Throws: What the judge's request throws (a dead judge is an error, not a disagreement).
    public func verify(_ question: Question) async throws -> QuestionRejection? {
        // FNV-1a of the stem: a stable order per question (Swift's `hashValue` changes every run).
        let stemHash = question.text.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        var random = SeededGenerator(seed: seed ^ stemHash)
        let shuffled = question.shufflingChoices(using: &random)
        let key = shuffled.answerIndex
        let choices = shuffled.choices.indices.map(shuffled.labelledChoice(at:))
        let prompt = ([shuffled.text] + choices + ["Which choice is correct? Reply with its letter."])
            .joined(separator: "\n")
        let session = LanguageModelSession(
            model: model, instructions: Self.instructions, maximumAttempts: 2, recentTurnCount: 0)
        let response = try await session.respond(
            to: prompt, schema: try Self.schema(), includeSchemaInPrompt: true,
            options: GenerationOptions(sampling: .greedy, temperature: 0, maximumResponseTokens: 16))
        let letter: String = try response.content.value(forProperty: "answer")
        let picked = Question.choiceLabels.firstIndex(of: letter.trimmingCharacters(in: .whitespaces).uppercased())
        tally.record(agreed: picked == key)
        guard picked == key else {
            let chosen = picked.map { "\"\(shuffled.choices[$0])\"" } ?? "\"\(letter)\""
            return .init(
                .blindDisagreement, "a second model answered \(chosen), the key is \"\(shuffled.choices[key])\"")
        }
        return nil
    }

    static func schema() throws -> GenerationSchema {
        try GenerationSchema(
            root: DynamicGenerationSchema(
                name: "Answer",
                properties: [.init(name: "answer", schema: .init(name: "Letter", anyOf: Question.choiceLabels))]),
            dependencies: [])
    }
}

/// How often the judge agreed with the key, over a whole run and every worker.
public final class BlindAgreement: Sendable {
    private let counts = Locked((asked: 0, agreed: 0))

    public init() {}

    func record(agreed isAgreed: Bool) {
        counts.withLock {
            $0.asked += 1
            if isAgreed { $0.agreed += 1 }
        }
    }

    /// "the judge agreed on 10 of 12 questions (83%)"; nil when it was never asked.
    public var summary: String? {
        let counts = self.counts.value
        guard counts.asked > 0 else { return nil }
        let percent = counts.agreed * 100 / counts.asked
        return "blind check: the judge agreed with \(counts.agreed) of \(counts.asked) keys (\(percent)%)"
    }
}

// MARK: - Reasons

extension QuestionRejection.Reason {
    /// The blind judge picked another choice than the key (a stable name, like every reason's).
    public static let blindDisagreement = Self(rawValue: "blind disagreement")
}
