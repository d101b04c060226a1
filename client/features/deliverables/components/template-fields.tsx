import { type DeliverableTemplate, orderedFields } from "@shared/contracts/deliverables";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";

type Props = {
  template: DeliverableTemplate;
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
  idPrefix: string;
  disabled?: boolean;
};

/** The form a template describes: text, textarea and select fields, required ones starred in red. */
export function TemplateFields({ template, values, onChange, idPrefix, disabled }: Props) {
  const { t } = useTranslation("deliverables");
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 *:min-w-0">
      {orderedFields(template).map(([key, field]) => {
        const id = `${idPrefix}-${key}`;
        const value = values[key] ?? "";
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
            {field.type === "textarea" ? (
              <Textarea
                id={id}
                rows={field.rows ?? 4}
                placeholder={field.placeholder}
                value={value}
                disabled={disabled}
                aria-required={field.required || undefined}
                onChange={(e) => onChange(key, e.target.value)}
              />
            ) : field.type === "select" ? (
              <NativeSelect
                id={id}
                value={value}
                disabled={disabled}
                aria-required={field.required || undefined}
                onChange={(e) => onChange(key, e.target.value)}
              >
                <option value="">{t("form.selectPlaceholder")}</option>
                {(field.options ?? []).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Input
                id={id}
                placeholder={field.placeholder}
                value={value}
                disabled={disabled}
                aria-required={field.required || undefined}
                onChange={(e) => onChange(key, e.target.value)}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
