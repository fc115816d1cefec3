import Foundation
import Quiz
import Testing

@testable import QuizExport

@Suite struct AikenRendererTests {
    @Test func eachQuestionIsOneLineThenFourLetteredChoicesThenTheAnswer() throws {
        let text = String(decoding: try ExportFormat.aiken.render(ExportFixtures.all).data, as: UTF8.self)
        let blocks = text.components(separatedBy: "\n\n").filter { !$0.isEmpty }
        #expect(blocks.count == 3)
        for (item, block) in zip(ExportFixtures.all, blocks) {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 6)
            #expect(zip(["A. ", "B. ", "C. ", "D. "], lines[1...4]).allSatisfy { $1.hasPrefix($0) })
            let letter = ["A", "B", "C", "D"][item.question.answerIndex ?? 0]
            #expect(lines[5] == "ANSWER: \(letter)")
        }
        #expect(blocks[0].hasPrefix("What does \"don't\" mean in {x}: ~y = #1 \\path? Second line, with comma & <tag>"))
    }

    @Test func joinedLinesAndTheDroppedExplanationAreReported() throws {
        let losses = try ExportFormat.aiken.render([ExportFixtures.special]).losses
        #expect(
            losses == [
                LossNote(format: .aiken, questionNumber: 1, word: "a:b{c}~=#\\", field: .question, loss: .joinedLines),
                LossNote(format: .aiken, questionNumber: 1, word: "a:b{c}~=#\\", field: .explanation, loss: .dropped),
            ])
    }
}
