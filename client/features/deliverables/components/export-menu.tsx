import type { ExportFormat } from "@shared/contracts/deliverables";
import { FileJson, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { OverlayProps } from "@/components/ui/lazy-overlay";

/**
 * A card's export menu (Radix DropdownMenu) around its trigger, `children`: loaded once the page
 * has been drawn (see ./deliverable-card.tsx).
 */
export function ExportMenu({
  defaultOpen,
  triggerRef,
  children,
  onExport,
}: OverlayProps & { onExport: (format: ExportFormat) => void }) {
  const { t } = useTranslation("deliverables");
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {children}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem onSelect={() => onExport("docx")}>
          <FileText aria-hidden="true" />
          {t("card.exportDocx")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onExport("json")}>
          <FileJson aria-hidden="true" />
          {t("card.exportJson")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
