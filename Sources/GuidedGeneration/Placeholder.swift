// Placeholder until the GuidedGeneration module lands.
