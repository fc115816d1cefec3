// Benchmarks register here; each lives in its own file beside this one.
let benchmarks: [any Benchmark] = [PartialJSONBenchmark()]

for benchmark in benchmarks {
    print(benchmark.name)
}
