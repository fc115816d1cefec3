import Lexicon
import Quiz
import QuizExport

/// What an offline export can make, and the one message for a count it cannot: the lexicon knows at
/// once which listed words it lacks and how many words a level has, and a run learns how many of
/// those a question can be built for (B1: 1,339 of 2,195) by running out.
///
/// Why a count is checked twice, and neither time by building questions up front: counting the askable
/// words before the run costs a question per word, so every export built each question twice (1.7× the
/// CPU for `--count 10000 --level C2`). So `check` refuses only a count above the level's words, which
/// is free, and `refusal(after:of:level:in:)` refuses the rest when the run runs out of words, with the
/// same message and exit status. Reusing a pre-check's questions as the export's instead would mean
/// drawing them in the export's seeded order, with its worker coordination: the run itself, done first.
/// Nothing is half-written: the export renders and writes (to stdout, or atomically to `--out`) only
/// after the run, so a refusal at its end leaves nothing behind, as one at the start did. The price is
/// that an impossible count is refused after making every askable question (1.5 s for B1's 2,000, see
/// BENCHMARKS.md), not at once; a count that fits costs nothing extra, and a seed still gives the same file.
enum OfflineExportPlan {
    enum Decision: Equatable {
        /// Go ahead with this target (a word list without the words the lexicon lacks).
        case proceed(ExportTarget)
        /// Stop now with this message and exit status.
        case refuse(String, ExitCode)
    }

    /// Before the run.
    ///
    /// - Parameter strict: `--strict`: a listed word the lexicon lacks fails the export instead of
    ///   being left out (`ConfiguredSource.resolve` has already named them).
    static func check(_ target: ExportTarget, level: CEFRLevel, strict: Bool, in lexicon: Lexicon) -> Decision {
        switch target {
        case let .count(count):
            let words = lexicon.wordCount(at: level)
            guard count <= words else {
                return .refuse("only \(grouped(words)) \(level.rawValue) words in the offline lexicon" + fix, .usage)
            }
            return .proceed(target)
        case let .words(words):
            let unknown = Set(lexicon.unknownWords(in: words).map(Question.normalized))
            guard !unknown.isEmpty else { return .proceed(target) }
            if strict {
                return .refuse(
                    "\(unknown.count) of the words are not in the offline lexicon (--strict); nothing was written",
                    .failure)
            }
            return .proceed(.words(words.filter { !unknown.contains(Question.normalized($0)) }))
        }
    }

    /// After the run, before anything is written: a count run that ran out of words has made a question
    /// about every word the level can ask, so it is refused naming that many (`--partial` does not
    /// apply: the count itself was wrong, as when `check` refuses it). Nil when the run may be written.
    static func refusal(
        after result: ExportRunResult, of target: ExportTarget, level: CEFRLevel, in lexicon: Lexicon
    ) -> (message: String, code: ExitCode)? {
        guard case .count = target, result.ranOutOfWords, !result.isComplete else { return nil }
        let words = lexicon.wordCount(at: level)
        return (
            "only \(grouped(result.items.count)) of the \(grouped(words)) \(level.rawValue) words in the offline "
                + "lexicon can be asked" + fix, .usage
        )
    }

    private static let fix = "; use --level, --words or a smaller --count"

    /// `2142` as `2,142`, the same in every locale.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }
}
