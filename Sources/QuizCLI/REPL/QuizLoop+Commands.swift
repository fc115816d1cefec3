import Quiz

extension QuizLoop {
    /// Carries out a `:command` typed at the prompt of `item`.
    mutating func perform(_ command: ReplCommand, on item: QuizItem) async -> TurnOutcome {
        switch command {
        case .quit:
            return .endSession(.success)
        case .skip:
            try? dependencies.journal.record(.skipped(item))
            output.write(view.skipped(item.question, answerIndex: item.question.answerIndex ?? 0))
            return .nextQuestion
        case .help:
            output.write(ReplCommand.helpText + "\n")
            remind(of: item)
        case .score:
            output.write(score.line() + "\n")
        case .stats:
            report { try $0.statsReport() }
            remind(of: item)
        case let .history(count):
            report { try $0.recentAnswers(count: count) }
            remind(of: item)
        case .transcript:
            report { try $0.transcriptText() }
            remind(of: item)
        case let .level(level):
            await apply(.level(level))
        case let .topic(topic) where topic != nil && !dependencies.followsTopics:
            output.write(
                "Topics need a model: offline questions come from the lexicon by level "
                    + "(start with --endpoint URL to use one).\n")
        case let .topic(topic):
            await apply(.topic(topic))
        case let .words(argument):
            do {
                let list = try argument.map { try WordList.splittingSenses(WordList.parse($0)) }
                if list?.senses.isEmpty == false {
                    output.write("note: ':words' cannot name a sense; start with --words 'WORD#N' for that\n")
                }
                let unknown = list.map { dependencies.unknownWords($0.words) } ?? []
                if let words = list?.words, unknown.count == words.count {
                    output.write("None of those words is in the offline lexicon; the list is unchanged.\n")
                    return .keepAsking
                }
                if !unknown.isEmpty {
                    output.write(
                        "note: not in the offline lexicon, so never asked: \(unknown.joined(separator: ", "))\n")
                }
                let unknownKeys = Set(unknown)
                await apply(.words(list?.words.filter { !unknownKeys.contains(Question.normalized($0)) }))
            } catch {
                output.write("\(error)\n")
            }
        case .review:
            do {
                await apply(.review(try dependencies.journal.dueWords()))
            } catch {
                output.write("error: \(error)\n")
            }
        }
        return .keepAsking
    }

    /// The question again, after a command whose output scrolled it away.
    private func remind(of item: QuizItem) {
        output.write(
            "\n" + dependencies.style.bold("Q\(session.shown).") + " " + item.question.text + "\n"
                + view.choices(of: item.question))
    }

    private func report(_ text: (any QuizJournal) throws -> String) {
        do {
            output.write(try text(dependencies.journal) + "\n")
        } catch {
            output.write("error: \(error)\n")
        }
    }

    /// Applies `change`; a prefetched question made for the old settings is cancelled (and awaited)
    /// and a new one started.
    private mutating func apply(_ change: QuizSession.Change) async {
        let (message, isStale) = session.apply(change)
        if isStale, let stale = pending {
            await stale.cancel()
            pending = prefetch()
        }
        output.write(message + "\n")
    }
}
