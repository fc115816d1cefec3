import Foundation
import Lexicon
import Quiz
import Testing

/// The classroom filter, checked against `scripts/classroom-safety.txt` read on its own (not through
/// the build script), over the whole lexicon and over generated questions.
@Suite struct ClassroomSafetyTests {
    @Test func nothingTheClassroomSeesMatchesTheReviewedListAcrossTheWholeLexicon() throws {
        let lexicon = try Fixtures.lexicon.get()
        let terms = try ClassroomTerms.shared.get()
        #expect(terms.termCount > 100)
        var problems: [String] = []
        var checkedSynsets = 0
        for index in 0..<lexicon.synsetCount where lexicon.allows(synset: index) {
            let synset = lexicon.synset(at: index)
            for text in [synset.gloss] + synset.examples + synset.members {
                if let term = terms.match(in: text) { problems.append("synset \(index) “\(text)”: \(term)") }
            }
            checkedSynsets += 1
        }
        var checkedEntries = 0
        for index in 0..<lexicon.entryCount where lexicon.allows(entry: index) {
            let lemma = lexicon.lemma(ofEntry: index)
            if let term = terms.match(in: lemma) { problems.append("entry \(lemma): \(term)") }
            checkedEntries += 1
        }
        #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(10))")
        #expect(checkedSynsets > 70_000 && checkedEntries > 65_000)
    }

    /// One question about every word the classroom can be asked (each of a random kind), every shown
    /// text checked: the generator uses only what the classroom may see, in every kind.
    @Test func aQuestionAboutEveryClassroomWordShowsNoListedTerm() throws {
        let lexicon = try Fixtures.lexicon.get()
        let terms = try ClassroomTerms.shared.get()
        let generator = QuestionGenerator(lexicon: lexicon)
        var random = SeededGenerator(seed: 14)
        var problems: [String] = []
        var asked = 0
        var kinds: [QuestionKind: Int] = [:]
        for index in 0..<lexicon.entryCount where lexicon.allows(entry: index) {
            guard let item = generator.makeQuestion(about: lexicon.entry(at: index), using: &random) else { continue }
            asked += 1
            kinds[item.kind, default: 0] += 1
            let question = item.question
            let shown = [question.word, question.text, question.explanation] + question.choices
            if let hit = shown.lazy.compactMap(terms.match(in:)).first { problems.append("\(question.word): \(hit)") }
        }
        #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(10))")
        // Issue 22 asks a word only in its common senses, with words a learner at its level can read:
        // 52,479 words had a question at 1d10a10 (over 60,000 before), 45,651 at d82f280, and 43,664 since
        // session 13 shows no definition over 20 words (about 2,500 entries, 2,300 of them C2, have no
        // other) and keeps C2 senses and B1-B2 glosses out of wrong answers.
        #expect(asked > 42_000, "\(asked)")
        #expect(Set(kinds.keys) == Set(QuestionGenerator.kinds), "\(kinds)")
    }

    @Test func theMatureLexiconStillHasWhatTheFilterRemoves() throws {
        let lexicon = try Fixtures.lexicon.get().restricted(to: .mature)
        let terms = try ClassroomTerms.shared.get()
        let marked = (0..<lexicon.synsetCount).filter(lexicon.isAdultOnly(synset:))
        #expect(marked.count > 300)
        // Marked meanings are marked for a reason the list gives; the rest were marked through a
        // multi-word member ("oral_sex") that the lexicon does not keep.
        let unexplained = marked.filter { index in
            let synset = lexicon.synset(at: index)
            return ([synset.gloss] + synset.examples + synset.members).allSatisfy { terms.match(in: $0) == nil }
        }
        #expect(unexplained.count <= marked.count / 10, "\(unexplained.prefix(5).map(lexicon.gloss(ofSynset:)))")
        #expect(lexicon.contains("brothel") && lexicon.contains("suicide"))
        let classroom = try Fixtures.lexicon.get()
        #expect(!classroom.contains("brothel") && !classroom.contains("suicide") && !classroom.contains("whorehouse"))
        #expect(classroom.contains("snow") && classroom.contains("drug"))
    }

    @Test func generatedClassroomQuestionsNeverShowAListedTerm() throws {
        let terms = try ClassroomTerms.shared.get()
        let lexicon = try Fixtures.lexicon.get()
        var problems: [String] = []
        var matureHits = 0
        let count = 5_000
        for audience in Audience.allCases {
            let source = OfflineQuestionSource(lexicon: lexicon.restricted(to: audience), seed: 27)
            for number in 0..<count {
                let item = try source.makeQuestion(for: QuestionRequest(level: CEFRLevel.allCases[number % 6]))
                let shown = [item.question.word, item.question.text, item.question.explanation] + item.question.choices
                guard let hit = shown.lazy.compactMap(terms.match(in:)).first else { continue }
                if audience == .classroom { problems.append("\(item.question.word): \(hit)") } else { matureHits += 1 }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        // The list is not vacuous: without the filter, some questions do touch it.
        #expect(matureHits > 0)
    }

    @Test func aHarmlessMeaningKeepsItsGlossButLosesAnExplicitExample() throws {
        let classroom = try Fixtures.lexicon.get()
        let sense = try #require(classroom.entries(for: "sensitively").first?.senses.first).synset
        #expect(classroom.allows(synset: sense))
        #expect(classroom.synset(at: sense).examples.isEmpty)
        let mature = classroom.restricted(to: .mature).synset(at: sense).examples
        #expect(mature.contains { $0.contains("victim") && !$0.hasPrefix("*") })
    }

    @Test func anAdultOnlyWordAskedByNameIsLeftOutInTheClassroom() throws {
        let lexicon = try Fixtures.lexicon.get()
        let classroom = OfflineQuestionSource(lexicon: lexicon, seed: 1)
        #expect(throws: LexiconError.self) { try classroom.makeQuestion(for: QuestionRequest(words: ["brothel"])) }
        let mature = OfflineQuestionSource(lexicon: lexicon.restricted(to: .mature), seed: 1)
        #expect(try mature.makeQuestion(for: QuestionRequest(words: ["brothel"])).question.word == "brothel")
    }

    @Test func theAudienceFollowsTheFlagAndTheEnvironment() {
        #expect(Audience.resolve(flag: false, environment: [:]) == .classroom)
        #expect(Audience.resolve(flag: true, environment: [:]) == .mature)
        #expect(Audience.resolve(flag: false, environment: ["VOCABQUIZ_MATURE": "1"]) == .mature)
        #expect(Audience.resolve(flag: false, environment: ["VOCABQUIZ_MATURE": "0"]) == .classroom)
    }
}
