import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Small POSIX helpers that create private files and directories and append whole lines safely.
///
/// Foundation's file APIs cannot combine `O_APPEND`, `flock` and an exact creation mode, which
/// the history's crash- and concurrency-safety depends on, so these go straight to the system.
enum SecureFiles {
    /// Creates `url` and its missing parents with mode 0700; existing directories are left alone.
    static func createDirectory(_ url: URL) throws(HistoryError) {
        let path = url.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .cannotCreateDirectory(path: path, reason: "a file with that name exists")
            }
            return
        }
        let parent = url.deletingLastPathComponent()
        if parent.path != path {
            try createDirectory(parent)
        }
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw .cannotCreateDirectory(path: path, reason: systemErrorText())
        }
    }

    /// The permission and type bits of `path`, or nil when it does not exist.
    static func mode(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode
    }

    /// Appends `line` (which must end in a newline) as one `write` under an exclusive `flock`, then `fsync`s.
    ///
    /// If the file's last byte is not a newline, a crash tore the previous record; a newline is
    /// written first so the new record starts on its own line instead of being glued to the fragment.
    ///
    /// - Parameter isDurable: `fsync` before unlocking; history needs it, transcripts do not.
    static func appendLine(_ line: [UInt8], to url: URL, isDurable: Bool) throws(HistoryError) {
        let path = url.path
        let fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw .ioFailure(path: path, operation: "open", reason: systemErrorText())
        }
        defer { close(fd) }
        guard flock(fd, LOCK_EX) == 0 else {
            throw .ioFailure(path: path, operation: "lock", reason: systemErrorText())
        }
        defer { flock(fd, LOCK_UN) }

        var bytes = line
        var info = stat()
        if fstat(fd, &info) == 0, info.st_size > 0 {
            var last: UInt8 = 0
            if pread(fd, &last, 1, off_t(info.st_size - 1)) == 1, last != UInt8(ascii: "\n") {
                bytes.insert(UInt8(ascii: "\n"), at: 0)
            }
        }
        try writeAll(bytes, to: fd, path: path)
        if isDurable, fsync(fd) != 0 {
            throw .ioFailure(path: path, operation: "sync", reason: systemErrorText())
        }
    }

    /// Replaces `url` with `bytes` atomically: a private (0600) temporary file beside it, synced, then renamed,
    /// so a crash leaves either the old file or the new one, never half of one.
    static func replaceFile(_ url: URL, with bytes: [UInt8]) throws(HistoryError) {
        let temporary = url.path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw .ioFailure(path: temporary, operation: "create", reason: systemErrorText())
        }
        do {
            try writeAll(bytes, to: fd, path: temporary)
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        fsync(fd)
        close(fd)
        guard rename(temporary, url.path) == 0 else {
            let reason = systemErrorText()
            unlink(temporary)
            throw .ioFailure(path: url.path, operation: "replace", reason: reason)
        }
    }

    /// Writes every byte, retrying short writes and `EINTR`; we still hold the lock, so nothing interleaves.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(HistoryError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw .ioFailure(path: path, operation: "write", reason: systemErrorText())
            }
            offset += written
        }
    }
}
