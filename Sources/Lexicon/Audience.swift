/// Who the questions are for. The classroom default leaves out every word and meaning that
/// `scripts/classroom-safety.txt` marks (sex, suicide and self-harm, prostitution, hard drugs, abuse);
/// `.mature` (`--mature`, `VOCABQUIZ_MATURE=1`) brings them back for adult learners.
///
/// Slurs, obscenities and the offensive blocklist are not part of this: they are not in the lexicon.
public enum Audience: String, Sendable, Hashable, CaseIterable {
    case classroom
    case mature

    /// The environment variable that selects `.mature` when set to `1`.
    public static let environmentVariable = "VOCABQUIZ_MATURE"

    /// `.mature` when `flag` is set or the environment says `VOCABQUIZ_MATURE=1`, else `.classroom`.
    public static func resolve(flag: Bool, environment: [String: String]) -> Audience {
        flag || environment[environmentVariable] == "1" ? .mature : .classroom
    }
}
