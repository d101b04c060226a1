import {
  type DeliverableTemplate,
  type FieldIssue,
  fieldBounds,
  orderedFields,
  parseDay,
  type TemplateField,
} from "@shared/contracts/deliverables";
import { CalendarDays } from "lucide-react";
import { useRef } from "react";
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

/**
 * A date typed dd/mm/yyyy whatever the browser's own language (a native date input follows the
 * browser's, mm/dd/yyyy in an English browser), with the browser's calendar one click away.
 */
function DateInput({
  value,
  onChange,
  placeholder,
  pickerLabel,
  ...props
}: Omit<React.ComponentProps<typeof Input>, "onChange" | "value"> & {
  value: string;
  onChange: (value: string) => void;
  pickerLabel: string;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const iso = parseDay(value) ?? "";
  return (
    <div className="relative">
      <Input
        {...props}
        value={value}
        placeholder={placeholder}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        className="pr-10"
        onChange={(e) => onChange(e.target.value)}
      />
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        className="pointer-events-none absolute right-0 bottom-0 h-px w-px opacity-0"
        value={iso}
        onChange={(e) => {
          const day = e.target.value;
          if (day) onChange(`${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`);
        }}
      />
      <button
        type="button"
        aria-label={pickerLabel}
        disabled={props.disabled}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => picker.current?.showPicker?.()}
      >
        <CalendarDays aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

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
 * an amount in € or a percentage (number inputs with their unit), a whole number, a date
 * (dd/mm/yyyy, with a calendar) and a choice. Required fields are starred in red
 * and say so to screen readers; a refused value is described beside its field.
 */
export function TemplateFields({ template, values, onChange, idPrefix, disabled, errors, legacy }: Props) {
  const { t } = useTranslation("deliverables");
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
            <DateInput
              {...common}
              value={value}
              placeholder={t("form.datePlaceholder")}
              pickerLabel={t("form.datePicker", { field: field.label })}
              onChange={(v) => onChange(key, v)}
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
          <div
            key={key}
            className={
              field.type === "textarea"
                ? "grid content-start gap-2 sm:col-span-2"
                : "grid content-start gap-2"
            }
          >
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
