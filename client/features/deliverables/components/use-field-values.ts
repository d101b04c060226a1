import {
  checkFieldValues,
  type DeliverableTemplate,
  type FieldIssueCode,
  inputValue,
  orderedFields,
} from "@shared/contracts/deliverables";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/lib/api-client";
import { fieldId, useIssueMessage } from "./template-fields";

/** Stored values as the inputs hold them, and those an input cannot show (typed before fields were typed). */
export function toInputs(template: DeliverableTemplate | undefined, data: Record<string, string>) {
  const values: Record<string, string> = {};
  const legacy: Record<string, string> = {};
  if (!template) return { values: { ...data }, legacy };
  for (const [key, field] of orderedFields(template)) {
    const raw = data[key] ?? "";
    const value = inputValue(field, raw);
    // Dates are typed dd/mm/yyyy.
    values[key] =
      field.type === "date" && value
        ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`
        : value;
    if (raw.trim() && !value) legacy[key] = raw;
  }
  return { values, legacy };
}

/**
 * The values of a template's form, checked with the contract's own rules before sending and
 * marked with the server's verdict after (400 issues `fields.<key>`): each message beside its
 * field, a summary announced to screen readers, the focus on the first field to fix.
 */
export function useFieldValues(idPrefix: string, initial: Record<string, string> = {}) {
  const { t } = useTranslation("deliverables");
  const message = useIssueMessage();
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState("");

  const show = (
    template: DeliverableTemplate,
    issues: { field: string; code: FieldIssueCode; limit?: number }[],
  ) => {
    const next: Record<string, string> = {};
    for (const i of issues) next[i.field] ??= message(i);
    setErrors(next);
    const keys = orderedFields(template)
      .map(([key]) => key)
      .filter((key) => next[key]);
    const labels = keys.map((key) => template.fields.properties[key].label);
    setSummary(labels.length ? t("form.fixFields", { count: labels.length, fields: labels.join(", ") }) : "");
    if (keys.length) document.getElementById(fieldId(idPrefix, keys[0]))?.focus();
    return keys.length > 0;
  };

  return {
    values,
    errors,
    summary,
    setValues,
    setValue: (key: string, value: string) => {
      setValues((v) => ({ ...v, [key]: value }));
      setErrors(({ [key]: _, ...rest }) => rest);
    },
    reset: (next: Record<string, string> = {}) => {
      setValues(next);
      setErrors({});
      setSummary("");
    },
    /** The values to send, or null after showing what to fix. */
    check(template: DeliverableTemplate): Record<string, string> | null {
      const data = Object.fromEntries(Object.entries(values).filter(([k]) => template.fields.properties[k]));
      const { issues } = checkFieldValues(template, data);
      if (show(template, issues)) return null;
      setSummary("");
      return data;
    },
    /** Puts a 400's field issues beside their fields; false when the error was not about fields. */
    showServerError(template: DeliverableTemplate, error: unknown): boolean {
      if (!(error instanceof ApiError) || error.status !== 400) return false;
      const issues = (error.body?.issues ?? [])
        .filter((i) => i.path.startsWith("fields."))
        .map((i) => {
          const extra = i as { code?: FieldIssueCode; limit?: number };
          return {
            field: i.path.slice("fields.".length),
            code: extra.code ?? "required",
            limit: extra.limit,
          };
        });
      return show(template, issues);
    },
  };
}
