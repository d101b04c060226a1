import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/** The server's human message, if the failure came from the API with one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.message : undefined;
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * A 400's field issues for the named fields (the first one per field), so the server's verdict
 * shows where the client's own check would have. Messages stay in French; fields translate them.
 */
export function fieldIssues<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError) || error.status !== 400) return result;
  for (const issue of error.body?.issues ?? []) {
    const field = fields.find((name) => name === issue.path);
    if (field && !result[field]) result[field] = issue.message;
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
