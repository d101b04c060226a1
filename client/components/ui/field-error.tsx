import { cn } from "@/lib/cn";

/** The error line under a field; link it from the input with aria-describedby={id}. */
export function FieldError({ id, message, className }: { id: string; message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn("text-sm font-medium text-red-700 dark:text-red-400", className)}>
      {message}
    </p>
  );
}
