import Lexicon
import Quiz
import Testing

/// Issue 22, session 18: WordNet's first sense, by SemCor's tags, is often not the one learners know first, and
/// a learner definition written for it made it the word's everyday sense: round 21's readers met *southern* as
/// "in or from the south of the United States", *encourage* as "to help something grow or develop" and
/// *appointment* as "the act of choosing someone for a job". A teacher read every A1-B2 word of several senses
/// and named the everyday one (`scripts/data/learner-everyday-senses.tsv`); the build writes it first.
extension TeacherReadyTests {
    @Test(arguments: [
        ("southern", PartOfSpeech.adjective, "in or from the south", "in or from the south of the United States"),
        ("encourage", .verb, "to help someone feel they can do something", "to help something grow or develop"),
        (
            "appointment", .noun, "a time you have arranged to meet someone, like a doctor",
            "the act of choosing someone for a job"
        ),
        ("railroad", .noun, "the lines of metal rails that trains run on", "a company that runs trains"),
    ])
    func theTeachersEverydaySenseIsAskedAndExplainedFirst(
        word: String, as kind: PartOfSpeech, everyday: String, narrower: String
    ) throws {
        let senses = lexicon.senses(of: word).filter { $0.partOfSpeech == kind }
        let plain = try #require(senses.first { $0.gloss == everyday })
        let rare = try #require(senses.first { $0.gloss == narrower })
        // The word's level, or the level it is first asked at (`learner-asked-levels.tsv`: *encourage*, B1).
        #expect(
            senses.allSatisfy { ($0.level ?? .c2) >= (plain.level ?? .c2) }
                && plain.level.map { $0 >= plain.entry.level } == true,
            "\(word): the everyday sense is asked first")
        #expect(!rare.isAsked(at: .b1), "\(word): “\(rare.gloss)” is not asked below B2")
        #expect(lexicon.everydaySense(of: word, as: kind)?.synset == plain.synset)
    }

    /// Every row of the teacher's list is the sense the app asks and explains the word in: the build put it
    /// first, where `Lexicon.commonSense` looks.
    @Test func everyTeachersEverydaySenseIsTheOneTheAppUses() throws {
        let everyday = try LearnerDefinitionTests.dataRows("learner-everyday-senses.tsv", header: "lemma")
        #expect(everyday.count >= 300)
        let definitions = Dictionary(
            try LearnerDefinitionTests.rows.get().map { ("\($0.offset)\($0.partOfSpeech)", $0.definition) },
            uniquingKeysWith: { first, _ in first })
        let mature = lexicon.restricted(to: .mature)
        var faults: [String] = []
        for (line, fields) in everyday {
            let kind = try #require(PartOfSpeech(rawValue: fields[1]), "line \(line)")
            let wanted = try #require(definitions[fields[2] + fields[1]], "line \(line): no learner definition")
            let used = mature.everydaySense(of: fields[0], as: kind)
            if used?.gloss != wanted { faults.append("line \(line) \(fields[0]): \(used?.gloss ?? "none")") }
        }
        #expect(faults.isEmpty, "\(faults.count): \(faults.prefix(5))")
    }

    /// An example shows the word itself or one of its forms: *teen* is not illustrated by "teenage mothers".
    @Test func anExampleOfTeenDoesNotShowTeenage() throws {
        let made = QuestionGenerator(lexicon: lexicon).questions(about: "teen", at: .b1, seeds: 1...20)
        for (_, item) in made {
            #expect(!item.question.explanation.contains("teenage"), "\(item.question.explanation)")
        }
        #expect(!made.isEmpty)
    }
}
