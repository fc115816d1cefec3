/// The command line of `vocabquiz-bench`.
struct BenchOptions {
    var isJSON = false
    var isQuick = false
    var wantsHelp = false
    var only: Set<String> = []
    var problem: String?

    static let usage = """
        USAGE: swift run -c release vocabquiz-bench [--quick] [--json] [--only NAME[,NAME…]]

          --quick   a reduced run that finishes in under a minute
          --json    machine-readable output
          --only    run only the named benchmarks (offline, partial-json, client, export, stats)

        Benchmarks that need llama-server use VOCABQUIZ_LLAMA_URL (scripts/local-model start) and are
        skipped with a note without it.

        """

    init<Arguments: Sequence<String>>(_ arguments: Arguments) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--json": isJSON = true
            case "--quick": isQuick = true
            case "-h", "--help": wantsHelp = true
            case "--only":
                guard let names = iterator.next() else {
                    problem = "--only needs a list of benchmark names"
                    return
                }
                only.formUnion(names.split(separator: ",").map(String.init))
            default:
                problem = "unknown argument '\(argument)'"
                return
            }
        }
    }

    func selects(_ name: String) -> Bool {
        only.isEmpty || only.contains(name)
    }
}
