import { MAX_ANALYTICS_DAYS } from "../domain/analytics";
import { ARTEFACT_EXTENSIONS } from "../domain/internal-marketplace";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "../domain/taxonomy";
import fr from "../i18n/fr/errors.json";
import type { ErrorCode } from "./errors";

export type ErrorParams = Record<string, string | number>;

/** The values some texts name (a limit, the accepted formats), the same for every reader. */
export const errorParams: Partial<Record<ErrorCode, ErrorParams>> = {
  period_too_long: { days: MAX_ANALYTICS_DAYS },
  artefact_type: { formats: ARTEFACT_EXTENSIONS.join(", ") },
  csv_file_too_large: { mb: IMPORT_MAX_BYTES / 1024 / 1024 },
  too_many_rows: { rows: IMPORT_MAX_ROWS },
};

/** `params` with numbers written as `locale` writes them ("50 000" in French). */
export function localParams(params: ErrorParams | undefined, locale: string): Record<string, string> {
  const number = new Intl.NumberFormat(locale);
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([key, value]) => [
      key,
      typeof value === "number" ? number.format(value) : value,
    ]),
  );
}

/** The French text of `code` from the catalogue, its `{{placeholders}}` filled. */
export function frenchText(code: ErrorCode): string {
  const values = localParams(errorParams[code], "fr-FR");
  return fr[code].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => values[key] ?? "");
}
