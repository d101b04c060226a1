import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";

/** Props a control needs to be tied to its label and error line. */
export type FieldControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** A labelled control with its hint and error line, wired for screen readers. */
export function FormField({
  id,
  label,
  optional,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  /** Already worded for the reader. */
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const { t } = useTranslation("taxonomy");
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {optional && <span className="text-xs font-normal text-muted-foreground">({t("optional")})</span>}
      </Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
