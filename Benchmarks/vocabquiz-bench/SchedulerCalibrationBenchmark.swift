import Foundation
import Quiz
import ScoreHistory

/// How well FSRS and SM-2 predict recall on a synthetic learner whose true forgetting is known.
///
/// The learner forgets exponentially, R = 0.9^(t/s): s is the true number of days until recall
/// falls to 90%. It starts at 1–7 days, grows by a word-specific factor (1.5–3.5) after each
/// recall and falls to a fifth after each lapse. Review times come from the learner (gaps of
/// 0.3–3 times s, at least a day), not from either scheduler, so both
/// predict the very same reviews: FSRS by its retrievability, SM-2 by the recall its interval
/// implies, 0.9^(t/I), as the open spaced-repetition benchmark reads it. Only reviews a day or
/// more after the previous one are scored, as in that benchmark. No target: a ratio.
struct SchedulerCalibrationBenchmark: Benchmark {
    let name = "scheduler"

    struct Score {
        var logLoss = 0.0
        var predictions: [(p: Double, recalled: Bool)] = []

        mutating func add(_ p: Double, recalled: Bool) {
            let clamped = min(max(p, 1e-4), 1 - 1e-4)
            logLoss -= recalled ? log(clamped) : log(1 - clamped)
            predictions.append((clamped, recalled))
        }

        var meanLogLoss: Double { logLoss / Double(max(1, predictions.count)) }

        /// Calibration RMSE over 20 equal-width bins of predicted recall, weighted by reviews per bin.
        var binnedRMSE: Double {
            var bins = [(p: Double, y: Double, n: Double)](repeating: (0, 0, 0), count: 20)
            for (p, recalled) in predictions {
                let index = min(19, Int(p * 20))
                bins[index].p += p
                bins[index].y += recalled ? 1 : 0
                bins[index].n += 1
            }
            let squared = bins.filter { $0.n > 0 }.map { $0.n * pow(($0.p - $0.y) / $0.n, 2) }.reduce(0, +)
            return sqrt(squared / Double(max(1, predictions.count)))
        }
    }

    func run(quick: Bool) async throws -> [Measurement] {
        let wordCount = quick ? 500 : 5_000
        var random = SeededGenerator(seed: 16)
        var fsrsScore = Score()
        var sm2Score = Score()
        var truthScore = Score()
        let fsrs = FSRS()
        let policy = GradingPolicy()
        let start = Date(timeIntervalSince1970: 1_764_547_200)
        for index in 0..<wordCount {
            var stability = exp(Double.random(in: 0...2, using: &random))
            let growth = Double.random(in: 1.5...3.5, using: &random)
            var time = start.addingTimeInterval(Double.random(in: 0...86_400, using: &random))
            var withFSRS = WordMemory(word: "w\(index)")
            var withSM2 = withFSRS
            var previous: Date?
            for _ in 0..<Int.random(in: 4...16, using: &random) {
                let elapsed = previous.map { time.timeIntervalSince($0) / 86_400 } ?? .infinity
                let trueRecall = previous == nil ? 0.5 : pow(0.9, elapsed / stability)
                let recalled = Double.random(in: 0..<1, using: &random) < trueRecall
                if previous != nil, elapsed >= 1 {
                    fsrsScore.add(withFSRS.retrievability(at: time, using: fsrs), recalled: recalled)
                    sm2Score.add(withSM2.retrievability(at: time, using: nil), recalled: recalled)
                    truthScore.add(trueRecall, recalled: recalled)
                }
                let latency = recalled ? 1 + 14 * (1 - trueRecall) * Double.random(in: 0.5...1.5, using: &random) : 5
                let grade = policy.grade(isCorrect: recalled, latency: latency)
                withFSRS.apply(grade, at: time, using: fsrs)
                withSM2.apply(grade, at: time)
                stability = recalled ? stability * growth : max(0.5, stability * 0.2)
                previous = time
                let gapDays = max(1, stability * Double.random(in: 0.3...3, using: &random))
                time = time.addingTimeInterval(gapDays * 86_400)
            }
        }
        let recalled = truthScore.predictions.filter(\.recalled).count
        let reviews =
            "\(fsrsScore.predictions.count) scored reviews of \(wordCount) words, \(100 * recalled / max(1, truthScore.predictions.count))% recalled"
        func row(_ metric: String, _ value: Double, _ unit: String = "", _ note: String = "") -> Measurement {
            Measurement(benchmark: name, metric: metric, value: value, unit: unit, note: note)
        }
        return [
            row("log-loss FSRS-6", fsrsScore.meanLogLoss, "", reviews),
            row("log-loss SM-2 (implied 0.9^(t/I))", sm2Score.meanLogLoss, "", "same reviews"),
            row("log-loss true curve", truthScore.meanLogLoss, "", "the floor: the learner's real recall probability"),
            row("log-loss SM-2 / FSRS", sm2Score.meanLogLoss / fsrsScore.meanLogLoss, "x", "side by side, one run"),
            row("RMSE (20 bins) FSRS-6", fsrsScore.binnedRMSE),
            row("RMSE (20 bins) SM-2", sm2Score.binnedRMSE),
            row("RMSE (20 bins) true curve", truthScore.binnedRMSE, "", "sampling noise alone"),
            row("RMSE SM-2 / FSRS", sm2Score.binnedRMSE / fsrsScore.binnedRMSE, "x", "side by side, one run"),
        ]
    }
}
