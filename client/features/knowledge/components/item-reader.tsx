import type { KnowledgeItemDetail } from "@shared/contracts/knowledge";
import { AlertCircle, Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { errorStatus } from "@/lib/api-errors";
import { formatDate } from "@/lib/format";
import { useKnowledgeItem } from "../api/get-knowledge-item";
import { useCategoryLabel } from "../hooks/use-category-label";
import { useItemText } from "../hooks/use-item-text";
import { MarkdownContent } from "./markdown-content";
import { StatusBadge } from "./status-badge";

/** Reads one item (the server counts the view) with its Markdown rendered; edit and delete for its author. */
export function ItemReader({
  itemId,
  onClose,
  onEdit,
  onDelete,
}: {
  itemId: string | null;
  onClose: (item?: KnowledgeItemDetail) => void;
  onEdit: (item: KnowledgeItemDetail) => void;
  onDelete: (item: KnowledgeItemDetail) => void;
}) {
  const { t, i18n } = useTranslation(["knowledge", "common"]);
  const { data: item, isLoading, isError, error } = useKnowledgeItem(itemId);
  const categoryLabel = useCategoryLabel();
  const itemText = useItemText();
  const english = i18n.language === "en";
  const { title, description, lang } = item
    ? itemText(item)
    : { title: "", description: "", lang: undefined };
  // Most documents open with their own title as a heading; the dialog already shows it.
  const content = (item ? (english && item.contentEn) || item.content : "").replace(
    /^\s*#\s+(.+)\n/,
    (line, heading: string) => (heading.trim() === title.trim() ? "" : line),
  );

  return (
    <Dialog open={Boolean(itemId)} onOpenChange={(open) => !open && onClose(item)}>
      <DialogContent
        closeLabel={t("reader.close")}
        size="3xl"
        layout="custom"
        className="grid gap-5 overflow-y-auto p-6 sm:p-8"
      >
        {isLoading && (
          <>
            <DialogTitle className="sr-only">{t("reader.loading")}</DialogTitle>
            <DialogDescription className="sr-only">{t("reader.loading")}</DialogDescription>
            <div role="status" className="grid gap-3">
              <Skeleton radius="full" className="h-6 w-24" />
              <Skeleton className="h-7 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="mt-4 h-40 w-full" />
            </div>
          </>
        )}
        {isError && (
          <>
            <DialogTitle>{t("reader.loadError")}</DialogTitle>
            <DialogDescription tone="destructive" className="flex items-center gap-2">
              <AlertCircle aria-hidden="true" className="size-4" />
              {errorStatus(error) === 404 ? t("reader.notFound") : t("common:loadError")}
            </DialogDescription>
          </>
        )}
        {item && (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={item.status} />
                <Badge variant="outline">{categoryLabel(item.category)}</Badge>
              </div>
              <DialogTitle size="lg" lang={lang}>
                {title}
              </DialogTitle>
              <DialogDescription>
                {t("reader.meta", {
                  views: t("card.views", { count: item.viewCount }),
                  date: formatDate(item.updatedAt),
                })}
              </DialogDescription>
            </DialogHeader>
            {description && (
              <p className="text-sm font-medium" lang={lang}>
                {description}
              </p>
            )}
            <div className="border-t pt-5" lang={lang}>
              {content.trim() ? (
                <MarkdownContent source={content} />
              ) : (
                <p className="text-sm text-muted-foreground">{t("reader.emptyContent")}</p>
              )}
            </div>
            <DialogFooter className="border-t pt-4">
              {item.canEdit && (
                <>
                  <Button variant="outline" onClick={() => onDelete(item)} className="sm:mr-auto">
                    <Trash2 aria-hidden="true" />
                    {t("reader.delete")}
                  </Button>
                  <Button variant="outline" onClick={() => onEdit(item)}>
                    <Pencil aria-hidden="true" />
                    {t("reader.edit")}
                  </Button>
                </>
              )}
              <Button onClick={() => onClose(item)}>{t("reader.close")}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
