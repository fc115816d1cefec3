// Placeholder until the Lexicon module lands.
