import Foundation

// Every benchmark lives in its own file beside this one and is registered here.
let benchmarks: [any Benchmark] = [
    OfflineBenchmark(), PartialJSONBenchmark(), ClientBenchmark(), ExportBenchmark(), StatsBenchmark(),
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
for benchmark in benchmarks where options.selects(benchmark.name) {
    FileHandle.standardError.write(Data("running \(benchmark.name)…\n".utf8))
    do {
        measurements += try await benchmark.run(quick: options.isQuick)
    } catch {
        measurements.append(Measurement(benchmark: benchmark.name, metric: "error", value: .nan, unit: "", note: "\(error)"))
    }
}
print(options.isJSON ? BenchReport.json(measurements) : BenchReport.table(measurements))
