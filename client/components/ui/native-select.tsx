import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/cn";

/**
 * A styled native <select>. Used where bundle size matters (the login page): the browser's own
 * control is accessible and costs nothing, whereas the Radix Select brings a positioning engine.
 */
export function NativeSelect({
  className,
  fieldSize = "default",
  fullWidth = true,
  ...props
}: React.ComponentProps<"select"> & {
  fieldSize?: "default" | "sm";
  /** Off when the className sets the width (`cn` only joins classes: no overriding w-full). */
  fullWidth?: boolean;
}) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          "appearance-none rounded-md border border-input bg-card py-1 pr-9 pl-3 text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:opacity-60 aria-invalid:border-destructive",
          fieldSize === "sm" ? "h-8 text-xs" : "h-9 text-sm",
          fullWidth && "w-full",
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
