import { ELIDED_WORDS, elide } from "@shared/i18n/elision";
import frCommon from "@shared/i18n/fr/common.json";
import i18n, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGE_STORAGE_KEY, readStorage, writeStorage } from "./storage";

export const LANGUAGES = ["fr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * French (the default) common texts are bundled with the entry: the spinner needs them before
 * anything loads. English ones are fetched before the first render, like the login page's.
 */
const bundled = { fr: { common: frCommon } };

export type Catalogues = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

// Every other catalogue becomes its own small chunk, fetched the first time a screen asks for it,
// so the login page does not download the dashboard's or the shell's texts. The error texts too
// (see lib/error-catalogue.ts): no page shows one on its first render. The entry only knows where
// the signed-out screens' are (each name costs the entry's download about 35 bytes, twice);
// lib/app-catalogues.ts, which comes with the signed-in app's code, knows every one.
const publicCatalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  "../../shared/i18n/*/{auth,auth-panels,changelog,common,errors,forgot-password,training}.json",
  "!../../shared/i18n/fr/common.json",
]);
let allCatalogues: Catalogues | undefined;

/** Where every catalogue is: lib/app-catalogues.ts hands it over when it runs. */
export function addCatalogues(catalogues: Catalogues) {
  allCatalogues = catalogues;
}

async function catalogue(language: string, namespace: string) {
  const path = `../../shared/i18n/${language}/${namespace}.json`;
  if (!publicCatalogues[path] && !allCatalogues) await import("./app-catalogues");
  const load = publicCatalogues[path] ?? allCatalogues?.[path];
  if (!load) throw new Error(`No catalogue ${language}/${namespace}`);
  return (await load()).default;
}

const lazyBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    catalogue(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

function initialLanguage(): Language {
  return readStorage(LANGUAGE_STORAGE_KEY) === "en" ? "en" : "fr";
}

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
  writeStorage(LANGUAGE_STORAGE_KEY, language);
});

/** Resolves once the first language is ready: main.tsx renders the app after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    supportedLngs: LANGUAGES,
    // fr and en carry the same keys (a unit test checks it), so a fallback language would only
    // double the downloads; a missing key shows the key or the default given in code (spec 4).
    fallbackLng: false,
    resources: bundled,
    partialBundledLanguages: true,
    // `auth` is preloaded because both the login page and the account menu need it at once.
    // `errors` is not: it loads with the reader's first action (lib/error-catalogue.ts).
    ns: ["common", "auth"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then((t) => {
    // "{{name, de}}" in a French text: the word before the value, elided when French elides it.
    for (const word of ELIDED_WORDS)
      i18n.services.formatter?.add(word, (value: unknown, lng?: string) =>
        lng === "fr" ? elide(word, String(value)) : `${word} ${value}`,
      );
    return t;
  });

export { i18n };
