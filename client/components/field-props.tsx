import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import type { FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Label, LabelNote } from "@/components/ui/label";
import { cn } from "@/lib/cn";

/**
 * Ties a form's controls to their error lines: `field(name)` gives a control its id
 * (`<prefix>-<name>`) and, when the field is wrong, aria-invalid and aria-describedby; `error(name)`
 * is the error line, worded by `word`; `row(name)` gives a FormField its label's target and that line.
 */
export function fieldProps<Name extends string>(
  prefix: string,
  errors: FieldErrors,
  word: (message: string | undefined) => string | undefined,
) {
  const message = (name: Name) => errors[name]?.message as string | undefined;
  const error = (name: Name) => <FieldError id={`${prefix}-${name}-error`} message={word(message(name))} />;
  return {
    field: (name: Name) => ({
      id: `${prefix}-${name}`,
      "aria-invalid": errors[name] ? (true as const) : undefined,
      "aria-describedby": errors[name] ? `${prefix}-${name}-error` : undefined,
    }),
    error,
    row: (name: Name) => ({ htmlFor: `${prefix}-${name}`, error: error(name) }),
  };
}

/**
 * One field of a form: its label (followed by its `note` in brackets: "optional", a format hint),
 * the control, then its error line (`error(name)` of fieldProps).
 */
export function FormField({
  htmlFor,
  label,
  note,
  error,
  className,
  children,
}: {
  htmlFor: string;
  label: string;
  note?: string;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={htmlFor}>
        {label}
        {note && <LabelNote>{note}</LabelNote>}
      </Label>
      {children}
      {error}
    </div>
  );
}

/**
 * A form dialog's Cancel and submit buttons; while `pending`, both are disabled and submit spins
 * (in place of its `icon`, when it has one).
 */
export function FormFooter({
  cancelLabel,
  submitLabel,
  pending,
  onCancel,
  icon,
}: {
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  icon?: ReactNode;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icon}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
