import { Search } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";

/**
 * A search field with a magnifier at its start. `className` goes to the wrapper (a width);
 * `children` come first inside it (a visually hidden label).
 */
export function SearchInput({
  className,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Input>, "type">) {
  return (
    <div className={cn("relative", className)}>
      {children}
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
