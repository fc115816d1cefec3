// Placeholder until the LanguageModels module lands.
