import type * as React from "react";
import { cn } from "@/lib/cn";

// Height, padding and text size are the size's (a file input grows to fit its button), so a
// caller's className never has to override them: `cn` only joins classes.
const SIZES = {
  default: "h-9 py-1 text-sm",
  /** The knowledge base's large search field. */
  lg: "h-11 py-1 text-base sm:text-sm",
} as const;

export function Input({
  className,
  type,
  fieldSize = "default",
  ...props
}: React.ComponentProps<"input"> & { fieldSize?: keyof typeof SIZES }) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "flex w-full min-w-0 rounded-md border border-input bg-card px-3 text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20",
        type === "file" ? "h-auto py-1.5 text-sm" : SIZES[fieldSize],
        className,
      )}
      {...props}
    />
  );
}
