/** Builds the client into `outDir` (CLIENT_DIR, else dist/client) when its sources changed. */
export function buildIfStale(outDir?: string): void;
/** Compiles the server into `outDir` (dist/server) when its sources changed; returns the folder. */
export function buildServerIfStale(outDir?: string): string;
