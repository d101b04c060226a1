import type * as React from "react";
import { cn } from "@/lib/cn";

export function Textarea({
  className,
  font = "sans",
  ...props
}: React.ComponentProps<"textarea"> & {
  /** "mono" for source text (Markdown); a variant since `cn` only joins classes. */
  font?: "sans" | "mono";
}) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "flex min-h-16 w-full rounded-md border border-input bg-card px-3 py-2 text-foreground shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive",
        font === "mono" ? "font-mono text-[13px]" : "text-sm",
        className,
      )}
      {...props}
    />
  );
}
