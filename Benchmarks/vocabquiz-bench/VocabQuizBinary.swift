import Foundation

/// The release `vocabquiz` binary beside this benchmark's own executable, run the way a user runs it.
struct VocabQuizBinary: Sendable {
    let path: String
    /// A private folder for the data directory, transcripts and standard error of each run.
    let scratch: URL

    /// The binary, or why it is missing (it is a separate product, built on its own).
    static func locate() -> Result<VocabQuizBinary, ServerUnavailable> {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let path = executable.deletingLastPathComponent().appendingPathComponent("vocabquiz").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            return .failure(ServerUnavailable("no \(path); build it: swift build -c release --product vocabquiz"))
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vocabquiz-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))", isDirectory: true)
        return .success(VocabQuizBinary(path: path, scratch: scratch))
    }

    /// A fresh data directory under the scratch folder.
    func makeDataDirectory(_ name: String) throws -> URL {
        let directory = scratch.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Starts `vocabquiz arguments`; transcripts stay in the scratch folder, nothing is coloured,
    /// and no endpoint leaks in from the caller's environment.
    func spawn(
        _ arguments: [String], errorName: String = "stderr.txt", measuresMemory: Bool = false,
        environment extra: [String: String] = [:]
    ) throws -> ChildProcess {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["NO_COLOR": "1", "XDG_STATE_HOME": scratch.appendingPathComponent("state").path]
        for key in ["PATH", "HOME", "LANG", "TMPDIR"] { environment[key] = inherited[key] }
        environment.merge(extra) { $1 }
        return try ChildProcess(
            executable: path, arguments: arguments, environment: environment,
            errorFile: scratch.appendingPathComponent(errorName).path, measuresMemory: measuresMemory)
    }

    /// Spawns `vocabquiz arguments`, writes `input`, closes it, and times until the process has exited.
    func timedRun(_ arguments: [String], input: String, environment: [String: String] = [:]) throws
        -> (timing: ProcessTiming, child: ChildProcess, exit: ChildProcess.Exit)
    {
        let clock = ContinuousClock()
        let start = clock.now
        let child = try spawn(arguments, environment: environment)
        child.write(input)
        let exit = child.finish(timeout: .seconds(300))
        return (ProcessTiming(wall: (clock.now - start).seconds, cpu: exit.cpuSeconds), child, exit)
    }

    /// Everything the last run wrote to standard error.
    func errorText(_ errorName: String = "stderr.txt") -> String {
        (try? String(contentsOf: scratch.appendingPathComponent(errorName), encoding: .utf8)) ?? ""
    }

    /// The last line the binary wrote to standard error, for a note when a run went wrong.
    func lastError(_ errorName: String = "stderr.txt") -> String {
        errorText(errorName).split(separator: "\n").last.map(String.init) ?? "(nothing on standard error)"
    }

    func removeScratch() {
        try? FileManager.default.removeItem(at: scratch)
    }
}

/// Wall-clock and CPU (user + system) seconds of one run of a process, or medians of several.
struct ProcessTiming {
    var wall: Double
    var cpu: Double
}

extension Duration {
    /// The duration in seconds, for arithmetic.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

/// The middle value (the mean of the two middle ones for an even count); NaN when empty.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
