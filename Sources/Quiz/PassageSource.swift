/// Where a question about a reading text's word comes from: the sentence, and the sense it asks.
///
/// Exports write it beside the question (JSON and JSONL), so a teacher sees which sentence and which
/// sense each question stands for.
public struct PassageSource: Sendable, Hashable, Codable {
    /// The text's sentence that uses the word.
    public var sentence: String
    /// `lemma#N` when the text's sense was sure, the bare lemma when the common sense is asked instead.
    public var sense: String
    /// The definition of the sense asked.
    public var gloss: String
    /// Whether the sense is the one the text uses (false: the common sense, asked as a fallback).
    public var isSure: Bool

    public init(sentence: String, sense: String, gloss: String, isSure: Bool) {
        self.sentence = sentence
        self.sense = sense
        self.gloss = gloss
        self.isSure = isSure
    }
}
