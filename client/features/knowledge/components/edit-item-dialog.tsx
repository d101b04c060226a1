import type { KnowledgeCategory, KnowledgeItemDetail } from "@shared/contracts/knowledge";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useUpdateItem } from "../api/update-item";
import { useKnowledgeMessage } from "../hooks/use-knowledge-message";

// The form (react-hook-form, zod and the contract: about 35 KB) loads when the dialog first shows it.
const ItemForm = lazy(() => import("./item-form").then((m) => ({ default: m.ItemForm })));

export function EditItemDialog({ item, onClose }: { item: KnowledgeItemDetail | null; onClose: () => void }) {
  const { t } = useTranslation(["knowledge", "common"]);
  const update = useUpdateItem();
  const { ofError } = useKnowledgeMessage();
  return (
    <Dialog open={Boolean(item)} onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent closeLabel={t("common:close")} size="2xl">
        <DialogHeader>
          <DialogTitle>{t("form.editTitle")}</DialogTitle>
          <DialogDescription>{t("form.editDescription")}</DialogDescription>
        </DialogHeader>
        {item && (
          <Suspense fallback={<Spinner block label={t("common:loading")} className="py-10" />}>
            <ItemForm
              key={item.id}
              idPrefix="knowledge-edit"
              defaultValues={{
                title: item.title,
                description: item.description,
                category: item.category as KnowledgeCategory,
                content: item.content,
                status: item.status,
              }}
              submitLabel={t("form.save")}
              pendingLabel={t("form.saving")}
              pending={update.isPending}
              onCancel={onClose}
              onSubmit={(body) =>
                update.mutateAsync(
                  { id: item.id, body },
                  {
                    onSuccess: () => {
                      toast({ title: t("toasts.itemUpdated") });
                      onClose();
                    },
                    onError: (error) =>
                      toast({
                        variant: "destructive",
                        title: t("toasts.errorTitle"),
                        description: ofError(error),
                      }),
                  },
                )
              }
            />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
