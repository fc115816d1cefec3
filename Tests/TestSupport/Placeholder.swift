// Placeholder until the loopback fake server lands.
