import Foundation
import Lexicon

/// The bundled lexicon, loaded once for the whole test run.
enum Fixtures {
    static let lexicon = Result { () throws(LexiconError) -> Lexicon in try Lexicon.bundled() }
}

extension ClassroomTerms {
    static let shared = Result { try ClassroomTerms(url: ClassroomTerms.sourceListURL) }
    static var scriptsDirectory: URL { sourceListURL.deletingLastPathComponent() }
}
