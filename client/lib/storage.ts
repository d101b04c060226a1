/** Browser storage keys fixed by the spec (section 9); theme-init.js reads the same two. */
export const THEME_STORAGE_KEY = "tw-store-theme";
export const LANGUAGE_STORAGE_KEY = "language";
export const SIDEBAR_STORAGE_KEY = "praxis-sidebar-collapsed";

/** Preferences that survive logout: they belong to the device, not to the account. */
const DEVICE_PREFERENCES = [THEME_STORAGE_KEY, LANGUAGE_STORAGE_KEY];

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be full or blocked; the preference then lasts for this page only.
  }
}

/**
 * Logout wipes what the app stored for the signed-in person, but keeps the theme and language so
 * the login screen the user lands on still looks and reads the way they chose.
 */
export function clearStorageKeepingPreferences() {
  try {
    const kept = DEVICE_PREFERENCES.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    for (const [key, value] of kept) {
      if (value !== null) localStorage.setItem(key, value);
    }
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
