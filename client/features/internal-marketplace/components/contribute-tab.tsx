import { type Contribution, INTERNAL_TYPES, type InternalType } from "@shared/contracts/internal-marketplace";
import { Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DemoNotice, useIsDemo } from "@/components/demo-notice";
import { TypeIcon } from "@/components/item-card-parts";
import { ModerationQueue, QueryList } from "@/components/moderation-queue";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { useContributions, useDecideContribution, useDeleteContribution } from "../api/contributions";
import { useInternalMarketplaceMessage } from "../hooks/use-internal-marketplace-message";
import { ContributionDialog } from "./contribution-dialog";
import { ContributionRow } from "./contribution-row";

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
  const { word, ofError } = useInternalMarketplaceMessage();
  const mine = useContributions("mine");
  const queue = useContributions("pending", isAdmin);
  const remove = useDeleteContribution();
  const decide = useDecideContribution();
  const [editing, setEditing] = useState<Contribution | null>(null);
  const [deleting, setDeleting] = useState<Contribution | null>(null);
  const demo = useIsDemo();

  const closeForm = () => {
    setEditing(null);
    onCloseForm();
  };

  // 'Voir' opens the contribution's detail view, in the admins' queue and in the user's own list.
  const viewButton = (c: Contribution) => (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => onOpenItem(c.id)}
      aria-label={t("moderation.viewName", { name: c.name })}
    >
      <Eye aria-hidden="true" />
      {t("moderation.view")}
    </Button>
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
            return (
              <li key={type}>
                <button
                  type="button"
                  onClick={() => onOpenForm(type)}
                  className="flex h-full w-full flex-col items-start gap-3 rounded-xl border bg-card p-5 text-left shadow-sm transition-colors outline-none hover:border-primary/60 hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <TypeIcon type={type} />
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
        <ModerationQueue
          namespace="internal-marketplace"
          idPrefix="internal"
          queue={queue}
          decide={decide}
          word={word}
          ofError={ofError}
          row={(c, actions) => <ContributionRow contribution={c} showDetails actions={actions} />}
          view={viewButton}
        />
      )}

      <section aria-labelledby="internal-mine-title" className="grid gap-3">
        <h3 id="internal-mine-title" className="text-base font-semibold">
          {t("contribute.mine")}
        </h3>
        <QueryList
          query={mine}
          loadError={t("contribute.loadError")}
          empty={t("contribute.mineEmpty")}
          row={(c) => (
            <ContributionRow
              contribution={c}
              actions={
                <>
                  {viewButton(c)}
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
          )}
        />
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
    </div>
  );
}
