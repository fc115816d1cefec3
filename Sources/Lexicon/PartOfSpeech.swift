/// WordNet's four open word classes; distractors must share the target's.
public enum PartOfSpeech: String, Sendable, Hashable, CaseIterable {
    case noun = "n", verb = "v", adjective = "a", adverb = "r"

    /// Position in `allCases`, used to index per-class buckets without hashing.
    var ordinal: Int {
        switch self {
        case .noun: 0
        case .verb: 1
        case .adjective: 2
        case .adverb: 3
        }
    }

    /// The word learners read in a question stem, for example "verb".
    public var name: String {
        switch self {
        case .noun: "noun"
        case .verb: "verb"
        case .adjective: "adjective"
        case .adverb: "adverb"
        }
    }

    init?(byte: UInt8) {
        switch byte {
        case UInt8(ascii: "n"): self = .noun
        case UInt8(ascii: "v"): self = .verb
        case UInt8(ascii: "a"): self = .adjective
        case UInt8(ascii: "r"): self = .adverb
        default: return nil
        }
    }
}
