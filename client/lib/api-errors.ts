import { useCallback, useSyncExternalStore } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "./api-client";
import {
  ERRORS_NS,
  errorRules,
  errorTextsLoaded,
  loadErrorTexts,
  subscribeToErrorTexts,
} from "./error-catalogue";

/** The server's French message, if the failure came from the API with one (the last fallback). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.message : undefined;
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * The code that names a failed request's text: a 400's first issue's code (the body's
 * `validation` only says that issues follow), else the body's code.
 */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const first = error.body?.issues?.[0]?.code;
  return error.body?.code === "validation" && first ? first : error.body?.code;
}

/**
 * A 400's field issues for the named fields (the first one per field), each as its code, so the
 * server's verdict shows where the client's own check would have, worded by {@link useErrorText}.
 * (Should the error texts not be there yet, each as the server's French text.)
 */
export function fieldIssues<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError) || error.status !== 400) return result;
  for (const issue of error.body?.issues ?? []) {
    const field = fields.find((name) => name === issue.path);
    if (field && !result[field])
      result[field] = errorRules()?.isErrorCode(issue.code) ? issue.code : issue.message;
  }
  return result;
}

/** {@link fieldIssues} put on a react-hook-form form; true when a field got one. */
export function applyFieldIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const issues = Object.entries(fieldIssues(error, fields)) as [Path<T>, string][];
  for (const [field, message] of issues) setError(field, { type: "server", message });
  return issues.length > 0;
}

export interface ErrorTextOptions {
  /** The line when neither a code nor the server says more, as an i18n key ("ns:key"). */
  generic?: string;
}

/** A registered code's shape: texts have spaces, capitals or punctuation. */
const CODE_LIKE = /^[a-z][a-z0-9_]*$/;

/**
 * The one way a screen words a refusal in the reader's language: a registered code (the body's,
 * an issue's, or a contract rule's message, which is its code) through the `errors` catalogue,
 * else the server's own message, else a generic line. Never by comparing texts.
 *
 * The catalogue and the list of codes are not part of a page's first load: they come with the
 * reader's first action (lib/error-catalogue.ts), before any answer or check can ask for a text.
 * A code asked for before they are there starts them and reads as the server's message or the
 * generic line until the screen renders again, which it does as soon as they arrive; forms that
 * can wait for them before showing their errors await {@link loadErrorTexts}.
 */
export function useErrorText({ generic = "common:genericError" }: ErrorTextOptions = {}) {
  const { t, i18n } = useTranslation("common");
  // Renders again once the texts are there, so an error line asked for too early gets its words
  // (new functions then, for memoised children). They read the catalogue when called, not as of
  // this render: a request's handler made before the texts arrived words its answer with them.
  const loaded = useSyncExternalStore(subscribeToErrorTexts, errorTextsLoaded);
  const locale = i18n.language === "en" ? "en-GB" : "fr-FR";
  /** The words of a registered code; undefined for another string, or while the texts load. */
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` renews the functions on arrival.
  const registered = useCallback(
    (code: string): string | undefined => {
      const rules = errorRules();
      if (!rules || !errorTextsLoaded()) {
        void loadErrorTexts().catch(() => undefined);
        return undefined;
      }
      if (!rules.isErrorCode(code)) return undefined;
      return t(`${ERRORS_NS}:${code}`, {
        ...rules.localParams(rules.errorParams[code], locale),
        defaultValue: "",
      });
    },
    [t, locale, loaded],
  );
  /** A code (or a text that is not one, shown as it is) in the reader's language. */
  const word = useCallback(
    (codeOrText: string | undefined): string => {
      if (!codeOrText) return "";
      const text = registered(codeOrText);
      if (text) return text;
      // A text shows as it is; a code without its words (not loaded yet, or their download failed)
      // as the generic line.
      const rules = errorRules();
      const code = rules && errorTextsLoaded() ? rules.isErrorCode(codeOrText) : CODE_LIKE.test(codeOrText);
      return code ? t(generic) : codeOrText;
    },
    [registered, t, generic],
  );
  /** The text of a failed request. */
  const ofError = useCallback(
    (error: unknown): string => {
      const code = errorCode(error);
      return (code && registered(code)) || serverMessage(error) || t(generic);
    },
    [registered, t, generic],
  );
  return { word, ofError };
}
