import {
  type DeliverableTemplate,
  type FieldIssue,
  fieldBounds,
  orderedFields,
  type TemplateField,
} from "@shared/contracts/deliverables";
import { useTranslation } from "react-i18next";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";

type Props = {
  template: DeliverableTemplate;
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
  idPrefix: string;
  disabled?: boolean;
  /** The message to show beside each refused field. */
  errors?: Record<string, string>;
  /** Values typed before fields were typed that the inputs cannot hold ("Valeur test 6" in an amount). */
  legacy?: Record<string, string>;
};

export const fieldId = (idPrefix: string, key: string) => `${idPrefix}-${key}`;

/** A refused value in the reader's language, from the issue's code. */
export function useIssueMessage() {
  const { t, i18n } = useTranslation("deliverables");
  return (issue: Pick<FieldIssue, "code" | "limit">) =>
    t(`form.errors.${issue.code}`, {
      limit:
        issue.limit === undefined
          ? ""
          : new Intl.NumberFormat(i18n.language === "en" ? "en-GB" : "fr-FR").format(issue.limit),
    });
}

const UNITS: Partial<Record<TemplateField["type"], string>> = { amount: "€", percentage: "%" };

/**
 * The form a template describes, each field with the input its type calls for: text, long text,
 * an amount in € or a percentage (number inputs with their unit), a whole number, a date (the
 * browser's date picker, dd/mm/yyyy in French) and a choice. Required fields are starred in red
 * and say so to screen readers; a refused value is described beside its field.
 */
export function TemplateFields({ template, values, onChange, idPrefix, disabled, errors, legacy }: Props) {
  const { t, i18n } = useTranslation("deliverables");
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 *:min-w-0">
      {orderedFields(template).map(([key, field]) => {
        const id = fieldId(idPrefix, key);
        const value = values[key] ?? "";
        const error = errors?.[key];
        const old = legacy?.[key];
        const described = [error ? `${id}-error` : "", old ? `${id}-legacy` : ""].filter(Boolean).join(" ");
        const common = {
          id,
          disabled,
          "aria-required": field.required || undefined,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": described || undefined,
        };
        const bounds = fieldBounds(field);
        const unit = UNITS[field.type];
        let input: React.ReactNode;
        if (field.type === "textarea") {
          input = (
            <Textarea
              {...common}
              rows={field.rows ?? 4}
              placeholder={field.placeholder}
              value={value}
              maxLength={bounds.maxLength}
              onChange={(e) => onChange(key, e.target.value)}
            />
          );
        } else if (field.type === "select") {
          input = (
            <NativeSelect {...common} value={value} onChange={(e) => onChange(key, e.target.value)}>
              <option value="">{t("form.selectPlaceholder")}</option>
              {(field.options ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          );
        } else if (field.type === "date") {
          input = (
            <Input
              {...common}
              type="date"
              lang={i18n.language === "en" ? "en-GB" : "fr-FR"}
              min="1900-01-01"
              max="2200-12-31"
              value={value}
              onChange={(e) => onChange(key, e.target.value)}
            />
          );
        } else if (field.type === "amount" || field.type === "percentage" || field.type === "integer") {
          input = (
            <div className="relative">
              <Input
                {...common}
                type="number"
                inputMode={field.type === "integer" ? "numeric" : "decimal"}
                step={field.type === "integer" ? 1 : 0.01}
                min={bounds.min}
                max={bounds.max}
                placeholder={field.placeholder}
                value={value}
                className={cn(unit && "pr-9")}
                onChange={(e) => onChange(key, e.target.value)}
              />
              {unit && (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
                >
                  {unit}
                </span>
              )}
            </div>
          );
        } else {
          input = (
            <Input
              {...common}
              placeholder={field.placeholder}
              value={value}
              maxLength={bounds.maxLength}
              onChange={(e) => onChange(key, e.target.value)}
            />
          );
        }
        return (
          <div key={key} className={field.type === "textarea" ? "grid gap-2 sm:col-span-2" : "grid gap-2"}>
            <Label htmlFor={id}>
              <span>
                {field.label}
                {field.required && (
                  <>
                    <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
                      *
                    </span>
                    <span className="sr-only"> ({t("form.required")})</span>
                  </>
                )}
              </span>
            </Label>
            {input}
            {old && (
              <p id={`${id}-legacy`} className="text-xs text-muted-foreground">
                {t("form.legacyValue", { value: old })}
              </p>
            )}
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      })}
    </div>
  );
}
