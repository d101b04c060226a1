import type { KnowledgeCategory, KnowledgeItemDetail } from "@shared/contracts/knowledge";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useUpdateItem } from "../api/update-item";
import { useErrorToast } from "../hooks/use-knowledge-message";
import { LazyItemForm } from "./lazy-item-form";

export function EditItemDialog({ item, onClose }: { item: KnowledgeItemDetail | null; onClose: () => void }) {
  const { t } = useTranslation(["knowledge", "common"]);
  const update = useUpdateItem();
  const errorToast = useErrorToast();
  return (
    <Dialog open={Boolean(item)} onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent closeLabel={t("common:close")} size="2xl">
        <DialogHeader>
          <DialogTitle>{t("form.editTitle")}</DialogTitle>
          <DialogDescription>{t("form.editDescription")}</DialogDescription>
        </DialogHeader>
        {item && (
          <LazyItemForm
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
                  onError: errorToast,
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
