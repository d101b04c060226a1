import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import type { FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";

/**
 * Ties a form's controls to their error lines: `field(name)` gives a control its id
 * (`<prefix>-<name>`) and, when the field is wrong, aria-invalid and aria-describedby; `error(name)`
 * is the error line, worded by `word`.
 */
export function fieldProps<Name extends string>(
  prefix: string,
  errors: FieldErrors,
  word: (message: string | undefined) => string | undefined,
) {
  const message = (name: Name) => errors[name]?.message as string | undefined;
  return {
    field: (name: Name) => ({
      id: `${prefix}-${name}`,
      "aria-invalid": errors[name] ? (true as const) : undefined,
      "aria-describedby": errors[name] ? `${prefix}-${name}-error` : undefined,
    }),
    error: (name: Name) => <FieldError id={`${prefix}-${name}-error`} message={word(message(name))} />,
  };
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
