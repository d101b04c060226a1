import type { Deliverable, DeliverableTemplate, ExportFormat } from "@shared/contracts/deliverables";
import { ChevronDown, Download, Gauge, Pencil, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { lazyModule, useLazyOverlay } from "@/components/ui/lazy-overlay";
import { toast } from "@/components/ui/use-toast";
import { ScoreBadge } from "@/features/quality/components/score-badge";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { linkedCardClass } from "@/lib/use-linked-item";
import { useDeleteDeliverable } from "../api/delete-deliverable";
import { useExportDeliverable } from "../api/export-deliverable";

// The card's dialogs (Radix Dialog, the forms, the score's details) load when one is opened, and
// the export menu (Radix DropdownMenu) once the page has been drawn: the list draws without them.
const QualityDialog = lazy(() =>
  import("@/features/quality/components/quality-dialog").then((m) => ({ default: m.QualityDialog })),
);
const EditDeliverableDialog = lazy(() =>
  import("./edit-deliverable-dialog").then((m) => ({ default: m.EditDeliverableDialog })),
);
const DeleteDeliverableDialog = lazy(() =>
  import("./delete-deliverable-dialog").then((m) => ({ default: m.DeleteDeliverableDialog })),
);
const exportMenu = lazyModule(() => import("./export-menu"));

function ExportButton(props: ButtonProps) {
  const { t } = useTranslation("deliverables");
  return (
    <Button size="sm" variant="outline" {...props}>
      <Download aria-hidden="true" />
      {t("card.export")}
      <ChevronDown aria-hidden="true" className="size-3.5" />
    </Button>
  );
}

/** 'Exporter': a look-alike button until the menu's module has loaded (components/ui/lazy-overlay.ts). */
function Export({ pending, onExport }: { pending: boolean; onExport: (format: ExportFormat) => void }) {
  const { overlay, defaultOpen, ref, triggerProps } = useLazyOverlay(exportMenu);
  if (!overlay) {
    return <ExportButton disabled={pending} aria-haspopup="menu" aria-expanded={false} {...triggerProps} />;
  }
  return (
    <overlay.ExportMenu defaultOpen={defaultOpen} triggerRef={ref} onExport={onExport}>
      <ExportButton disabled={pending} />
    </overlay.ExportMenu>
  );
}

const statusVariant = { draft: "secondary", completed: "success", archived: "outline" } as const;

export function DeliverableCard({
  deliverable,
  template,
}: {
  deliverable: Deliverable;
  template: DeliverableTemplate | undefined;
}) {
  const { t, i18n } = useTranslation(["deliverables", "common"]);
  const [dialog, setDialog] = useState<"quality" | "edit" | "delete" | null>(null);
  const exporter = useExportDeliverable();
  const remover = useDeleteDeliverable();
  const titleId = `deliverable-${deliverable.id}-title`;

  const runExport = (format: ExportFormat) =>
    exporter.mutate(
      { id: deliverable.id, name: deliverable.name, format, language: i18n.language },
      {
        onSuccess: (file) =>
          toast({ title: t("export.success"), description: t("export.successDescription", { file }) }),
        onError: () =>
          toast({ variant: "destructive", title: t("export.errorTitle"), description: t("export.error") }),
      },
    );

  const remove = () =>
    remover.mutate(deliverable.id, {
      onSuccess: () => toast({ title: t("delete.success"), description: deliverable.name }),
      onError: () =>
        toast({ variant: "destructive", title: t("common:error"), description: t("delete.error") }),
    });

  return (
    <Card
      layout="custom"
      className={cn("h-full flex-col gap-3 p-5", linkedCardClass)}
      aria-labelledby={titleId}
      role="article"
      data-item-id={deliverable.id}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="truncate font-semibold" title={deliverable.name}>
            {deliverable.name}
          </h3>
          <p className="truncate text-sm text-muted-foreground">
            {i18n.language === "en" ? deliverable.template.nameEn : deliverable.template.name}
          </p>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={t("card.edit", { name: deliverable.name })}
            title={t("card.editShort")}
            onClick={() => setDialog("edit")}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost-destructive"
            aria-label={t("card.delete", { name: deliverable.name })}
            title={t("card.deleteShort")}
            onClick={() => setDialog("delete")}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
        <Badge variant={statusVariant[deliverable.status]}>{t(`status.${deliverable.status}`)}</Badge>
        <span>{t("card.createdOn", { date: formatDate(deliverable.createdAt) })}</span>
      </div>
      <div className="text-sm text-muted-foreground">
        {deliverable.latestScore === null ? (
          <span>{t("card.notScored")}</span>
        ) : (
          <ScoreBadge score={deliverable.latestScore} />
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button size="sm" variant="outline" onClick={() => setDialog("quality")}>
          <Gauge aria-hidden="true" />
          {t("card.quality")}
        </Button>
        <Export pending={exporter.isPending} onExport={runExport} />
      </div>
      <Suspense fallback={null}>
        {dialog === "quality" && (
          <QualityDialog
            deliverable={deliverable}
            open
            onOpenChange={(open) => setDialog(open ? "quality" : null)}
          />
        )}
        {dialog === "edit" && (
          <EditDeliverableDialog
            deliverable={deliverable}
            template={template}
            open
            onOpenChange={(open) => setDialog(open ? "edit" : null)}
          />
        )}
        {dialog === "delete" && (
          <DeleteDeliverableDialog
            name={deliverable.name}
            open
            onOpenChange={(open) => setDialog(open ? "delete" : null)}
            onConfirm={remove}
          />
        )}
      </Suspense>
    </Card>
  );
}
