import Foundation

// Every benchmark lives in its own file beside this one and is registered here. The model benchmarks
// share the llama-server instances this run starts; those needing -np 1 come before the -np 4 one.
let servers = LocalModelServers()
let benchmarks: [any Benchmark] = [
    OfflineBenchmark(), ScalingBenchmark(), PartialJSONBenchmark(), ClientBenchmark(servers: servers),
    ClientProcessBenchmark(servers: servers), PrefetchBenchmark(servers: servers), HTTPSBenchmark(servers: servers),
    LlamaExportBenchmark(servers: servers),
    LlamaExportBenchmark(servers: servers, overHTTPS: true), CheckerBenchmark(servers: servers), ExportBenchmark(),
    StatsBenchmark(), SchedulerCalibrationBenchmark(), QuestionQualityBenchmark(), TeacherQualityBenchmark(),
]

let options = BenchOptions(CommandLine.arguments.dropFirst())
if let problem = options.problem {
    FileHandle.standardError.write(Data("vocabquiz-bench: \(problem)\n\(BenchOptions.usage)".utf8))
    exit(2)
}
if options.wantsHelp {
    print(BenchOptions.usage, terminator: "")
    exit(0)
}
var measurements: [Measurement] = []
let clock = ContinuousClock()
let started = clock.now
for benchmark in benchmarks where options.selects(benchmark.name) {
    FileHandle.standardError.write(Data("running \(benchmark.name)…\n".utf8))
    do {
        measurements += try await benchmark.run(quick: options.isQuick)
    } catch {
        measurements.append(
            Measurement(benchmark: benchmark.name, metric: "error", value: .nan, unit: "", note: "\(error)"))
    }
}
await servers.stopAll()
TLSProxy.removeCertificates()
FileHandle.standardError.write(Data("finished in \(String(format: "%.1f", (clock.now - started).seconds)) s\n".utf8))
switch options.format {
case .table: print(BenchReport.table(measurements))
case .json: print(BenchReport.json(measurements))
case .markdown: print(BenchReport.markdown(measurements))
}
