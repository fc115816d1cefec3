import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension DataLocations {
    /// Creates the data directory (0700) if needed and proves we can append to the history file.
    ///
    /// The CLI calls this before the first question so a read-only or misplaced data directory
    /// fails at start with one clear line, instead of after the learner has answered.
    /// A directory or history file whose owner-write bit is clear counts as read-only even
    /// for root, who could otherwise write anyway: the user marked it read-only on purpose.
    ///
    /// - Throws: `HistoryError.cannotCreateDirectory` or `HistoryError.notWritable`.
    public func checkWritable() throws(HistoryError) {
        try SecureFiles.createDirectory(dataDirectory)
        let directory = dataDirectory.path
        guard access(directory, W_OK | X_OK) == 0 else {
            throw .notWritable(path: directory, reason: systemErrorText())
        }
        if let mode = SecureFiles.mode(of: directory), mode & S_IWUSR == 0 {
            throw .notWritable(path: directory, reason: "directory mode is \(String(mode & 0o777, radix: 8))")
        }
        let history = historyFile.path
        if let mode = SecureFiles.mode(of: history), mode & S_IWUSR == 0 {
            throw .notWritable(path: directory, reason: "'\(history)' mode is \(String(mode & 0o777, radix: 8))")
        }
        let fd = open(history, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw .notWritable(path: directory, reason: systemErrorText())
        }
        close(fd)
    }

    /// Creates the transcripts directory (0700) if needed.
    ///
    /// - Throws: `HistoryError.cannotCreateDirectory`.
    public func prepareTranscripts() throws(HistoryError) {
        try SecureFiles.createDirectory(transcriptsDirectory)
    }
}
