import Foundation

/// Formats measurements as an aligned table or as JSON.
enum BenchReport {
    static func table(_ measurements: [Measurement]) -> String {
        let rows = measurements.map { m in
            [
                m.benchmark, m.metric, m.value.isNaN ? "—" : format(m.value), m.unit, m.target?.description ?? "",
                m.passed.map { $0 ? "pass" : "FAIL" } ?? "", m.note,
            ]
        }
        let header = ["benchmark", "metric", "value", "unit", "target", "result", "note"]
        let aligned = header.count - 1
        let widths = (0..<aligned).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            (0..<aligned).map { cells[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
                .joined(separator: "  ") + "  " + cells[aligned]
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n")
    }

    /// The same rows as a Markdown table, for BENCHMARKS.md.
    static func markdown(_ measurements: [Measurement]) -> String {
        let header = "| benchmark | metric | value | unit | target | result | note |\n|---|---|---:|---|---|---|---|"
        let rows = measurements.map { m in
            let cells = [
                m.benchmark, m.metric, m.value.isNaN ? "—" : format(m.value), m.unit, m.target?.description ?? "",
                m.passed.map { $0 ? "pass" : "**FAIL**" } ?? "", m.note,
            ]
            return "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
        }
        return ([header] + rows).joined(separator: "\n")
    }

    static func json(_ measurements: [Measurement]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? String(decoding: encoder.encode(measurements), as: UTF8.self)) ?? "[]"
    }

    private static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e12 { return String(Int(value)) }
        return abs(value) >= 100 ? String(format: "%.1f", value) : String(format: "%.3g", value)
    }
}
