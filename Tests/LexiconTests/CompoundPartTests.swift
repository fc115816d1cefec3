import Quiz
import Testing

@testable import Lexicon

/// A compound whose definition names one of its parts gives itself away (`Lexicon.namesPartOfCompound`):
/// read-through readers marked *keyboard* "the set of keys…", *toothpaste* "…your teeth", *schoolboy* and
/// *postwar* "after a war". Two wrong answers defined alike cancel out (*beach* and *coast*).
@Suite struct CompoundPartTests {
    let lexicon: Lexicon

    init() throws {
        lexicon = try Fixtures.lexicon.get()
    }

    @Test func aDefinitionNamingAPartOfTheCompoundGivesItAway() {
        for (word, text) in [
            ("keyboard", "the set of keys that you press to type or play music"),
            ("toothbrush", "a small thing with a handle for cleaning your teeth"),
            ("schoolboy", "a boy who goes to school"), ("postwar", "happening or existing after a war"),
            ("barefoot", "with nothing on your feet"), ("grandson", "the son of your son or daughter"),
        ] {
            #expect(lexicon.namesPartOfCompound(word, in: text), "\(word): \(text)")
        }
    }

    /// Not when what is left is no word (*theology*'s "ology", *actress*'s "ress", *caravan*'s "avan"), nor a
    /// closing part of four letters or more shown as it is: that is `SharedPart`'s, which keeps the question
    /// when a wrong answer shows the part too (*bedroom* beside *classroom*).
    @Test func aWordThatIsNoCompoundOrAPartLeftToSharedPartIsAsked() {
        for (word, text) in [
            ("theology", "the study of religion and religious beliefs"),
            ("actress", "a woman who acts in plays or films"),
            ("caravan", "a vehicle with beds and a kitchen, pulled by a car"), ("bedroom", "a room where you sleep"),
            ("basketball", "a game where two teams throw a ball through a high ring"),
            ("keyboard", "a set of buttons for typing"),
        ] {
            #expect(!lexicon.namesPartOfCompound(word, in: text), "\(word): \(text)")
        }
    }

    /// *keyboard* at A2 has one sense, whose definition names its keys, and no other way to be asked: it is
    /// not asked at all; *bedroom*, whose "room" a wrong answer shows too, is.
    @Test func keyboardIsNotAskedByItsDefinition() {
        let generator = QuestionGenerator(lexicon: lexicon)
        #expect(generator.questions(about: "keyboard", at: .a2, seeds: 1...30).isEmpty)
        #expect(generator.questions(about: "bedroom", at: .a2, seeds: 1...30).count >= 10)
    }

    @Test func twoWrongAnswersDefinedAlikeCancelOut() throws {
        let meaning = { (word: String) throws -> ChoiceMeaning in
            let entry = try #require(self.lexicon.entries(for: word).first { $0.partOfSpeech == .noun })
            return ChoiceMeaning(
                lemma: word, synsets: entry.senses.map(\.synset),
                everydaySense: self.lexicon.commonSense(ofEntry: entry.index),
                lexicon: self.lexicon)
        }
        #expect(try meaning("beach").cancelsOut(with: meaning("coast"), in: lexicon))
        #expect(try !meaning("beach").cancelsOut(with: meaning("lake"), in: lexicon))
    }

    /// Round 58: *exceedingly* "to a very great degree" and *massively* "very greatly, or to a very large degree"
    /// were two wrong answers of one question; the first says nothing the second does not.
    @Test func aWrongAnswerWhoseDefinitionSaysNoMoreThanAnothersCancelsOut() throws {
        let meaning = { (word: String) throws -> ChoiceMeaning in
            let entry = try #require(self.lexicon.entries(for: word).first { $0.partOfSpeech == .adverb })
            return ChoiceMeaning(
                lemma: word, synsets: entry.senses.map(\.synset),
                everydaySense: self.lexicon.commonSense(ofEntry: entry.index), lexicon: self.lexicon)
        }
        #expect(try meaning("exceedingly").cancelsOut(with: meaning("massively"), in: lexicon))
        #expect(try meaning("massively").cancelsOut(with: meaning("exceedingly"), in: lexicon))
        #expect(try !meaning("exceedingly").cancelsOut(with: meaning("improperly"), in: lexicon))
    }
}

/// A noun that reads as another's plural is no wrong answer beside a singular key: *shoes* was explained as
/// "a particular situation", *times* as "a period in history", *details* as "true confidential information"
/// (rounds 48-52).
@Suite struct PluralWrongAnswerTests {
    @Test func noPluralNounIsAWrongAnswerBesideASingularKey() throws {
        let lexicon = try Fixtures.lexicon.get()
        let source = OfflineQuestionSource(lexicon: lexicon, seed: 52)
        var checked = 0
        var plurals: [String] = []
        for number in 0..<1_000 {
            let item = try source.makeQuestion(for: QuestionRequest(level: number % 2 == 0 ? .b2 : .c1))
            let question = item.question
            guard [.definitionToWord, .wordToDefinition, .synonym, .antonym].contains(item.kind),
                !KeyClass.isPluralNoun(item.kind == .wordToDefinition ? question.word : question.answer, in: lexicon)
            else { continue }
            checked += 1
            // A meaning question names each wrong answer's word in its feedback ("That is what “shoes” means").
            let words =
                item.kind == .wordToDefinition
                ? (item.choiceFeedback ?? []).compactMap { note in
                    note.range(of: "“").map { String(note[$0.upperBound...].prefix { $0 != "”" }) }
                }
                : question.choices.filter { $0 != question.answer }
            for choice in words {
                let noun = lexicon.entries(for: choice).contains { $0.partOfSpeech == .noun }
                if noun, KeyClass.isPluralNoun(choice, in: lexicon) { plurals.append("\(question.word): \(choice)") }
            }
        }
        #expect(checked >= 400)
        #expect(plurals.isEmpty, "\(plurals)")
    }
}
