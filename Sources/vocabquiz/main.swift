import Foundation
import QuizCLI

let status = await VocabQuizCLI.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(status)
