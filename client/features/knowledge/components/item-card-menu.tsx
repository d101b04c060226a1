import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { OverlayProps } from "@/components/ui/lazy-overlay";

/**
 * A card's edit and delete menu (Radix DropdownMenu) around its trigger, `children`: loaded once
 * the page has been drawn (see ./item-card.tsx).
 */
export function ItemCardMenu({
  defaultOpen,
  triggerRef,
  children,
  onEdit,
  onDelete,
}: OverlayProps & { onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation("knowledge");
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {children}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" />
          {t("card.edit")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onDelete} className="text-red-700 dark:text-red-400">
          <Trash2 aria-hidden="true" />
          {t("card.delete")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
