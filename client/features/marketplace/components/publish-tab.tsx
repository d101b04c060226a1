import { rejectBody } from "@shared/contracts/common";
import type { Submission } from "@shared/contracts/marketplace";
import { BadgeCheck, Check, ClipboardCheck, Pencil, Rocket, Send, Trash2, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DemoNotice, useIsDemo } from "@/components/demo-notice";
import { RejectDialog } from "@/components/reject-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
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

function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden="true">
      {[0, 1].map((i) => (
        <Skeleton key={i} radius="xl" className="h-24 w-full" />
      ))}
    </div>
  );
}

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
  const [rejecting, setRejecting] = useState<Submission | null>(null);
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

  const approve = (submission: Submission) =>
    decide.mutate(
      { id: submission.id },
      {
        onSuccess: () => toast({ title: t("moderation.approved"), description: submission.name }),
        onError: (error) =>
          toast({ variant: "destructive", title: t("moderation.error"), description: ofError(error) }),
      },
    );

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
        <section aria-labelledby="marketplace-queue-title" className="grid gap-3">
          <h3 id="marketplace-queue-title" className="text-base font-semibold">
            {t("moderation.title")}
          </h3>
          {queue.isError && (
            <LoadError message={t("moderation.loadError")} onRetry={() => void queue.refetch()} />
          )}
          {queue.isLoading && <ListSkeleton />}
          {queue.data?.length === 0 && (
            <p className="text-sm text-muted-foreground">{t("moderation.empty")}</p>
          )}
          {queue.data && queue.data.length > 0 && (
            <ul className="grid gap-3">
              {queue.data.map((s) => (
                <li key={s.id}>
                  <SubmissionRow
                    submission={s}
                    showContact
                    actions={
                      <>
                        <Button
                          size="sm"
                          onClick={() => approve(s)}
                          disabled={decide.isPending}
                          aria-label={t("moderation.approveName", { name: s.name })}
                        >
                          <Check aria-hidden="true" />
                          {t("moderation.approve")}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setRejecting(s)}
                          disabled={decide.isPending}
                          aria-label={t("moderation.rejectName", { name: s.name })}
                        >
                          <X aria-hidden="true" />
                          {t("moderation.reject")}
                        </Button>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section aria-labelledby="marketplace-submissions-title" className="grid gap-3">
        <h3 id="marketplace-submissions-title" className="text-base font-semibold">
          {t("publish.mine")}
        </h3>
        {mine.isError && <LoadError message={t("publish.loadError")} onRetry={() => void mine.refetch()} />}
        {mine.isLoading && <ListSkeleton />}
        {mine.data?.length === 0 && <p className="text-sm text-muted-foreground">{t("publish.mineEmpty")}</p>}
        {mine.data && mine.data.length > 0 && (
          <ul className="grid gap-3">
            {mine.data.map((s) => (
              <li key={s.id}>
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
              </li>
            ))}
          </ul>
        )}
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
      <RejectDialog
        namespace="marketplace"
        idPrefix="marketplace"
        schema={rejectBody}
        word={word}
        name={rejecting?.name ?? ""}
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        pending={decide.isPending}
        onReject={(body) => {
          if (!rejecting) return;
          const target = rejecting;
          decide.mutate(
            { id: target.id, reject: body },
            {
              onSuccess: () => {
                toast({ title: t("moderation.rejected"), description: target.name });
                setRejecting(null);
              },
              onError: (error) =>
                toast({ variant: "destructive", title: t("moderation.error"), description: ofError(error) }),
            },
          );
        }}
      />
    </div>
  );
}
