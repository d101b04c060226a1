import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { InFrench } from "@/components/in-french";
import { Button } from "@/components/ui/button";

/** One role, skill or task type: name, badges, description, and its edit and delete buttons. */
export function ItemCard({
  name,
  inFrench,
  descriptionInFrench,
  badges,
  description,
  meta,
  onEdit,
  onDelete,
}: {
  name: string;
  /** The name is French for an English reader (no English given). */
  inFrench?: boolean;
  descriptionInFrench?: boolean;
  badges?: ReactNode;
  description?: string;
  meta?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation("taxonomy");
  return (
    <li className="flex gap-3 rounded-xl border bg-card p-4 shadow-xs">
      <div className="grid min-w-0 flex-1 content-start gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium">{name}</h3>
          {inFrench && <InFrench />}
          {badges}
        </div>
        {meta}
        <p className="text-sm text-muted-foreground">
          {description || t("noDescription")} {description && descriptionInFrench && <InFrench />}
        </p>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        <Button variant="ghost" size="icon-sm" onClick={onEdit} aria-label={t("actions.edit", { name })}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost-destructive"
          size="icon-sm"
          onClick={onDelete}
          aria-label={t("actions.delete", { name })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
