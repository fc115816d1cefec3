/// How far an export run has come, reported after every question that succeeds or finally fails.
public struct ExportProgress: Sendable, Hashable {
    public var completed: Int
    public var failed: Int
    public var total: Int

    public init(completed: Int, failed: Int, total: Int) {
        self.completed = completed
        self.failed = failed
        self.total = total
    }

    /// Questions settled either way; the bar advances on these.
    public var settled: Int { completed + failed }
}
