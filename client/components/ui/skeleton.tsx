import type * as React from "react";
import { cn } from "@/lib/cn";

/** Placeholder shape while data loads; hidden from assistive tech, which gets a status message. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-slate-200 dark:bg-slate-800", className)}
      {...props}
    />
  );
}
