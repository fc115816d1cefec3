import Lexicon
import Quiz

/// Whether a noun key stands alone among its choices by the kind of thing it names: read-through rounds
/// 42-46's readers marked "the only abstract noun" (*award* beside *milk*, *parrot*, *steak*) and "the only
/// food" as free points, since the definition's kind tells the key without the word.
extension TeacherAudit {
    /// How a noun's sense is grouped: by its WordNet lexicographer file (`strict`), or as the generator
    /// draws wrong answers (`Lexicon.kindGroup`: each concrete kind of thing its own group, every abstract
    /// file one group).
    enum KindGrouping {
        case strict
        case concreteOrAbstract

        func group(ofFile file: Int) -> Int {
            switch self {
            case .strict: file
            case .concreteOrAbstract: Lexicon.kindGroup(ofNounFile: file)
            }
        }
    }

    /// Whether `item` is a noun question with one-word wrong answers (named by its choices or, for a
    /// word → meaning question, by its feedback notes) none of which shares the tested sense's group;
    /// nil when it is no such question or a sense is not found.
    func keyStandsAlone(_ item: QuizItem, by grouping: KindGrouping) -> Bool? {
        guard [.definitionToWord, .wordToDefinition, .synonym].contains(item.kind),
            let (partOfSpeech, gloss) = testedSense(item), partOfSpeech == PartOfSpeech.noun.name,
            let sense = measured.senses(of: item.question.word).first(where: {
                $0.partOfSpeech == .noun && $0.gloss == gloss
            }),
            let keyFile = measured.lexicographerFile(ofSynset: sense.synset)
        else { return nil }
        // A meaning question names each wrong answer's word in its feedback ("That is what “bay” means; …").
        let wrong: [String] =
            item.kind == .wordToDefinition
            ? (item.choiceFeedback ?? []).compactMap { note in
                note.range(of: "“").map { String(note[$0.upperBound...].prefix { $0 != "”" }) }
            }
            : item.question.choices.filter { $0 != item.question.answer }
        let files = wrong.compactMap { word in
            measured.everydaySense(of: word, as: .noun).flatMap { measured.lexicographerFile(ofSynset: $0.synset) }
        }
        guard files.count == wrong.count, !files.isEmpty else { return nil }
        let key = grouping.group(ofFile: keyFile)
        return !files.contains { grouping.group(ofFile: $0) == key }
    }
}
