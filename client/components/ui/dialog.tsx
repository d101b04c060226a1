import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "@/lib/cn";
import { openerOf, pushLayer } from "./layers";

/**
 * Radix Dialog's root, recorded among the open layers while open, so that an Escape pressed while
 * a toast is up closes the dialog rather than the toast (see ./layers.ts).
 */
export function Dialog({
  open: openProp,
  defaultOpen,
  onOpenChange,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Root>) {
  const [innerOpen, setInnerOpen] = React.useState(defaultOpen ?? false);
  const open = openProp ?? innerOpen;
  const change = React.useCallback(
    (next: boolean) => {
      if (openProp === undefined) setInnerOpen(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const latest = React.useRef(change);
  latest.current = change;
  React.useEffect(() => {
    if (!open) return;
    return pushLayer(() => latest.current(false));
  }, [open]);
  return <DialogPrimitive.Root open={open} onOpenChange={change} {...props} />;
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn("fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]", className)}
      {...props}
    />
  );
}

// `cn` only joins classes, so whatever a caller may change is a variant: placement, width and the
// inner layout ("custom" leaves display, gap, padding and overflow to the caller's className).
const dialogContentVariants = cva(
  "animate-fade-in fixed z-50 bg-card text-card-foreground shadow-xl outline-none",
  {
    variants: {
      side: {
        center:
          "top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border",
        /** A drawer along the left edge (the small-screen navigation). */
        left: "top-0 left-0 h-dvh max-h-dvh w-72 max-w-[85vw] border-r",
      },
      size: {
        md: "max-w-md",
        lg: "max-w-lg",
        xl: "max-w-xl",
        "2xl": "max-w-2xl",
        "3xl": "max-w-3xl",
        "4xl": "max-w-4xl",
        "5xl": "max-w-5xl",
      },
      layout: { grid: "grid gap-4 overflow-y-auto p-6", custom: "" },
    },
    defaultVariants: { side: "center", layout: "grid" },
  },
);

export function DialogContent({
  className,
  children,
  closeLabel,
  overlay = true,
  side = "center",
  // A centred dialog is max-w-lg unless told otherwise; the drawer has its own width.
  size = side === "center" ? "lg" : null,
  layout,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Accessible name of the corner close button; omit it to render no close button. */
    closeLabel?: string;
    /** Non-modal panels (e.g. the changelog) render without the dimmed overlay. */
    overlay?: boolean;
  }) {
  // Focus goes back to the opener on closing, even when that was a menu item, gone by then (Radix
  // would leave it on the body).
  const opener = React.useRef<HTMLElement | null>(null);
  return (
    <DialogPortal>
      {overlay && <DialogOverlay />}
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ side, size, layout }), className)}
        onOpenAutoFocus={(event) => {
          // Focus has not moved yet: it is still on whatever opened the dialog.
          opener.current = openerOf(document.activeElement);
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = opener.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        {...props}
      >
        {children}
        {closeLabel && (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("flex flex-col gap-1.5 pr-8", className)} {...props} />;
}

const dialogFooterVariants = cva("flex flex-col-reverse gap-2 sm:flex-row", {
  variants: {
    /** "between": a secondary action (delete) on the left, the main ones on the right. */
    justify: { end: "sm:justify-end", between: "sm:justify-between" },
  },
  defaultVariants: { justify: "end" },
});

export function DialogFooter({
  className,
  justify,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof dialogFooterVariants>) {
  return (
    <div data-slot="dialog-footer" className={cn(dialogFooterVariants({ justify }), className)} {...props} />
  );
}

const dialogTitleVariants = cva("font-semibold", {
  variants: {
    size: { default: "text-lg leading-tight", lg: "text-xl sm:text-2xl" },
  },
  defaultVariants: { size: "default" },
});

export function DialogTitle({
  className,
  size,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title> & VariantProps<typeof dialogTitleVariants>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn(dialogTitleVariants({ size }), className)}
      {...props}
    />
  );
}

const dialogDescriptionVariants = cva("text-sm", {
  variants: {
    tone: { muted: "text-muted-foreground", destructive: "text-red-700 dark:text-red-400" },
  },
  defaultVariants: { tone: "muted" },
});

export function DialogDescription({
  className,
  tone,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description> &
  VariantProps<typeof dialogDescriptionVariants>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn(dialogDescriptionVariants({ tone }), className)}
      {...props}
    />
  );
}
