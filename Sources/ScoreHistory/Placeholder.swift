// Placeholder until the ScoreHistory module lands.
