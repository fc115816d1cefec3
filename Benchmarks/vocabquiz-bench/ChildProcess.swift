import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
    private let systemWrite = Darwin.write
#endif

/// A spawned program with its standard input and output on pipes, so a benchmark sees exactly what a
/// user of the binary sees, when they see it.
///
/// Peak memory needs care: `posix_spawn` starts the child in this process's address space, and Linux
/// carries that address space's high-water mark into the child's `ru_maxrss` across `exec`. So when
/// memory matters the child runs under GNU `time`, whose small forked child is the one that execs.
final class ChildProcess: @unchecked Sendable {
    let pid: pid_t
    private let memoryReport: String?
    private var input: Int32
    private let outputDescriptor: Int32
    private var isOutputOpen = true
    /// Everything the child wrote to standard output so far.
    private(set) var output: [UInt8] = []

    /// How a child ended.
    struct Exit {
        var status: Int32
        /// The program's peak resident memory; only trustworthy when started with `measuresMemory`.
        var maximumResidentKiB: Int
        /// User and system CPU time the child used: what it cost, whatever else the machine was doing.
        var cpuSeconds: Double = 0
    }

    /// GNU time, which reports a child's peak memory without this process's in it.
    static let gnuTime = "/usr/bin/time"

    /// Starts `executable` with `arguments` and exactly `environment`; standard error goes to `errorFile`.
    /// With `measuresMemory`, it runs under GNU time so `finish` reports the program's own peak memory.
    init(
        executable: String, arguments: [String], environment: [String: String], errorFile: String,
        measuresMemory: Bool = false
    ) throws {
        var executable = executable
        var arguments = arguments
        if measuresMemory, FileManager.default.isExecutableFile(atPath: Self.gnuTime) {
            let report = errorFile + ".maxrss"
            arguments = ["-f", "%M", "-o", report, executable] + arguments
            executable = Self.gnuTime
            memoryReport = report
        } else {
            memoryReport = nil
        }
        signal(SIGPIPE, SIG_IGN)
        var inputPipe: [Int32] = [-1, -1]
        var outputPipe: [Int32] = [-1, -1]
        guard pipe(&inputPipe) == 0, pipe(&outputPipe) == 0 else { throw ChildProcessError.spawn(executable, errno) }
        for descriptor in [inputPipe[1], outputPipe[0]] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addclose(&actions, inputPipe[0])
        posix_spawn_file_actions_addclose(&actions, outputPipe[1])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, nil, argv, envp)
        close(inputPipe[0])
        close(outputPipe[1])
        guard result == 0 else {
            close(inputPipe[1])
            close(outputPipe[0])
            throw ChildProcessError.spawn(executable, result)
        }
        pid = child
        input = inputPipe[1]
        outputDescriptor = outputPipe[0]
    }

    /// Writes `text` to the child's standard input.
    func write(_ text: String) {
        guard input >= 0 else { return }
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { systemWrite(input, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// Closes standard input: the child sees end of file.
    func closeInput() {
        guard input >= 0 else { return }
        close(input)
        input = -1
    }

    /// Reads output until `isDone(output)` holds (true), end of file or `timeout` passes (false).
    func read(timeout: Duration, until isDone: ([UInt8]) -> Bool) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !isDone(output) {
            guard isOutputOpen else { return false }
            let left = deadline - clock.now
            guard left > .zero else { return false }
            var poller = pollfd(fd: outputDescriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min(left.components.seconds * 1000 + 1, 60_000))
            guard poll(&poller, 1, milliseconds) >= 0 || errno == EINTR else { return false }
            guard poller.revents != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { systemRead(outputDescriptor, $0.baseAddress, $0.count) }
            if count <= 0 {
                isOutputOpen = false
            } else {
                output += buffer[0..<count]
            }
        }
        return true
    }

    /// Reads to end of file, then reaps the child.
    func finish(timeout: Duration) -> Exit {
        closeInput()
        if !read(timeout: timeout, until: { _ in false }), isOutputOpen { kill(pid, SIGKILL) }
        close(outputDescriptor)
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        #if canImport(Darwin)
            var kibibytes = Int(usage.ru_maxrss) / 1024
        #else
            var kibibytes = Int(usage.ru_maxrss)
        #endif
        if let memoryReport {
            let report = (try? String(contentsOfFile: memoryReport, encoding: .utf8)) ?? ""
            // GNU time notes a non-zero exit on a line of its own before the figure.
            kibibytes =
                report.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? -1
        }
        let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        return Exit(status: exitStatus, maximumResidentKiB: kibibytes, cpuSeconds: cpu)
    }

    /// The output as text.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// Runs a program to the end with empty input: its exit status and standard output.
    ///
    /// Used instead of Foundation's `Process`, whose `waitUntilExit` was seen to hang on Linux here.
    static func run(
        _ executable: String, _ arguments: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        errorFile: String = "/dev/null", timeout: Duration = .seconds(600)
    ) throws -> (status: Int32, output: String) {
        let child = try ChildProcess(
            executable: executable, arguments: arguments, environment: environment, errorFile: errorFile)
        let exit = child.finish(timeout: timeout)
        return (exit.status, child.text)
    }
}

/// A child process that could not be started.
enum ChildProcessError: Error, CustomStringConvertible {
    case spawn(String, Int32)

    var description: String {
        switch self {
        case let .spawn(path, code): "cannot start \(path): \(String(cString: strerror(code)))"
        }
    }
}
