import Lexicon
import Prompts
import ResourceLocation

/// `vocabquiz --about`: what the program is built from, where its files came from, and the licence it
/// must carry.
enum AboutText {
    /// - Throws: `LexiconError` or `ResourceNotFound` when the lexicon or prompts cannot be found, so a
    ///   broken installation says so here too.
    static func text(resources: ResourceLocator) throws -> String {
        let lexicon = try Lexicon.locate(with: resources)
        let prompts = try BundledPrompts.locate(with: resources)
        let notice = try Lexicon.licenseNotice(from: resources)
        return """
            vocabquiz \(VocabQuizCLI.version): a vocabulary quiz for the terminal.

            Resources:
              lexicon  \(lexicon.description)
              prompts  \(prompts.description)

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
