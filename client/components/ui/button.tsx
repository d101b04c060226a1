import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "@/lib/cn";

// No class here overrides another: `cn` only joins them, so a variant owns each property it sets
// (size: height, padding, gap, text size and weight; shape: corners; elevation: shadow; align: the
// main axis) and callers pass only what the variants leave free (width, margins, placement).
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-blue-700",
        destructive: "bg-destructive text-destructive-foreground hover:bg-red-700",
        outline: "border border-input bg-card text-foreground hover:bg-muted hover:text-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-slate-200 dark:hover:bg-slate-700",
        ghost: "text-foreground hover:bg-muted",
        /** A quiet action that removes something (a row's delete). */
        "ghost-destructive":
          "text-red-700 hover:bg-muted hover:text-red-800 dark:text-red-400 dark:hover:text-red-300",
        link: "text-link underline-offset-4 hover:underline",
      },
      size: {
        default: "h-9 gap-2 px-4 py-2 text-sm font-medium",
        sm: "h-8 gap-2 px-3 text-xs font-medium",
        lg: "h-10 gap-2 px-6 text-sm font-medium",
        icon: "size-9 gap-2 text-sm font-medium",
        "icon-sm": "size-8 gap-2 text-sm font-medium",
        "icon-xs": "size-7 gap-2 text-sm font-medium",
        /** The caller's className sets height, padding, gap, text size and weight (an inline link). */
        custom: "",
      },
      shape: { default: "rounded-md", pill: "rounded-full" },
      /** "flat" and "raised" override the variant's own shadow (none for ghosts and links). */
      elevation: { default: "", flat: "", raised: "shadow-md" },
      align: {
        center: "justify-center",
        start: "justify-start",
      },
    },
    compoundVariants: [
      { variant: ["default", "destructive"], elevation: "default", className: "shadow-sm" },
      { variant: "outline", elevation: "default", className: "shadow-xs" },
    ],
    defaultVariants: {
      variant: "default",
      size: "default",
      shape: "default",
      elevation: "default",
      align: "center",
    },
  },
);

export interface ButtonProps extends React.ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Renders the child element (a link, usually) with button styles instead of a <button>. */
  asChild?: boolean;
}

export function Button({
  className,
  variant,
  size,
  shape,
  elevation,
  align,
  asChild = false,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      // A bare <button> inside a form submits it; default to "button" so only submit buttons submit.
      type={asChild ? undefined : (type ?? "button")}
      className={cn(buttonVariants({ variant, size, shape, elevation, align }), className)}
      {...props}
    />
  );
}
