import Foundation

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
