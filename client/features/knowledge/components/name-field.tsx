import { useState } from "react";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useKnowledgeMessage } from "../hooks/use-knowledge-message";

/**
 * The name a form is typing and its error line; `checked()` gives the trimmed name, or null after
 * saying that a name is required.
 */
export function useName(initial: string) {
  const { word } = useKnowledgeMessage();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const checked = () => {
    const trimmed = name.trim();
    setError(trimmed ? null : word("name_required"));
    return trimmed || null;
  };
  return { name, setName, error, setError, checked };
}

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
