import Foundation
import Lexicon
import Quiz
import Testing

@testable import Reading

/// A blank's first wrong choices come from the sense's WordNet neighbourhood (sister terms, cousins), never
/// from its hypernym chain, whose words fit the sentence too ("pitch our structures", "use a device").
struct SenseNeighboursTests {
    @Test(arguments: [
        ("tent", ["shelter", "structure", "construction"]),
        ("compass", ["instrument", "device"]),
        ("villager", ["person", "individual", "soul"]),
        ("geography", ["science", "discipline", "subject", "field"]),
    ])
    func noHypernymIsANeighbour(word: String, hypernyms: [String]) throws {
        let lexicon = try ReadingFixtures.lexicon.get()
        let neighbours = SenseNeighbours(lexicon: lexicon, relations: try ReadingFixtures.relations.get())
        let sense = try #require(lexicon.senses(of: word).first { $0.partOfSpeech == .noun })
        var random = SeededGenerator(seed: 1)
        let lemmas = Set(
            neighbours.entries(near: sense.synset, partOfSpeech: .noun, upTo: .c1, using: &random).map(\.lemma))
        #expect(lemmas.count >= 5, "\(word): \(lemmas.sorted())")
        #expect(!lemmas.contains(word))
        for hypernym in hypernyms { #expect(!lemmas.contains(hypernym), "\(word): \(hypernym)") }
    }
}
