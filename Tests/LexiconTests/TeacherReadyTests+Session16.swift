import Lexicon
import Quiz
import Testing

/// Issue 22, session 16: a B2 or C1 sense of a word of several senses that SemCor tagged fewer than 5 times is
/// asked only where a learner definition chose it for the word; otherwise it is C2. One tag made WordNet's
/// order: *chopper* was asked at C1 as "a grounder that bounces high in the air" while its helicopter was
/// never asked, *longevity* as "duration of service", *plastered* as hair smoothed with pomade (round 17's
/// C1 readers). A learner row may name several words whose everyday sense it is (*helicopter,chopper*).
extension TeacherReadyTests {
    @Test func aWeaklyTaggedWordIsAskedAtC1OnlyInAChosenSense() {
        // *chopper* itself is C2 since session 28's C1 word review (an informal short form).
        let longevity = levels(of: "longevity", .noun)
        #expect(longevity["duration of service"] == .some(.c2), "\(longevity)")
        #expect(longevity["the fact of living or lasting for a long time"] == .some(.c1), "\(longevity)")
    }

    /// So is a B2 sense: *hawk* "sell or offer for sale from place to place" was a B2 question (round 18's
    /// readers: B2 learners know the bird).
    @Test func aWeaklyTaggedWordIsAskedAtB2OnlyInAChosenSense() {
        let hawk = levels(of: "hawk", .verb)
        #expect(hawk["sell or offer for sale from place to place"] == .some(.c2), "\(hawk)")
    }

    /// Beside a hand-chosen everyday sense, a word's other senses are a level above it: *dominance* at C1
    /// (raised from B2 in session 20) is power over others, and "superior development of one side of the
    /// body" is C2.
    @Test func otherSensesAreALevelAboveTheEverydayOne() {
        let dominance = levels(of: "dominance", .noun)
        #expect(dominance["the power that one person or group has over another"] == .some(.c1), "\(dominance)")
        #expect(dominance["superior development of one side of the body"] == .some(.c2), "\(dominance)")
    }

    /// The rule leaves alone what it is not about: a word with 5 tags or more (*conscience*'s first sense,
    /// 12 tags), a word of one sense (*syrup*), and senses below C1.
    @Test func wellTaggedAndSingleSenseWordsKeepTheirC1Senses() {
        #expect(levels(of: "conscience", .noun).values.contains(.some(.c1)))
        #expect(levels(of: "syrup", .noun).values.contains { $0 != nil && $0! <= .c1 })
    }

    /// A shared row is that word's everyday sense (its wrong-answer feedback and `senses` use it), and the
    /// word it was first written for keeps it too.
    @Test(arguments: ["chopper", "helicopter"])
    func aRowSharedByTwoWordsIsEachOnesEverydaySense(word: String) {
        let everyday = lexicon.everydaySense(of: word, as: .noun)
        #expect(everyday?.gloss == "a flying machine that can go straight up and down", "\(word)")
    }
}
