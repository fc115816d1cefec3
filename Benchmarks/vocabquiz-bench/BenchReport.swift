import Foundation

/// Formats measurements as an aligned table or as JSON.
enum BenchReport {
    static func table(_ measurements: [Measurement]) -> String {
        let rows = measurements.map { m in
            [m.benchmark, m.metric, m.value.isNaN ? "—" : format(m.value), m.unit, m.note]
        }
        let header = ["benchmark", "metric", "value", "unit", "note"]
        let widths = (0..<4).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            (0..<4).map { cells[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + cells[4]
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n")
    }

    static func json(_ measurements: [Measurement]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let safe = measurements.map { m -> Measurement in
            var copy = m
            if copy.value.isNaN { copy.value = -1 }
            return copy
        }
        return (try? String(decoding: encoder.encode(safe), as: UTF8.self)) ?? "[]"
    }

    private static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e12 { return String(Int(value)) }
        return abs(value) >= 100 ? String(format: "%.1f", value) : String(format: "%.3g", value)
    }
}
