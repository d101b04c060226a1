import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A folder's or a node's name, with its error line under it. */
export function NameField({
  id,
  errorId,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  errorId: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (name: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        autoComplete="off"
        maxLength={120}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error ?? undefined} />
    </div>
  );
}
