/** CHROME_PATH when set, else the first Chromium or Chrome found in the usual places or on PATH. */
export function findChromium(env?: NodeJS.ProcessEnv): string | undefined;
/** A usable Chromium path; installs Debian's package when it can, or exits with what to do. */
export function ensureChromium(): string;
