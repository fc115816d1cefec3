import Quiz

/// Questions of known truth for measuring a `QuestionCheck`: correct ones from the offline generator,
/// and the same questions broken on purpose in the ways model-written questions go wrong.
///
/// The questions come from the generator, never from a model's output or the product's prompts, so
/// the check is measured on what it was not built from.
public struct CheckerCorpus: Sendable {
    /// How a question was broken.
    public enum Breakage: String, Sendable, CaseIterable {
        case correct
        /// The key marks a distractor.
        case movedKey = "key moved to a distractor"
        /// A word that is also right (a synonym; for an antonym question, another opposite) replaces a distractor.
        case plantedSynonym = "synonym planted among the distractors"
        /// The key is a phrase that repeats the target word.
        case giveawayKey = "key repeats the target word"
        /// The stem is another word's question.
        case swappedStem = "stem swapped to another word's"
    }

    /// The questions for each breakage, `count` of each (fewer only if the lexicon runs out).
    public let questions: [Breakage: [Question]]
    /// Generated questions left out because their key shares a stem with the word ("surprising":
    /// "causing surprise…"): a giveaway by the check's own rule, so not a correct question.
    public let leakySkipped: Int

    /// - Parameter seed: Draws the words, the kinds and every break.
    public init(lexicon: Lexicon, count: Int, seed: UInt64) {
        let generator = QuestionGenerator(lexicon: lexicon)
        var random = SeededGenerator(seed: seed)
        var questions = Dictionary(uniqueKeysWithValues: Breakage.allCases.map { ($0, [Question]()) })
        var previous: Question?
        var asked = Set<String>()
        var leaky = 0
        for _ in 0..<(count * 4) where (questions.values.map(\.count).min() ?? 0) < count {
            let level = Self.levels.randomElement(using: &random) ?? .b1
            guard
                let item = try? generator.makeQuestion(for: QuestionRequest(level: level), asked: asked, using: &random)
            else { continue }
            asked.insert(item.question.word)
            let question = item.question
            if Self.keyLeaks(question, lexicon: lexicon) {
                leaky += 1
                continue
            }
            let broken: [Breakage: Question?] = [
                .correct: question,
                .movedKey: Self.movingKey(of: question, using: &random),
                .plantedSynonym: Self.planting(in: item, lexicon: lexicon, using: &random),
                .giveawayKey: Self.repeatingWord(in: question, using: &random),
                .swappedStem: previous.flatMap { Self.swappingStem(of: question, with: $0) },
            ]
            for (breakage, question) in broken {
                guard let question, questions[breakage, default: []].count < count else { continue }
                questions[breakage, default: []].append(question)
            }
            previous = question
        }
        self.questions = questions
        leakySkipped = leaky
    }

    static func keyLeaks(_ question: Question, lexicon: Lexicon) -> Bool {
        guard let entry = lexicon.entries(for: question.word).first else { return false }
        let forms = QuestionTarget(entry: entry, lexicon: lexicon).matcher.forms
        guard !forms.contains(Question.normalized(question.answer)) else { return false }
        return Giveaway(words: forms.sorted()).isGivenAway(by: question.answer)
    }

    /// The levels the words are drawn from: C2 holds WordNet's untagged, mostly obscure words.
    static let levels: [CEFRLevel] = [.a1, .a2, .b1, .b2, .c1]

    static func movingKey(of question: Question, using random: inout SeededGenerator) -> Question {
        let other = question.choices.filter { $0 != question.answer }.randomElement(using: &random)
        return (try? question.replacing(answer: other)) ?? question
    }

    static func planting(in item: QuizItem, lexicon: Lexicon, using random: inout SeededGenerator) -> Question? {
        let question = item.question
        guard let entry = lexicon.entries(for: question.word).first else { return nil }
        let target = QuestionTarget(entry: entry, lexicon: lexicon)
        let sources = item.kind == .antonym ? target.opposedSynsets : target.synsets
        let taken = Set(question.choices.map(Question.normalized)).union(target.matcher.forms)
        let candidates = sources.sorted().flatMap(lexicon.members(ofSynset:)).filter {
            !taken.contains(Question.normalized($0))
        }
        guard let planted = candidates.randomElement(using: &random),
            let slot = question.choices.indices.filter({ question.choices[$0] != question.answer })
                .randomElement(using: &random)
        else { return nil }
        var choices = question.choices
        choices[slot] = planted
        return try? question.replacing(choices: choices)
    }

    static func repeatingWord(in question: Question, using random: inout SeededGenerator) -> Question? {
        let word = question.word
        let phrases = ["to \(word)", "in a \(word) way", "something \(word)", "the act of \(word)", "like \(word)"]
        let phrase = phrases.randomElement(using: &random) ?? word
        var choices = question.choices
        choices[question.answerIndex] = phrase
        return try? question.replacing(choices: choices, answer: phrase)
    }

    static func swappingStem(of question: Question, with other: Question) -> Question? {
        try? question.replacing(text: other.text)
    }
}
