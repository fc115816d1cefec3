import Testing

@testable import QuizExport

@Suite struct LossReportTests {
    private func note(_ number: Int, _ field: LossNote.Field, _ loss: LossNote.Loss) -> LossNote {
        LossNote(format: .kahoot, questionNumber: number, word: "w\(number)", field: field, loss: loss)
    }

    @Test func droppedFieldsAreSummarisedInOneLine() {
        let notes = (1...8).map { note($0, .explanation, .dropped) }
        #expect(
            LossReport(notes).lines(examples: 3) == [
                "warning: kahoot: explanation dropped (kahoot has no place for it) in 8 question(s): 1, 2, 3, …"
            ])
    }

    @Test func everyTruncationIsListedWithItsQuestionNumber() {
        let notes = (1...4).map { note($0, .choice(1), .truncated(from: 90, to: 75)) }
        #expect(
            LossReport(notes).lines(examples: 2)
                == (1...4).map {
                    "warning: kahoot: question \($0) (\"w\($0)\"): answer 2 truncated from 90 to 75 characters"
                })
    }

    @Test func nothingLostMeansNoLines() {
        #expect(LossReport([]).lines().isEmpty)
        #expect(LossReport([]).isEmpty)
    }
}
