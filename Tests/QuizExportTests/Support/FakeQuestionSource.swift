import Foundation
import GuidedGeneration
import Quiz
import Support

/// A question source for runner tests: it records every request, fails the calls `fails` picks,
/// and otherwise writes a valid question about the requested word, or one it chooses among the free
/// words of a 500-word pool with its own seeded generator, as the offline lexicon or a sampling model would.
struct FakeQuestionSource: QuestionSource {
    struct Failure: QuestionSourceError, CustomStringConvertible {
        let call: Int
        /// Like a model's invalid reply (asking again may work) rather than a server that is down.
        let isUnusableReply: Bool
        var description: String { "injected failure on call \(call)" }
    }

    /// Every call across all workers, in order, so tests can inspect requests and inject faults by number.
    actor Log {
        private(set) var requests: [QuestionRequest] = []
        /// Calls that were still waiting when the runner cancelled them.
        private(set) var cancelledCalls = 0
        func record(_ request: QuestionRequest) -> Int {
            requests.append(request)
            return requests.count
        }
        func noteCancelled() { cancelledCalls += 1 }
    }

    /// What the source throws when every word of its pool is excluded, as the offline lexicon does.
    struct OutOfWords: QuestionSourceError, CustomStringConvertible {
        var isUnusableReply: Bool { false }
        var isPermanent: Bool { true }
        var isOutOfWords: Bool { true }
        var description: String { "every word has been excluded" }
    }

    let sourceName = "fake"
    /// How many words (`word0`, `word1`, …) it chooses from when no word is requested.
    var poolSize = 500
    let log: Log
    /// Given the 1-based call number and the request, whether this call throws.
    let fails: @Sendable (Int, QuestionRequest) -> Bool
    /// When set, every question is about this word whatever was asked.
    var stuckOnWord: String?
    var delay: Duration = .milliseconds(1)
    /// When true, every call hangs until it is cancelled, like a request stuck on a slow server.
    var stalls = false
    /// Whether injected failures are unusable replies rather than failures to reach the source.
    var failsAsUnusable = false
    /// Chooses the word when none is requested; each worker's source gets its own seed.
    let generator: Locked<SeededGenerator>
    /// When true, always the first free word, like a model at temperature 0: the worst case for contention.
    var favouriteFirst = false

    init(
        log: Log, seed: UInt64 = 0, stuckOnWord: String? = nil, favouriteFirst: Bool = false,
        stalls: Bool = false, failsAsUnusable: Bool = false,
        fails: @escaping @Sendable (Int, QuestionRequest) -> Bool = { _, _ in false }
    ) {
        self.stalls = stalls
        self.failsAsUnusable = failsAsUnusable
        self.log = log
        self.fails = fails
        self.stuckOnWord = stuckOnWord
        self.favouriteFirst = favouriteFirst
        generator = Locked(SeededGenerator(seed: seed))
    }

    func nextQuestion(
        for request: QuestionRequest, onPartial: @escaping @Sendable (QuestionProgress) -> Void
    ) async throws -> QuizItem {
        let call = await log.record(request)
        do {
            try await Task.sleep(for: stalls ? .seconds(3_600) : delay)
        } catch {
            await log.noteCancelled()
            throw error
        }
        if fails(call, request) { throw Failure(call: call, isUnusableReply: failsAsUnusable) }
        let free = (0..<poolSize).map { "word\($0)" }.filter { !request.excludedWords.contains($0) }
        let chosen = favouriteFirst ? free.first : generator.withLock { free.randomElement(using: &$0) }
        if stuckOnWord == nil, request.words == nil, chosen == nil { throw OutOfWords() }
        let word = stuckOnWord ?? request.words?.first ?? chosen ?? "word"
        let question = try Question(
            word: word, text: "What does \"\(word)\" mean?",
            choices: ["meaning of \(word)", "wrong 1", "wrong 2", "wrong 3"], answer: "meaning of \(word)",
            explanation: "\(word) means what it means.")
        return QuizItem(question: question, level: request.level, kind: .generated, source: sourceName)
    }
}
