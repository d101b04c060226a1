import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "@/lib/cn";

// The corner radius is a variant: `cn` only joins classes, so a caller's rounded-* would fight a default.
const skeletonVariants = cva("animate-pulse bg-slate-200 dark:bg-slate-800", {
  variants: {
    radius: {
      md: "rounded-md",
      lg: "rounded-lg",
      xl: "rounded-xl",
      "2xl": "rounded-2xl",
      full: "rounded-full",
    },
  },
  defaultVariants: { radius: "md" },
});

/** Placeholder shape while data loads; hidden from assistive tech, which gets a status message. */
export function Skeleton({
  className,
  radius,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof skeletonVariants>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(skeletonVariants({ radius }), className)}
      {...props}
    />
  );
}
