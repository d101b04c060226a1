import { Popover as PopoverPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "@/lib/cn";

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;

export function PopoverContent({
  className,
  align = "center",
  sideOffset = 6,
  layout = "default",
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Content> & {
  /** "custom": the className sets width and padding (`cn` only joins classes: no overriding). */
  layout?: "default" | "custom";
}) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          "animate-fade-in z-50 rounded-lg border bg-popover text-popover-foreground shadow-lg outline-none",
          layout === "default" && "w-72 p-4",
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
