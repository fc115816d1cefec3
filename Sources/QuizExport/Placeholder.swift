// Placeholder until the QuizExport module lands.
