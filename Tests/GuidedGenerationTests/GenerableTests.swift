import Foundation
import Testing

@testable import GuidedGeneration

@Suite("Generable")
struct GenerableTests {
    @Test func aHandWrittenTypeRoundTripsThroughContentAndJSON() throws {
        let card = Flashcard.sample
        #expect(try Flashcard(card.generatedContent) == card)
        let reparsed = try GeneratedContent(json: card.generatedContent.jsonString)
        #expect(try Flashcard(reparsed) == card)
    }

    @Test func aMissingOptionalPropertyDecodesAsNil() throws {
        let content = try GeneratedContent(json: #"{"word":"abate","level":2,"examples":[]}"#)
        #expect(try Flashcard(content).note == nil)
    }

    @Test func scalarsRoundTrip() throws {
        #expect(try String("héllo".generatedContent) == "héllo")
        #expect(try Bool(true.generatedContent) == true)
        #expect(try Int((-42).generatedContent) == -42)
        #expect(try Double(0.1.generatedContent) == 0.1)
        #expect(try Decimal(Decimal(string: "0.1")!.generatedContent) == Decimal(string: "0.1")!)
        #expect(try [Int]([1, 2, 3].generatedContent) == [1, 2, 3])
        #expect(try String?(Optional<String>.none.generatedContent) == nil)
    }

    @Test func wholeNumbersRejectFractionsAndOverflow() {
        #expect(
            throws: GuidedGenerationError.decodingFailure(
                path: "", issue: .unrepresentableNumber(value: "2.5", required: "a whole number"))
        ) {
            try Int(GeneratedContent(json: "2.5"))
        }
        #expect(throws: GuidedGenerationError.self) { try Int(GeneratedContent(json: "1e30")) }
    }

    @Test func wrongTypesNameThePathAndTheRule() throws {
        let content = try GeneratedContent(
            json: #"{"word":"abate","level":2,"examples":[{"sentence":3,"register":"formal"}]}"#)
        do {
            _ = try Flashcard(content)
            Issue.record("decoding should fail")
        } catch {
            #expect("\(error)" == "examples[0].sentence is a number; a string is required")
        }
    }

    @Test func missingPropertiesAreNamed() throws {
        let content = try GeneratedContent(json: #"{"word":"abate","examples":[]}"#)
        #expect(throws: GuidedGenerationError.decodingFailure(path: "level", issue: .missingProperty)) {
            try Flashcard(content)
        }
        #expect(
            GuidedGenerationError.decodingFailure(path: "level", issue: .missingProperty).description
                == "missing property \"level\"")
    }

    @Test func partiallyGeneratedTwinsComeFromCompleteValues() {
        let partial = Flashcard.sample.asPartiallyGenerated()
        #expect(partial.word == "abate")
        #expect(partial.examples == Flashcard.sample.examples)
        #expect(partial.note == "Often used of weather.")
        #expect([Flashcard.sample].asPartiallyGenerated() == [partial])
        #expect("x".asPartiallyGenerated() == "x")
    }

    @Test func partiallyGeneratedTwinsComeFromStreamSnapshots() throws {
        var decoder = PartialJSONDecoder()
        #expect(try Flashcard.PartiallyGenerated(decoder.snapshot) == Flashcard.PartiallyGenerated())
        let snapshot = try decoder.append(#"{"word":"aba"#)
        let partial = try Flashcard.PartiallyGenerated(snapshot)
        #expect(partial.word == "aba")
        #expect(partial.level == nil)
    }

    @Test func nestedTypesAreDefinitionsInTheSchema() {
        #expect(Flashcard.generationSchema.definitions.names == ["Example"])
        #expect([Flashcard].generationSchema.definitions.names == ["Example", "Flashcard"])
    }
}
