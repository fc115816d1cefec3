extension Question {
    /// The same question with its choices in a random order; `answer` still names the right one.
    ///
    /// Models and lexicon builders both tend to put the answer in the same place; shuffling on
    /// the client removes that position bias.
    public func shufflingChoices<G: RandomNumberGenerator>(using generator: inout G) -> Question {
        var copy = self
        copy.choices.shuffle(using: &generator)
        if let index = copy.indexOfChoice(matching: answer) {
            copy.answer = copy.choices[index]
        }
        return copy
    }
}
