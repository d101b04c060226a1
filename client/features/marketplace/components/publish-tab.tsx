import type { Submission } from "@shared/contracts/marketplace";
import { BadgeCheck, ClipboardCheck, Pencil, Rocket, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DemoNotice, useIsDemo } from "@/components/demo-notice";
import { ModerationQueue, QueryList } from "@/components/moderation-queue";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { useDecideSubmission } from "../api/decide-submission";
import { useDeleteSubmission } from "../api/delete-submission";
import { useSubmissions } from "../api/get-submissions";
import { useMarketplaceMessage } from "../hooks/use-marketplace-message";
import { SubmissionDialog } from "./submission-dialog";
import { SubmissionRow } from "./submission-row";

const STEPS = [
  { key: "submit", icon: Send },
  { key: "review", icon: ClipboardCheck },
  { key: "listed", icon: BadgeCheck },
] as const;

/** 'Publier': partners submit solutions; admins approve or reject them before they are listed. */
export function PublishTab({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation("marketplace");
  const { word, ofError } = useMarketplaceMessage();
  const mine = useSubmissions("mine");
  const queue = useSubmissions("pending", isAdmin);
  const remove = useDeleteSubmission();
  const decide = useDecideSubmission();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Submission | null>(null);
  const [deleting, setDeleting] = useState<Submission | null>(null);
  const demo = useIsDemo();

  const openForm = (submission: Submission | null) => {
    setEditing(submission);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t("publish.deleted"), description: deleting.name });
        setDeleting(null);
      },
      onError: (error) =>
        toast({ variant: "destructive", title: t("publish.error"), description: ofError(error) }),
    });
  };

  if (demo) return <DemoNotice />;
  return (
    <div className="grid gap-8">
      <Card layout="custom" className="flex-col gap-5 p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="max-w-2xl">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <Rocket aria-hidden="true" className="size-5 text-primary" />
              {t("publish.title")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t("publish.description")}</p>
          </div>
          <Button onClick={() => openForm(null)}>{t("publish.start")}</Button>
        </div>
        <ol className="grid gap-3 sm:grid-cols-3">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="flex gap-3 rounded-lg bg-muted/60 p-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-card text-primary shadow-xs">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div>
                <p className="text-sm font-medium">
                  {index + 1}. {t(`publish.steps.${key}.title`)}
                </p>
                <p className="text-xs text-muted-foreground">{t(`publish.steps.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>

      {isAdmin && (
        <ModerationQueue
          namespace="marketplace"
          idPrefix="marketplace"
          queue={queue}
          decide={decide}
          word={word}
          ofError={ofError}
          row={(s, actions) => <SubmissionRow submission={s} showContact actions={actions} />}
        />
      )}

      <section aria-labelledby="marketplace-submissions-title" className="grid gap-3">
        <h3 id="marketplace-submissions-title" className="text-base font-semibold">
          {t("publish.mine")}
        </h3>
        <QueryList
          query={mine}
          loadError={t("publish.loadError")}
          empty={t("publish.mineEmpty")}
          row={(s) => (
            <SubmissionRow
              submission={s}
              actions={
                s.canEdit && (
                  <>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => openForm(s)}
                      aria-label={t("publish.editName", { name: s.name })}
                    >
                      <Pencil aria-hidden="true" />
                      {t("publish.edit")}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setDeleting(s)}
                      aria-label={t("publish.deleteName", { name: s.name })}
                    >
                      <Trash2 aria-hidden="true" />
                      {t("publish.delete")}
                    </Button>
                  </>
                )
              }
            />
          )}
        />
      </section>

      <SubmissionDialog open={formOpen} onOpenChange={setFormOpen} editing={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("publish.deleteTitle")}
        description={t("publish.deleteDescription", { name: deleting?.name ?? "" })}
        confirmLabel={t("publish.delete")}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
