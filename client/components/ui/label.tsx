import { Label as LabelPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "@/lib/cn";

export function Label({
  className,
  variant = "default",
  ...props
}: React.ComponentProps<typeof LabelPrimitive.Root> & {
  /** "caption": the small muted label of a filter bar. */
  variant?: "default" | "caption";
}) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        "flex items-center gap-2 font-medium select-none peer-disabled:opacity-60",
        variant === "caption" ? "text-xs text-muted-foreground" : "text-sm leading-none text-foreground",
        className,
      )}
      {...props}
    />
  );
}

/** A note in brackets after a label's text ("optional", a format hint), in the reader's language. */
export function LabelNote({ children }: { children: string }) {
  return <span className="text-xs font-normal text-muted-foreground">({children})</span>;
}
