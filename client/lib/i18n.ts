import frCommon from "@shared/i18n/fr/common.json";
import frValidation from "@shared/i18n/fr/validation.json";
import { useEffect, useMemo, useReducer, useSyncExternalStore } from "react";
import { LANGUAGE_STORAGE_KEY, readStorage, writeStorage } from "./storage";

/*
 * The client's i18n: the part of i18next and react-i18next the app uses (namespaces loaded on
 * demand, `ns:key`, nested keys, `{{value}}` interpolation, `_one`/`_other` plurals, `defaultValue`,
 * `useTranslation` suspending until its namespaces are loaded, `i18n.language`, `changeLanguage`,
 * `exists`) in 2 KB instead of 20 KB, since every page, the login page first, downloads it before
 * anything else. vite.config.ts resolves `react-i18next` to ./react-i18next.ts, so components keep
 * `import { useTranslation } from "react-i18next"`; i18n.test.ts checks that every key of every
 * catalogue translates as i18next itself translates it.
 */

export const LANGUAGES = ["fr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

type Catalogue = { [key: string]: unknown };
export type TranslateOptions = { [name: string]: unknown; defaultValue?: string; count?: number };
export type Translate = (key: string, options?: TranslateOptions | string) => string;

/** The default language's namespaces for the first screen; every other catalogue is a chunk. */
const store: Record<string, Catalogue | undefined> = {
  "fr/common": frCommon,
  "fr/validation": frValidation,
};
const catalogues = import.meta.glob<{ default: Catalogue }>([
  "../../shared/i18n/*/*.json",
  "!../../shared/i18n/fr/common.json",
  "!../../shared/i18n/fr/validation.json",
]);
const pending = new Map<string, Promise<void>>();

/** Namespaces asked for so far: a language change loads them all before switching. */
const used = new Set(["common", "validation", "auth"]);

function load(language: string, namespace: string): Promise<void> | null {
  const id = `${language}/${namespace}`;
  if (id in store) return null;
  let promise = pending.get(id);
  if (!promise) {
    const loader = catalogues[`../../shared/i18n/${id}.json`];
    promise = (loader ? loader() : Promise.reject(new Error(`No catalogue ${id}`))).then(
      (module) => {
        store[id] = module.default;
      },
      (error: unknown) => {
        // A catalogue that fails to load leaves its keys showing, as i18next does; no endless suspense.
        console.error(error);
        store[id] = {};
      },
    );
    pending.set(id, promise);
  }
  return promise;
}

function loadAll(language: string, namespaces: Iterable<string>): Promise<void> | null {
  const loads = [...namespaces].map((ns) => load(language, ns)).filter((p) => p !== null);
  return loads.length ? Promise.all(loads).then(() => {}) : null;
}

let language: Language = readStorage(LANGUAGE_STORAGE_KEY) === "en" ? "en" : "fr";
let version = 0;
const listeners = new Set<() => void>();
const languageHandlers = new Set<(language: Language) => void>();

function lookup(catalogue: Catalogue | undefined, key: string): unknown {
  if (!catalogue) return undefined;
  if (Object.hasOwn(catalogue, key)) return catalogue[key];
  let node: unknown = catalogue;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object" || !Object.hasOwn(node, part)) return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

const plurals = new Map<string, Intl.PluralRules>();
const pluralOf = (lng: string, count: number) => {
  let rules = plurals.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    plurals.set(lng, rules);
  }
  return rules.select(count);
};

/** i18next's test for `ns:key` (a key that reads like a sentence keeps its colon). */
const splitsNamespace = (key: string) => {
  if (!key.includes(":")) return false;
  const dot = key.indexOf(".");
  return !/[ ,?!;]/.test(key) || (dot > 0 && !/[ ,?!;]/.test(key.slice(0, dot)));
};

function resolve(lng: string, namespace: string, key: string, options: TranslateOptions) {
  let ns = namespace;
  let k = key;
  if (splitsNamespace(key)) {
    const parts = key.split(":");
    ns = parts.shift() as string;
    k = parts.join(".");
  }
  const catalogue = store[`${lng}/${ns}`];
  const count = options.count;
  const keys = [k];
  if (count !== undefined && typeof count !== "string") {
    keys.push(`${k}_${pluralOf(lng, count)}`);
    if (count === 0) keys.push(`${k}_zero`);
  }
  for (let i = keys.length - 1; i >= 0; i--) {
    const found = lookup(catalogue, keys[i]);
    if (found !== undefined && found !== null) return { key: k, value: found };
  }
  return { key: k, value: undefined };
}

function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
    const path = name.trim();
    let value: unknown = Object.hasOwn(values, path) ? values[path] : lookup(values, path);
    if (value === undefined) {
      if (!Object.hasOwn(values, path)) return match;
      value = "";
    }
    return value === null ? "" : String(value);
  });
}

function translate(lng: string, namespace: string, key: string, arg?: TranslateOptions | string): string {
  const options: TranslateOptions = typeof arg === "string" ? { defaultValue: arg } : (arg ?? {});
  const { key: bareKey, value } = resolve(lng, namespace, key, options);
  let text: string;
  if (value !== undefined && typeof value === "object") {
    text = `key '${bareKey} (${lng})' returned an object instead of string.`;
  } else if (value !== undefined) {
    text = String(value);
  } else if (options.defaultValue !== undefined) {
    text = String(options.defaultValue);
  } else {
    text = bareKey;
  }
  return interpolate(text, options);
}

function notify() {
  version++;
  for (const listener of listeners) listener();
}

export const i18n = {
  get language(): Language {
    return language;
  },
  /** Loads every namespace in use in the new language, then switches (as i18next does). */
  async changeLanguage(next: string) {
    const target: Language = next === "en" ? "en" : "fr";
    await loadAll(target, used);
    if (target === language) return;
    language = target;
    notify();
    for (const handler of languageHandlers) handler(target);
  },
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === "string" ? [namespaces] : namespaces;
    for (const name of list) used.add(name);
    return loadAll(language, list) ?? Promise.resolve();
  },
  exists(key: string, options: TranslateOptions = {}) {
    return resolve(language, "common", key, options).value !== undefined;
  },
  on(event: "languageChanged", handler: (language: Language) => void) {
    if (event === "languageChanged") languageHandlers.add(handler);
  },
  t(key: string, options?: TranslateOptions | string) {
    return translate(language, "common", key, options);
  },
};

i18n.on("languageChanged", (lng) => {
  document.documentElement.lang = lng;
  writeStorage(LANGUAGE_STORAGE_KEY, lng);
});

/** Resolves once the first screen's catalogues (common, validation) are there; auth loads meanwhile. */
export const i18nReady: Promise<void> = (
  loadAll(language, ["common", "validation"]) ?? Promise.resolve()
).then(() => {
  // As i18next does once initialised: <html lang> and the stored language follow the language.
  for (const handler of languageHandlers) handler(language);
});
void loadAll(language, used);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * react-i18next's hook: `t` reads the first namespace (others through `ns:key`) and changes when
 * the language does; the component suspends until its namespaces are loaded, unless
 * `{ useSuspense: false }`, in which case it renders keys meanwhile and again once they arrive.
 */
export function useTranslation(ns?: string | readonly string[], options?: { useSuspense?: boolean }) {
  const namespaces: readonly string[] = ns === undefined ? ["common"] : typeof ns === "string" ? [ns] : ns;
  const namesKey = namespaces.join("|");
  const current = useSyncExternalStore(subscribe, () => version);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  for (const name of namespaces) used.add(name);
  const missing = loadAll(language, namespaces);
  if (missing && options?.useSuspense !== false) throw missing;

  useEffect(() => {
    let active = true;
    missing?.then(() => active && loaded());
    return () => {
      active = false;
    };
  }, [missing]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` and `missing` mark a new language or newly loaded texts.
  const t = useMemo<Translate>(
    () => (key, opts) => translate(language, namespaces[0], key, opts),
    [namesKey, current, missing === null],
  );
  return { t, i18n, ready: missing === null };
}
