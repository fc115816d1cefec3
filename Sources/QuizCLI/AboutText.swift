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

            Levels rank words by present-day frequency from wordfreq 3.1.1 by Robyn Speer
            (https://github.com/rspeer/wordfreq), whose data is licensed CC BY-SA 4.0
            (https://creativecommons.org/licenses/by-sa/4.0/); the levels bundled here are
            derived from it and shared under the same licence.

            """
    }
}
