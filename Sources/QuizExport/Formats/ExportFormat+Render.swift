import Foundation
import Quiz

extension ExportFormat {
    /// Renders `items` in this format.
    ///
    /// Every `Question` keeps its rules (four distinct choices, the answer among them) from the moment it
    /// is made, so no renderer can write a file a teacher's LMS rejects for want of a key.
    public func render(_ items: [QuizItem], options: ExportOptions = ExportOptions()) throws(ExportError)
        -> ExportedDocument
    {
        try checkTimeLimit(options.timeLimitSeconds)
        let checked = ExportItem.numbered(items)
        var losses: [LossNote] = []
        let data: Data
        switch self {
        case .gift: data = Data(GIFTRenderer.render(checked))
        case .aiken: data = Data(AikenRenderer.render(checked, losses: &losses).utf8)
        case .moodleXML: data = Data(MoodleXMLRenderer.render(checked).utf8)
        case .canvas: data = try CanvasQTIRenderer.render(checked, options: options)
        case .qti: data = try QTIPackageRenderer.render(checked)
        case .anki: data = Data(AnkiRenderer.render(checked, options: options).utf8)
        case .kahoot: data = try KahootRenderer.renderWorkbook(checked, options: options, losses: &losses)
        case .kahootCSV: data = Data(KahootRenderer.renderCSV(checked, options: options, losses: &losses).utf8)
        case .wayground: data = try WaygroundRenderer.renderWorkbook(checked, options: options)
        case .waygroundCSV: data = Data(WaygroundRenderer.renderCSV(checked, options: options).utf8)
        case .blooket: data = Data(BlooketRenderer.render(checked, options: options, losses: &losses).utf8)
        case .csv: data = Data(PlainCSVRenderer.render(checked).utf8)
        case .json: data = JSONRenderer.renderArray(checked, options: options)
        case .jsonl: data = JSONRenderer.renderLines(checked, options: options)
        case .markdown: data = Data(MarkdownRenderer.render(checked, options: options).utf8)
        }
        return ExportedDocument(format: self, data: data, losses: losses, questionCount: checked.count)
    }
}

/// The bytes of one export plus what the format could not carry.
public struct ExportedDocument: Sendable, Hashable {
    public var format: ExportFormat
    public var data: Data
    /// What was dropped or shortened; print `LossReport(losses).lines()` on stderr.
    public var losses: [LossNote]
    public var questionCount: Int

    public init(format: ExportFormat, data: Data, losses: [LossNote], questionCount: Int) {
        self.format = format
        self.data = data
        self.losses = losses
        self.questionCount = questionCount
    }
}
