import { errorParams, localParams } from "@shared/contracts/error-texts";
import { isErrorCode } from "@shared/contracts/errors";
import { useCallback } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "./api-client";

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
 */
export function fieldIssues<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError) || error.status !== 400) return result;
  for (const issue of error.body?.issues ?? []) {
    const field = fields.find((name) => name === issue.path);
    if (field && !result[field]) result[field] = isErrorCode(issue.code) ? issue.code : issue.message;
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

/**
 * The one way a screen words a refusal in the reader's language: a registered code (the body's,
 * an issue's, or a contract rule's message, which is its code) through the `errors` catalogue,
 * else the server's own message, else a generic line. Never by comparing texts.
 */
export function useErrorText({ generic = "common:genericError" }: ErrorTextOptions = {}) {
  const { t, i18n } = useTranslation("errors");
  const locale = i18n.language === "en" ? "en-GB" : "fr-FR";
  /** A code (or a text that is not one, shown as it is) in the reader's language. */
  const word = useCallback(
    (codeOrText: string | undefined): string => {
      if (!codeOrText) return "";
      if (!isErrorCode(codeOrText)) return codeOrText;
      return t(`errors:${codeOrText}`, localParams(errorParams[codeOrText], locale));
    },
    [t, locale],
  );
  /** The text of a failed request. */
  const ofError = useCallback(
    (error: unknown): string => {
      const code = errorCode(error);
      if (isErrorCode(code)) return word(code);
      return serverMessage(error) || t(generic);
    },
    [word, t, generic],
  );
  return { word, ofError };
}
