import Lexicon
import Quiz
import Testing

/// Issue 22, session 14 (read-through round 16): a unit's written short form is no word to learn
/// ("min" = "a period of 60 seconds" at B1; "mg" is still asked as magnesium, at C2), and a vulgar insult, a slur and a drug pipe are no choices
/// for a class (*jackass*, *midget*, *bong* at C1).
extension TeacherReadyTests {
    @Test(arguments: ["min", "sec", "cm", "ml", "mm", "kg", "km"])
    func aUnitsShortFormIsNeverAsked(word: String) {
        let senses = lexicon.entries(for: word).flatMap(\.senses)
        #expect(!senses.isEmpty && !senses.contains { $0.isAsked(at: .c2) }, "\(word)")
    }

    /// Spoken clippings are words of their own, and the full words keep their senses.
    @Test(arguments: ["gym", "lab", "minute", "second", "kilogram"])
    func aClippingOrAFullWordIsStillAsked(word: String) {
        #expect(lexicon.entries(for: word).flatMap(\.senses).contains { $0.isAsked(at: .c2) }, "\(word)")
    }

    /// The insult and the slur are never offered; the pipe only with `--mature`. The slur's synset stays:
    /// as a classroom term, "midget" marked *tiny*'s only sense adult-only through that member.
    @Test func roundSixteensInsultsAreGoneAndTheDrugPipeIsForAdultsOnly() throws {
        let mature = lexicon.restricted(to: .mature)
        for word in ["jackass", "midget"] { #expect(!mature.contains(word), "\(word)") }
        #expect(!lexicon.contains("bong") && mature.contains("bong"))
        #expect(lexicon.contains("tiny") && lexicon.contains("kookaburra"))
    }
}
