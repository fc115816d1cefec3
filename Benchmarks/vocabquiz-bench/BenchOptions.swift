/// The command line of `vocabquiz-bench`.
struct BenchOptions {
    enum Format { case table, json, markdown }

    var format = Format.table
    var isQuick = false
    var wantsHelp = false
    var only: Set<String> = []
    var problem: String?

    static let names = [
        "offline", "scaling", "partial-json", "client", "client-process", "prefetch", "https", "model-export",
        "model-export-https", "checker", "export", "stats", "scheduler", "quality", "teacher",
    ]

    static let usage = """
        USAGE: swift run -c release vocabquiz-bench [--quick] [--json | --markdown] [--only NAME[,NAME…]]

          --quick     a reduced run that finishes in under a minute (no llama-server)
          --json      machine-readable output
          --markdown  the table as Markdown, for BENCHMARKS.md
          --only      run only the named benchmarks (\(names.joined(separator: ", ")))

        Build the release vocabquiz binary first (swift build -c release --product vocabquiz): the
        offline, scaling, partial-json, client-process, export, prefetch, model-export, checker and stats
        benchmarks spawn it. The https, client-process and model-export-https benchmarks also need socat
        and the openssl command (Debian).
        The client, client-process, prefetch, https, model-export and checker benchmarks need llama-server:
        VOCABQUIZ_LLAMA_URL (with VOCABQUIZ_LLAMA_SLOTS), or else they start their own through
        scripts/local-model on ports 8095 (-np 1) and 8096 (-np 4) and stop it at the end. Without one they are skipped with a note.

        """

    init<Arguments: Sequence<String>>(_ arguments: Arguments) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--json": format = .json
            case "--markdown": format = .markdown
            case "--quick": isQuick = true
            case "-h", "--help": wantsHelp = true
            case "--only":
                guard let list = iterator.next() else {
                    problem = "--only needs a list of benchmark names"
                    return
                }
                let chosen = list.split(separator: ",").map(String.init)
                if let unknown = chosen.first(where: { !Self.names.contains($0) }) {
                    problem = "unknown benchmark '\(unknown)' (known: \(Self.names.joined(separator: ", ")))"
                    return
                }
                only.formUnion(chosen)
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
