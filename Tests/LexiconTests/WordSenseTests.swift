import Lexicon
import Quiz
import Testing

/// A teacher names the sense to test: the senses are numbered, and the facts and the check follow it.
@Suite struct WordSenseTests {
    let lexicon: Lexicon

    init() throws {
        lexicon = try Fixtures.lexicon.get()
    }

    func meaningQuestion(_ key: String) -> Question {
        let choices = [key, "a loud noise", "a tool for cutting wood", "a kind of tall tree"]
        return try! Question(
            word: "bank", text: "What does \"bank\" mean?", choices: choices, answer: key, explanation: "")
    }

    @Test func sensesAreNumberedAcrossPartsOfSpeechInWordNetsOrder() throws {
        let senses = lexicon.senses(of: "bank")
        #expect(senses.map(\.number) == Array(1...senses.count))
        // Both have learner definitions; WordNet's text stays beside them.
        #expect(senses.first?.wordNetGloss?.contains("sloping land") == true)
        #expect(try lexicon.sense(2, of: "Bank").wordNetGloss?.contains("financial institution") == true)
        #expect(senses.contains { $0.entry.partOfSpeech == .verb })
        #expect(
            senses.firstIndex { $0.entry.partOfSpeech == .verb }! > senses.firstIndex {
                $0.entry.partOfSpeech == .noun
            }!)
    }

    @Test func aMissingSenseNamesHowManyTheWordHas() {
        let count = lexicon.senses(of: "bank").count
        #expect(throws: WordSenseError.noSuchSense(word: "bank", number: count + 1, count: count)) {
            try lexicon.sense(count + 1, of: "bank")
        }
        #expect(WordSenseError.noSuchSense(word: "bank", number: 40, count: 18).description.contains("has 18 senses"))
        #expect(throws: WordSenseError.unknownWord("zzqx")) { try lexicon.sense(1, of: "zzqx") }
    }

    @Test func theFactsAreTheNamedSenses() throws {
        let plain = try #require(QuestionChecker(lexicon: lexicon).facts(about: "bank"))
        let named = try #require(QuestionChecker(lexicon: lexicon, senses: ["bank": 2]).facts(about: "bank"))
        #expect(plain.gloss == (try lexicon.sense(1, of: "bank")).gloss)
        #expect(named.gloss == (try lexicon.sense(2, of: "bank")).gloss, "\(named.gloss)")
        let verb = try #require(QuestionChecker(lexicon: lexicon, senses: ["bank": 16]).facts(about: "bank"))
        #expect(verb.partOfSpeech == "verb")
        #expect(verb.gloss == (try lexicon.sense(16, of: "bank")).gloss)
    }

    @Test func aKeyThatFitsOnlyAnotherSenseIsOffTarget() {
        let river = meaningQuestion("sloping land beside a body of water")
        let money = meaningQuestion("a financial institution that accepts deposits")
        let anySense = QuestionChecker(lexicon: lexicon)
        let second = QuestionChecker(lexicon: lexicon, senses: ["bank": 2])
        #expect(anySense.verdict(on: river) == .passed)
        #expect(anySense.verdict(on: money) == .passed)
        #expect(second.verdict(on: money) == .passed)
        guard case let .rejected(rejection) = second.verdict(on: river) else {
            Issue.record("a key of sense 1 passed as sense 2")
            return
        }
        #expect(rejection.reason == .offTarget)
        #expect(rejection.detail.contains("not sense 2"), "\(rejection.detail)")
    }

    @Test func aDefinitionOfAnotherSenseIsOffTarget() {
        let choices = ["bank", "shop", "tree", "road"]
        let river = try! Question(
            word: "bank", text: "Which word means “sloping land beside a body of water”?", choices: choices,
            answer: "bank", explanation: "")
        #expect(QuestionChecker(lexicon: lexicon).verdict(on: river) == .passed)
        let second = QuestionChecker(lexicon: lexicon, senses: ["bank": 2]).verdict(on: river)
        #expect(second != .passed && second != .unchecked)
    }
}
