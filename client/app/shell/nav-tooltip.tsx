import type { ReactElement } from "react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";

// The collapsed sidebar's tooltips (Radix Tooltip), loaded once the page has been drawn (see
// ./sidebar-nav.tsx). One provider for the whole sidebar, so that moving from one entry to the next
// skips the opening delay.

export const NavTooltipProvider = TooltipProvider;

export function NavTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
