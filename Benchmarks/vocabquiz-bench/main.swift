// Benchmarks register here; each lives in its own file beside this one.
let benchmarks: [any Benchmark] = [OfflineBenchmark(), StatsBenchmark(), ExportBenchmark(), ClientBenchmark()]

for benchmark in benchmarks {
    print(benchmark.name)
}
