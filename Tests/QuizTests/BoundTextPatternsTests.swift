import Foundation
import GuidedGeneration
import Testing

@testable import Quiz

/// The sampling patterns of a lexicon-bound turn: what they let a grammar-constrained server write,
/// what they rule out, and that the schema the client sends carries them while the client's own
/// checks, not the patterns, judge the reply.
@Suite struct BoundTextPatternsTests {
    static func bound(_ task: BoundChoices.Task) -> BoundChoices {
        let choices =
            task == .blankSentence
            ? ["lamb", "duck", "goat", "horse"]
            : ["young sheep", "a farm bird", "a large animal", "a bell (of a church)"]
        return BoundChoices(
            word: "lamb", task: task,
            facts: .init(word: "lamb", partOfSpeech: "noun", gloss: "young sheep", example: nil, notDistractors: []),
            choices: choices, answer: task == .blankSentence ? "lamb" : choices[0], feedback: [:],
            forms: ["lamb", "lambs"])
    }

    static func matches(_ pattern: String, _ text: String) -> Bool {
        let regex = try? NSRegularExpression(pattern: pattern)
        return regex?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    @Test(
        arguments: [
            ("On the farm a little lamb is next to its mother.", true),
            ("Lamb chops are served at the farm today.", true),
            ("The farmer said: the lamb is hungry, so feed it.", true),
            ("On the farm a young sheep is with its mother.", false),  // no word: the grammar cannot end it
            ("On the farm two little lambs play.", false),  // only another form: the client blanks the word as given
            ("On the farm a _____ is next to its mother.", false),  // the model may not blank it
            ("The lamblike toy sat on the shelf.", false),  // the word must stand whole
            ("On the farm a little lamb is next to its mother", false),  // ends like a sentence
            ("The \"lamb\" is small.", false),  // no double quote: it would end the JSON string
            (Array(repeating: "very", count: 16).joined(separator: " ") + " lamb.", false),  // 15 words first at most
            ("A lamb slept next to another lamb.", false),  // the word once
            ("Lamb.", false),  // at least 5 words besides it
            ("The little lamb sleeps.", false),
            ("The lamb is small and soft.", true),
            ("Lamb is what we ate today.", true),
            ("We ate roast lamb today, I think.", true),
            ("The lamb ran after the Lambs.", false),  // no other form besides it
            ("The lamb walked past the duck in the field.", false),  // no other choice
            ("The lamb walked past the ducklings in the field.", false),  // nor a word built on one
            ("The lamb walked past the dock in the lamplight.", true),  // near misses are words like any
            ("The lamb showed great responsibility today.", true),  // 14 letters: a word
            ("The lamb ate answer'ssremovalchoices today.", false),  // 26: run-together garbage
            ("The lamb ate ''is' grass in the field.", false),  // a word starts with a letter or digit
        ])
    func aBlankSentenceHoldsTheWordAsGivenWithinBounds(text: String, allowed: Bool) {
        let patterns = BoundTextPatterns(Self.bound(.blankSentence))
        #expect(Self.matches(patterns.text, text) == allowed, "\(patterns.text)")
    }

    @Test func anAvoidedWordIsRuledOutWithItsLongerWordsAndAShortOneOnlyAsItself() {
        let avoided = AvoidedTokens(prefixes: ["lamb", "go"], exact: ["went"])
        let pattern = "^" + avoided.pattern + "$"
        for allowed in ["la", "lam", "lamp", "Lamp", "good", "g", "went's", "wen", "don't", "x-ray", "Gone"] {
            #expect(Self.matches(pattern, allowed), "\(allowed): \(pattern)")
            #expect(!avoided.rulesOut(allowed.lowercased()), "\(allowed)")  // a word list's filter, the same rule
        }
        for ruledOut in ["lamb", "Lambs", "lambing", "go", "Go", "went", "Went", ""] {
            #expect(!Self.matches(pattern, ruledOut), "\(ruledOut): \(pattern)")
            if !ruledOut.isEmpty { #expect(avoided.rulesOut(ruledOut.lowercased()), "\(ruledOut)") }
        }
        #expect(AvoidedTokens.charClass(Array("ABCDEFxyz'-")) == "['A-Fx-z-]")
    }

    @Test func anAvoidedWordPatternKeepsEveryWordWithinTheLength() {
        let avoided = AvoidedTokens(prefixes: ["lamb"], exact: ["abcde"], maximumLength: 5)
        let pattern = "^" + avoided.pattern + "$"
        for allowed in ["lamp", "lampy", "abcd", "abcdf", "x", "a'b-c"] {
            #expect(Self.matches(pattern, allowed), "\(allowed): \(pattern)")
        }
        for ruledOut in ["lampss", "lambd", "abcdef", "abcde", "lamb", "'abc", "-ab", "xxxxxx"] {
            #expect(!Self.matches(pattern, ruledOut), "\(ruledOut): \(pattern)")
        }
    }

    @Test func aMeaningQuestionNamesTheWordInAnyFormAndAsks() throws {
        let patterns = BoundTextPatterns(Self.bound(.meaningQuestion))
        #expect(Self.matches(patterns.text, "On a farm, what does lamb mean?"))
        #expect(Self.matches(patterns.text, "What are 'lambs' on a farm?"))
        #expect(!Self.matches(patterns.text, "On a farm, what does this word mean?"))
        #expect(!Self.matches(patterns.text, "On a farm, what does lamb mean."))
        let explanation = try #require(patterns.explanation)
        // The key is a definition: the explanation holds it, regex syntax and all, spelled as given.
        #expect(Self.matches(explanation, "Lamb means young sheep, like the one at the farm."))
        #expect(!Self.matches(explanation, "Lamb means a small sheep."))
        var tricky = Self.bound(.meaningQuestion)
        tricky.answer = "a bell (of a church)"
        let trickyPatterns = BoundTextPatterns(tricky)
        #expect(Self.matches(trickyPatterns.explanation ?? "", "It names a bell (of a church) here."))
        #expect(!Self.matches(trickyPatterns.explanation ?? "", "It names a bell of a church here."))
    }

    @Test func avoidedTermsAreRuledOutOfTheTextButNotTheWordItself() {
        let terms = ["target", "targets", "answer", "answers"]
        let blank = BoundTextPatterns(Self.bound(.blankSentence), avoiding: terms).text
        #expect(Self.matches(blank, "On the farm a little lamb is next to its mother."))
        #expect(!Self.matches(blank, "The target word is lamb, a young sheep."))
        #expect(!Self.matches(blank, "The Answers say the lamb is a young sheep."))
        #expect(Self.matches(blank, "The lamb answered its mother with a soft cry."))  // only the terms as listed
        let meaning = BoundTextPatterns(Self.bound(.meaningQuestion), avoiding: terms).text
        #expect(Self.matches(meaning, "On a farm, what does lamb mean?"))
        #expect(!Self.matches(meaning, "What is the answer for lamb?"))
    }

    @Test func aBoundSchemaDescribesWhatTheModelWritesAndTheRestAsFixed() throws {
        let schema = try Question.generationSchema(binding: Self.bound(.blankSentence), avoiding: ["answer"])
        let shape = schema.promptDescription
        #expect(shape.contains("A new sentence that uses lamb"), "\(shape)")
        #expect(!shape.contains("target word") && !shape.contains("question stem"), "\(shape)")
        let meaning = try Question.generationSchema(binding: Self.bound(.meaningQuestion)).promptDescription
        #expect(meaning.contains("A short question that asks what lamb means"), "\(meaning)")
        #expect(Question.generationSchema.promptDescription.contains("The question stem"))
    }

    @Test func aBlankSentenceExplanationNamesTheWordInAnyForm() throws {
        let explanation = try #require(BoundTextPatterns(Self.bound(.blankSentence)).explanation)
        #expect(Self.matches(explanation, "Lambs are young sheep. The sentence is about a farm."))
        #expect(Self.matches(explanation, "The answer is 'lamb', a young sheep."))
        #expect(!Self.matches(explanation, "It is a young sheep."))
        // One or two short sentences: at most 12 words on each side of the key.
        let twelve = Array(repeating: "very", count: 12).joined(separator: " ")
        #expect(Self.matches(explanation, "\(twelve) lamb \(twelve)."))
        #expect(!Self.matches(explanation, "\(twelve) very lamb."))
        #expect(!Self.matches(explanation, "Lamb \(twelve) very."))
    }

    @Test func aKeyTheGrammarCannotCarryLeavesTheExplanationFree() {
        var quoted = Self.bound(.meaningQuestion)
        quoted.answer = "the \"best\" part"
        #expect(BoundTextPatterns(quoted).explanation == nil)
        #expect(BoundTextPatterns.escaped("(of wind) to lessen.") == #"\(of wind\) to lessen\."#)
    }

    @Test func theBoundSchemaSendsThePatternsAndTheClientDoesNotJudgeByThem() throws {
        let bound = Self.bound(.blankSentence)
        let schema = try Question.generationSchema(binding: bound)
        let json = schema.jsonSchemaString()
        let patterns = BoundTextPatterns(bound)
        #expect(
            json.contains(#""pattern":"\#(patterns.text.replacingOccurrences(of: "\\", with: "\\\\"))""#), "\(json)")
        #expect(json.contains("[Ll]amb"), "\(json)")
        #expect(json.components(separatedBy: #""pattern""#).count == 3, "text and explanation: \(json)")
        // A reply outside the patterns (a quoted word, as a server without grammars writes) still
        // validates: WrittenText judges what the model wrote, with reasons of its own.
        let reply =
            #"{"word":"lamb","text":"The \"lamb\" is small.","choices":["lamb","duck","goat","horse"],"answer":"lamb","explanation":"\"lamb\" fits."}"#
        try schema.validate(GeneratedContent(json: reply))
        // The grammar's patterns stay out of the prompt: a model reading them gains nothing, and they are long.
        #expect(!schema.promptDescription.contains("[Ll]amb"), "\(schema.promptDescription)")
        #expect(patterns.text.count < 8000, "\(patterns.text.count) characters")
        // The free schema has no patterns.
        #expect(!Question.generationSchema.jsonSchemaString().contains("pattern"))
    }
}

/// A bound turn that carries the learner's words: every other word comes from the list.
@Suite struct BoundTextVocabularyTests {
    static let vocabulary = [
        "the", "a", "little", "is", "next", "to", "its", "mother", "on", "farm", "lamb", "lambs", "duck", "young",
        "sheep", "means", "here", "what", "does", "at", "night", "we", "see",
    ]

    static func bound(_ task: BoundChoices.Task) -> BoundChoices {
        var bound = BoundTextPatternsTests.bound(task)
        bound.vocabulary = vocabulary
        return bound
    }

    @Test func aBlankSentenceWritesOnlyListedWordsAroundTheWord() {
        let text = BoundTextPatterns(Self.bound(.blankSentence)).text
        #expect(BoundTextPatternsTests.matches(text, "On the farm a little lamb is next to its mother."))
        #expect(BoundTextPatternsTests.matches(text, "At night we see the lamb on the farm."))
        #expect(!BoundTextPatternsTests.matches(text, "At night we see the lamb on the farms."))  // not listed
        #expect(!BoundTextPatternsTests.matches(text, "We see the lamb on the farm atnight."))  // glued
        #expect(!BoundTextPatternsTests.matches(text, "On the farm a little lamb is next to a duck."))  // a choice
        #expect(!BoundTextPatternsTests.matches(text, "On the farm the lambs see a lamb at night."))  // a form
    }

    @Test func theExplanationAndAMeaningQuestionWriteListedWordsToo() throws {
        let blank = try #require(BoundTextPatterns(Self.bound(.blankSentence)).explanation)
        #expect(BoundTextPatternsTests.matches(blank, "A lamb is a young sheep."))
        #expect(!BoundTextPatternsTests.matches(blank, "A lamb is a youngsheep."))
        let meaning = BoundTextPatterns(Self.bound(.meaningQuestion))
        // "mean" is not listed, "means" is.
        #expect(!BoundTextPatternsTests.matches(meaning.text, "On a farm, what does lamb mean?"))
        #expect(BoundTextPatternsTests.matches(meaning.text, "On the farm, what does lamb means?"))
        let explanation = try #require(meaning.explanation)
        #expect(BoundTextPatternsTests.matches(explanation, "Lamb means young sheep here."))
        #expect(!BoundTextPatternsTests.matches(explanation, "Lamb meanz young sheep here."))
    }

    @Test func withoutAListAnyWordOfLettersStands() {
        let text = BoundTextPatterns(BoundTextPatternsTests.bound(.blankSentence)).text
        #expect(BoundTextPatternsTests.matches(text, "We see the lamb on the farm atnight."))
    }
}
