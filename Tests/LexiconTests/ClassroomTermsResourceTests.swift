import Foundation
import Lexicon
import TestSupport
import Testing

/// The merged list the program carries for model text (`classroom-terms.txt`): rebuilt byte for byte
/// by its script, loaded with the bundled lexicon, and matched the way model text needs.
@Suite struct ClassroomTermsResourceTests {
    @Test func theBundledListIsExactlyWhatItsScriptBuilds() throws {
        let result = try ExternalProcess.run([
            "python3", ClassroomTerms.scriptsDirectory.appendingPathComponent("build-classroom-terms").path, "--check",
        ])
        let output = result.allText
        #expect(result.status == 0, "\(output)")
        #expect(output.contains("classroom-terms.txt matches the lists"), "\(output)")
    }

    /// Both reviewed lists are in it: the blocklist's slurs and obscenities as well as the topics.
    @Test func theBundledListHoldsBothReviewedLists() throws {
        let terms = try #require(try Fixtures.lexicon.get().classroomTerms)
        #expect(terms.match(in: "You bitch.") == "bitch")
        #expect(terms.match(in: "a suicide note") == "suicide")
        #expect(terms.termCount > (try ClassroomTerms.shared.get()).termCount)
    }

    @Test(
        arguments: [
            ("That's-a-bitch.", "bitch"), ("BITCHES", "bitches"), ("some_shit", "shit"), ("two asses", "asses"),
            ("spices and heroines", nil), ("sexually", "sexually"), ("the class assessed it", nil),
            ("crack cocaines", "crack cocaine"), ("a crack. Cocaine", "cocaine"),
        ] as [(String, String?)])
    func wordsAreSplitAtHyphensAndUnderscoresAndPluralsAreRealOnes(text: String, term: String?) throws {
        let terms = try #require(try Fixtures.lexicon.get().classroomTerms)
        #expect(terms.match(in: text) == term)
    }
}
