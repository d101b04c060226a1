import { rejectBody } from "@shared/contracts/common";
import { type Contribution, INTERNAL_TYPES, type InternalType } from "@shared/contracts/internal-marketplace";
import { Check, Eye, Pencil, Plus, Trash2, X } from "lucide-react";
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
import { cn } from "@/lib/cn";
import { useContributions, useDecideContribution, useDeleteContribution } from "../api/contributions";
import { useInternalMessage } from "../hooks/use-internal-message";
import { ContributionDialog } from "./contribution-dialog";
import { ContributionRow } from "./contribution-row";
import { TYPE_ICONS, TYPE_TONES } from "./type-icon";

function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden="true">
      {[0, 1].map((i) => (
        <Skeleton key={i} radius="xl" className="h-24 w-full" />
      ))}
    </div>
  );
}

/**
 * Contribuer: the four type cards and 'Créer une nouvelle contribution' open the form; below, the
 * user's contributions with their status and, for admins, the queue to approve or reject.
 */
export function ContributeTab({
  isAdmin,
  formType,
  onOpenForm,
  onCloseForm,
  onOpenItem,
}: {
  isAdmin: boolean;
  /** The type whose form is open (from the URL), if any. */
  formType: InternalType | undefined;
  onOpenForm: (type: InternalType) => void;
  onCloseForm: () => void;
  onOpenItem: (id: string) => void;
}) {
  const { t } = useTranslation("internal-marketplace");
  const { word, ofError } = useInternalMessage();
  const mine = useContributions("mine");
  const queue = useContributions("pending", isAdmin);
  const remove = useDeleteContribution();
  const decide = useDecideContribution();
  const [editing, setEditing] = useState<Contribution | null>(null);
  const [deleting, setDeleting] = useState<Contribution | null>(null);
  const [rejecting, setRejecting] = useState<Contribution | null>(null);
  const demo = useIsDemo();

  const closeForm = () => {
    setEditing(null);
    onCloseForm();
  };

  const approve = (c: Contribution) =>
    decide.mutate(
      { id: c.id },
      {
        onSuccess: () => toast({ title: t("moderation.approved"), description: c.name }),
        onError: (error) =>
          toast({ variant: "destructive", title: t("moderation.error"), description: ofError(error) }),
      },
    );

  if (demo) return <DemoNotice />;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="internal-contribute-title" className="grid gap-4">
        <div>
          <h2 id="internal-contribute-title" className="text-lg font-semibold">
            {t("contribute.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("contribute.description")}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {INTERNAL_TYPES.map((type) => {
            const Icon = TYPE_ICONS[type];
            return (
              <li key={type}>
                <button
                  type="button"
                  onClick={() => onOpenForm(type)}
                  className="flex h-full w-full flex-col items-start gap-3 rounded-xl border bg-card p-5 text-left shadow-sm transition-colors outline-none hover:border-primary/60 hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span
                    className={cn("flex size-10 items-center justify-center rounded-lg", TYPE_TONES[type])}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="font-semibold">{t(`types.${type}`)}</span>
                  <span className="text-sm text-muted-foreground">{t(`contribute.typeHints.${type}`)}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <Card layout="custom" className="flex-col items-center gap-3 p-6 text-center">
          <Button onClick={() => onOpenForm("bundle")}>
            <Plus aria-hidden="true" />
            {t("contribute.create")}
          </Button>
          <p className="text-sm text-muted-foreground">{t("contribute.note")}</p>
        </Card>
      </section>

      {isAdmin && (
        <section aria-labelledby="internal-queue-title" className="grid gap-3">
          <h3 id="internal-queue-title" className="text-base font-semibold">
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
              {queue.data.map((c) => (
                <li key={c.id}>
                  <ContributionRow
                    contribution={c}
                    showDetails
                    actions={
                      <>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => onOpenItem(c.id)}
                          aria-label={t("moderation.viewName", { name: c.name })}
                        >
                          <Eye aria-hidden="true" />
                          {t("moderation.view")}
                        </Button>
                        <Button
                          size="sm"
                          onClick={() => approve(c)}
                          disabled={decide.isPending}
                          aria-label={t("moderation.approveName", { name: c.name })}
                        >
                          <Check aria-hidden="true" />
                          {t("moderation.approve")}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setRejecting(c)}
                          disabled={decide.isPending}
                          aria-label={t("moderation.rejectName", { name: c.name })}
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

      <section aria-labelledby="internal-mine-title" className="grid gap-3">
        <h3 id="internal-mine-title" className="text-base font-semibold">
          {t("contribute.mine")}
        </h3>
        {mine.isError && (
          <LoadError message={t("contribute.loadError")} onRetry={() => void mine.refetch()} />
        )}
        {mine.isLoading && <ListSkeleton />}
        {mine.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">{t("contribute.mineEmpty")}</p>
        )}
        {mine.data && mine.data.length > 0 && (
          <ul className="grid gap-3">
            {mine.data.map((c) => (
              <li key={c.id}>
                <ContributionRow
                  contribution={c}
                  actions={
                    <>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => onOpenItem(c.id)}
                        aria-label={t("moderation.viewName", { name: c.name })}
                      >
                        <Eye aria-hidden="true" />
                        {t("moderation.view")}
                      </Button>
                      {c.canEdit && (
                        <>
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => {
                              setEditing(c);
                              onOpenForm(c.type);
                            }}
                            aria-label={t("contribute.editName", { name: c.name })}
                          >
                            <Pencil aria-hidden="true" />
                            {t("contribute.edit")}
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => setDeleting(c)}
                            aria-label={t("contribute.deleteName", { name: c.name })}
                          >
                            <Trash2 aria-hidden="true" />
                            {t("contribute.delete")}
                          </Button>
                        </>
                      )}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ContributionDialog
        open={formType !== undefined}
        type={formType ?? "bundle"}
        editing={editing}
        onClose={closeForm}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("contribute.deleteTitle")}
        description={t("contribute.deleteDescription", { name: deleting?.name ?? "" })}
        confirmLabel={t("contribute.delete")}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const target = deleting;
          remove.mutate(target.id, {
            onSuccess: () => {
              toast({ title: t("contribute.deleted"), description: target.name });
              setDeleting(null);
            },
            onError: (error) =>
              toast({ variant: "destructive", title: t("contribute.error"), description: ofError(error) }),
          });
        }}
      />
      <RejectDialog
        namespace="internal-marketplace"
        idPrefix="internal"
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
