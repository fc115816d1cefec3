import Foundation
import Quiz
import Testing

@testable import QuizExport

@Suite struct KahootRendererTests {
    @Test(.enabled(if: ExternalTool.hasPython))
    func everyFieldFitsKahootsLimitsAfterParsingBack() throws {
        let rows = try CSVParseBack.rows(ExportFormat.kahootCSV.render(ExportFixtures.all).data, columns: 7)
        #expect(rows.first == KahootRenderer.header)
        for (item, row) in zip(ExportFixtures.all, rows.dropFirst()) {
            #expect(row[0].utf16.count <= 120)
            #expect(row[1...4].allSatisfy { $0.utf16.count <= 75 })
            #expect(!row[0].contains("\n"))
            #expect(row[5] == "30")
            #expect(row[6] == String((item.question.answerIndex ?? -1) + 1))
        }
        #expect(rows[2] == ["What does \"abate\" mean?"] + ExportFixtures.plain.question.choices + ["30", "1"])
    }

    @Test func truncationIsReportedWithLengthsAndNeverSplitsAnEmoji() throws {
        let document = try ExportFormat.kahootCSV.render([ExportFixtures.long])
        let text = ExportFixtures.long.question.text
        #expect(
            document.losses.contains(
                LossNote(
                    format: .kahootCSV, questionNumber: 1, word: "perspicacious", field: .question,
                    loss: .truncated(from: text.utf16.count, to: 120))))
        let choice = ExportFixtures.long.question.choices[2]
        #expect(
            document.losses.contains(
                LossNote(
                    format: .kahootCSV, questionNumber: 1, word: "perspicacious", field: .choice(2),
                    loss: .truncated(from: choice.utf16.count, to: 75))))
        let output = String(decoding: document.data, as: UTF8.self)
        #expect(!output.contains("\u{FFFD}"))
        #expect(output.contains("keeps …"))
    }

    @Test func textWithinTheLimitIsKeptWhole() throws {
        let document = try ExportFormat.kahootCSV.render([ExportFixtures.plain])
        #expect(document.losses.map(\.field) == [.explanation])
    }

    @Test func onlyTimeLimitsKahootAcceptsAreWritten() throws {
        let document = try ExportFormat.kahootCSV.render(
            [ExportFixtures.plain], options: ExportOptions(timeLimitSeconds: 60))
        #expect(String(decoding: document.data, as: UTF8.self).contains(",60,1\r\n"))
        for format in [ExportFormat.kahoot, .kahootCSV] {
            #expect(throws: ExportError.self) {
                try format.render([ExportFixtures.plain], options: ExportOptions(timeLimitSeconds: 45))
            }
        }
        let error = ExportError.invalidTimeLimit(
            format: .kahoot, seconds: 45, accepted: ExportFormat.kahoot.acceptedTimeLimits)
        #expect(
            error.description
                == "a time limit of 45 seconds does not fit the kahoot format: expected one of 5, 10, 20, 30, 60, 90, 120 or 240 "
                + "seconds (Kahoot's list)")
    }

    @Test func onlyFormatsWithATimerCheckTheTimeLimit() throws {
        #expect(
            ExportFormat.allCases.filter(\.hasTimeLimit) == [.kahoot, .kahootCSV, .wayground, .waygroundCSV, .blooket])
        #expect(
            try ExportFormat.gift.render([ExportFixtures.plain], options: ExportOptions(timeLimitSeconds: 7))
                .questionCount == 1)
        #expect(throws: ExportError.self) {
            try ExportFormat.waygroundCSV.render([ExportFixtures.plain], options: ExportOptions(timeLimitSeconds: 901))
        }
        #expect(
            try ExportFormat.wayground.render([ExportFixtures.plain], options: ExportOptions(timeLimitSeconds: 45))
                .questionCount == 1)
    }
}
