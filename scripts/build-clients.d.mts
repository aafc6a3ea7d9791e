export function buildClientsIfStale(): void;
