import { Plus } from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useTemplates } from "@/features/deliverables/api/get-templates";
import { DeliverableList } from "@/features/deliverables/components/deliverable-list";
import { TemplateList } from "@/features/deliverables/components/template-list";
import { ScoringExampleButton } from "@/features/quality/components/scoring-example-button";
import { lazyPage } from "../lazy-page";
import { PageHeader } from "../page-header";

// The creation form (Radix Dialog, the template fields, the contract's checks) loads when first
// opened; it then stays mounted, so a draft survives closing and reopening.
const NewDeliverableDialog = lazyPage(
  () => import("@/features/deliverables/components/new-deliverable-dialog"),
  "NewDeliverableDialog",
);

export function DeliverablesPage() {
  const { t } = useTranslation("deliverables");
  const templates = useTemplates();
  const [open, setOpen] = useState(false);
  const [dialogMounted, setDialogMounted] = useState(false);
  if (open && !dialogMounted) setDialogMounted(true);
  // The template a card asked for; the plain button keeps whatever draft is in progress.
  const [chosen, setChosen] = useState<string>();
  const create = (templateId?: string) => {
    if (templateId) setChosen(templateId);
    setOpen(true);
  };

  return (
    <div className="grid grid-cols-1 gap-8 *:min-w-0">
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        actions={
          <>
            <ScoringExampleButton />
            <Button onClick={() => create()}>
              <Plus aria-hidden="true" />
              {t("create.open")}
            </Button>
          </>
        }
      />
      <DeliverableList templates={templates.data} onCreate={() => create()} />
      <TemplateList templates={templates.data} isLoading={templates.isLoading} onUse={create} />
      {templates.isError && (
        <p className="text-sm text-red-700 dark:text-red-400">{t("templates.loadError")}</p>
      )}
      {dialogMounted && (
        <Suspense fallback={null}>
          <NewDeliverableDialog
            // A new template choice starts a fresh form; reopening with the same one keeps the draft.
            key={chosen ?? "any"}
            open={open}
            onOpenChange={setOpen}
            templates={templates.data ?? []}
            initialTemplateId={chosen}
          />
        </Suspense>
      )}
    </div>
  );
}
