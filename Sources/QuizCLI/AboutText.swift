import Lexicon

/// `vocabquiz --about`: what the program is built from, and the licence it must carry.
enum AboutText {
    static var text: String {
        let notice = (try? Lexicon.licenseNotice()) ?? "(the WordNet licence notice could not be read from the bundle)"
        return """
            vocabquiz \(VocabQuizCLI.version): a vocabulary quiz for the terminal.

            Offline questions come from a lexicon generated from Princeton WordNet 3.0
            (Debian's wordnet-base; scripts/build-lexicon regenerates it). Its licence:

            \(notice)

            """
    }
}
