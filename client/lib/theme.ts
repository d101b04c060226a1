import { useSyncExternalStore } from "react";
import { readStorage, THEME_STORAGE_KEY, writeStorage } from "./storage";

export type Theme = "light" | "dark" | "system";
export const THEMES: readonly Theme[] = ["light", "dark", "system"];

const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

function storedTheme(): Theme {
  const value = readStorage(THEME_STORAGE_KEY);
  // Spec: the signed-in shell defaults to light.
  return value === "dark" || value === "system" ? value : "light";
}

let current: Theme = storedTheme();
const listeners = new Set<() => void>();

function isDark(theme: Theme) {
  return theme === "dark" || (theme === "system" && darkQuery().matches);
}

function apply() {
  document.documentElement.classList.toggle("dark", isDark(current));
  for (const listener of listeners) listener();
}

// "system" must follow the OS live, not only at load time.
darkQuery().addEventListener("change", () => {
  if (current === "system") apply();
});

export function setTheme(theme: Theme) {
  current = theme;
  writeStorage(THEME_STORAGE_KEY, theme);
  apply();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen theme and whether the page is dark right now (they differ for "system"). */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, () => current);
  const dark = useSyncExternalStore(subscribe, () => isDark(current));
  return { theme, dark, setTheme };
}
