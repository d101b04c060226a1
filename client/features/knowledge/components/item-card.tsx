import type { KnowledgeItem } from "@shared/contracts/knowledge";
import { CalendarDays, Eye, MoreHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, type ButtonProps } from "@/components/ui/button";
import { lazyModule, useLazyOverlay } from "@/components/ui/lazy-overlay";
import { formatDate } from "@/lib/format";
import { useItemText } from "../hooks/use-item-text";
import { StatusBadge } from "./status-badge";

// The card's menu (Radix DropdownMenu) loads once the page has been drawn: see components/ui/lazy-overlay.ts.
const cardMenu = lazyModule(() => import("./item-card-menu"));

function MenuButton({ title, ...props }: ButtonProps & { title: string }) {
  const { t } = useTranslation("knowledge");
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className="relative z-10 -mt-1.5 -mr-2"
      aria-label={t("card.actions", { title })}
      {...props}
    >
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
}

/** Edit and delete: a look-alike button until the menu's module has loaded. */
function CardMenu({ title, onEdit, onDelete }: { title: string; onEdit: () => void; onDelete: () => void }) {
  const { overlay, defaultOpen, ref, triggerProps } = useLazyOverlay(cardMenu);
  if (!overlay)
    return <MenuButton title={title} aria-haspopup="menu" aria-expanded={false} {...triggerProps} />;
  return (
    <overlay.ItemCardMenu defaultOpen={defaultOpen} triggerRef={ref} onEdit={onEdit} onDelete={onDelete}>
      <MenuButton title={title} />
    </overlay.ItemCardMenu>
  );
}

/** One knowledge item: the whole card opens the reader; its author (or an admin) gets edit and delete. */
export function ItemCard({
  item,
  onOpen,
  onEdit,
  onDelete,
}: {
  item: KnowledgeItem;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation("knowledge");
  const { title, description, lang } = useItemText()(item);
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <StatusBadge status={item.status} />
        {item.canEdit && <CardMenu title={title} onEdit={onEdit} onDelete={onDelete} />}
      </div>
      <h3 className="text-base leading-snug font-semibold">
        {/* The title's button covers the card (after:inset-0), so the card is one tab stop. */}
        <button
          type="button"
          onClick={onOpen}
          className="text-left outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-link"
        >
          <span lang={lang}>{title}</span>
        </button>
      </h3>
      {description && (
        <p className="line-clamp-3 text-sm text-muted-foreground" lang={lang}>
          {description}
        </p>
      )}
      <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Eye aria-hidden="true" className="size-3.5" />
          {t("card.views", { count: item.viewCount })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          <time dateTime={item.updatedAt}>{t("card.updated", { date: formatDate(item.updatedAt) })}</time>
        </span>
      </p>
    </article>
  );
}
