import { i18n, i18nReady } from "./i18n";

/** The namespace of the texts of API errors and form rules (lib/api-errors.ts words them). */
export const ERRORS_NS = "errors";

type Rules = typeof import("./error-rules");

let rules: Rules | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * The registered codes and the values their texts name, once loaded with the texts; undefined
 * before (see {@link loadErrorTexts}).
 */
export const errorRules = (): Rules | undefined => rules;

/** True once the error texts of the reader's language and their rules are there. */
export const errorTextsLoaded = () => rules !== undefined && i18n.hasLoadedNamespace(ERRORS_NS);

/** Calls `onChange` when the error texts arrive (for useSyncExternalStore). */
export function subscribeToErrorTexts(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/**
 * Starts loading the error texts in the reader's language and their rules (a no-op once there; a
 * language switch then brings the texts in the new language before it shows). Resolves once both
 * are loaded (a failed download of the rules is tried again at the next call).
 */
export function loadErrorTexts(): Promise<void> {
  loading ??= i18nReady
    .then(() => Promise.all([import("./error-rules"), i18n.loadNamespaces(ERRORS_NS)]))
    .then(
      ([loaded]) => {
        rules = loaded;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return loading;
}

/**
 * Error texts follow an action: a form's submit, a change, a click that sends a request. They are
 * not needed for a page's first render, so they are not downloaded with it; they start loading at
 * the reader's first press, key or focus anywhere, well before a form's check or an API's answer
 * can ask for one. A text asked for sooner loads then, and shows once there (useErrorText).
 */
export function loadErrorTextsOnFirstInput(target: Document) {
  const events = ["pointerdown", "keydown", "focusin"] as const;
  const start = () => {
    for (const event of events) target.removeEventListener(event, start, true);
    loadErrorTexts().catch(() => undefined);
  };
  for (const event of events) target.addEventListener(event, start, { capture: true, passive: true });
}
