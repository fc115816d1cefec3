import Lexicon
import Quiz
import QuizExport

/// What an offline export can make, decided before any question is: the lexicon knows how many words
/// at a level it can ask and which listed words it lacks, so a run never ends with an answer it could
/// have given at the start.
enum OfflineExportPlan {
    enum Decision: Equatable {
        /// Go ahead with this target (a word list without the words the lexicon lacks).
        case proceed(ExportTarget)
        /// Stop now with this message and exit status.
        case refuse(String, ExitCode)
    }

    /// - Parameter strict: `--strict`: a listed word the lexicon lacks fails the export instead of
    ///   being left out (`ConfiguredSource.resolve` has already named them).
    static func check(_ target: ExportTarget, level: CEFRLevel, strict: Bool, in lexicon: Lexicon) -> Decision {
        switch target {
        case let .count(count):
            let words = lexicon.wordCount(at: level)
            let fix = "; use --level, --words or a smaller --count"
            // Counting the words a question can be built for costs a question each: not when even
            // every word of the level would be too few.
            guard count <= words else {
                return .refuse("only \(grouped(words)) \(level.rawValue) words in the offline lexicon" + fix, .usage)
            }
            let askable = QuestionGenerator(lexicon: lexicon).askableWordCount(at: level, upTo: count)
            guard count > askable else { return .proceed(target) }
            return .refuse(
                "only \(grouped(askable)) of the \(grouped(words)) \(level.rawValue) words in the offline lexicon "
                    + "can be asked" + fix, .usage)
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

    /// `2142` as `2,142`, the same in every locale.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }
}
