import Foundation
import Quiz

/// Judges a generated question against `ReferenceLexicon` alone: is the marked answer right, and is
/// every other choice wrong? Returns a description of each problem found.
struct AnswerChecker {
    let reference: ReferenceLexicon

    func problems(in item: QuizItem) -> [String] {
        let question = item.question
        let word = question.word
        var problems: [String] = []
        let normalized = Set(question.choices.map(Question.normalized))
        if question.choices.count != 4 || normalized.count != 4 { problems.append("choices not 4 distinct") }
        let answerIndex = question.answerIndex
        let others = question.choices.enumerated().filter { $0.offset != answerIndex }.map(\.element)
        let answer = question.choices[answerIndex]
        switch item.kind {
        case .wordToDefinition:
            let glosses = reference.glosses(of: word)
            if !glosses.contains(answer) { problems.append("answer is not a definition of \(word)") }
            let near = reference.nearGlosses(of: word)
            problems += others.filter(near.contains).map { "another choice defines \(word) or a near synonym: \($0)" }
            problems += question.choices.filter { reference.mentions(word, in: $0) }.map {
                "choice names \(word): \($0)"
            }
        case .definitionToWord:
            let gloss = quoted(question.text)
            if answer != word || !reference.glosses(of: word).contains(gloss) {
                problems.append("\(answer) does not mean “\(gloss)”")
            }
            problems += others.filter { reference.glosses(of: $0).contains(gloss) }.map { "\($0) also means it" }
            let near = reference.nearSynonyms(of: word)
            problems += others.filter(near.contains).map { "\($0) is a near synonym of \(word)" }
            if reference.mentions(word, in: question.text) { problems.append("stem contains \(word)") }
        case .synonym:
            if answer == word || !reference.synonyms(of: word).contains(answer) {
                problems.append("\(answer) is not a synonym of \(word)")
            }
            let near = reference.nearSynonyms(of: word)
            problems += others.filter(near.contains).map { "\($0) is also a (near) synonym of \(word)" }
            if reference.mentions(answer, in: question.text) { problems.append("stem contains \(answer)") }
        case .antonym:
            if !reference.antonyms(of: word).contains(answer) {
                problems.append("\(answer) is not an antonym of \(word)")
            }
            let opposites = reference.opposites(of: word)
            problems += others.filter(opposites.contains).map { "\($0) is also opposite to \(word)" }
            if reference.mentions(answer, in: question.text) { problems.append("stem contains \(answer)") }
        case .fillInTheBlank:
            let sentence = quoted(question.text)
            if answer != word || !fits(word, sentence) { problems.append("\(word) does not fill “\(sentence)”") }
            let near = reference.nearSynonyms(of: word)
            problems += others.filter(near.contains).map { "\($0) is a (near) synonym of \(word) and fits too" }
            if reference.mentions(word, in: question.text) { problems.append("stem still contains \(word)") }
        case .generated:
            problems.append("offline source produced a generated question")
        }
        return problems
    }

    /// Whether filling every blank of `sentence` with a form of `word` gives a WordNet example of `word`.
    private func fits(_ word: String, _ sentence: String) -> Bool {
        let parts = sentence.components(separatedBy: "_____")
        guard parts.count > 1 else { return false }
        let forms = reference.forms[word] ?? [word]
        let examples = (reference.senses[word] ?? []).flatMap { reference.synsets[$0.synset].examples }
        return examples.contains { example in
            var rest = Substring(example.asShownInABlank)
            for (offset, part) in parts.enumerated() {
                guard rest.hasPrefix(part) else { return false }
                rest = rest.dropFirst(part.count)
                if offset == parts.count - 1 { return rest.isEmpty }
                let filler = rest.prefix { $0.isLetter }
                guard forms.contains(filler.lowercased()) else { return false }
                rest = rest.dropFirst(filler.count)
            }
            return false
        }
    }

    /// The text between the first “ and the last ” of a stem.
    private func quoted(_ text: String) -> String {
        guard let open = text.firstIndex(of: "“"), let close = text.lastIndex(of: "”"), open < close else { return "" }
        return String(text[text.index(after: open)..<close])
    }
}
