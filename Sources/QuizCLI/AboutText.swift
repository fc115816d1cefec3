/// `vocabquiz --about`: what the program is built from, and the licences it must carry.
enum AboutText {
    static var text: String {
        """
        vocabquiz \(VocabQuizCLI.version): a vocabulary quiz for the terminal.
        Offline questions come from a lexicon generated from Princeton WordNet 3.0.

        """
    }
}
