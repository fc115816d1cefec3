// Placeholder until the QuizCLI module lands.
