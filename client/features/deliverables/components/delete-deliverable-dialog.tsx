import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = { name: string; open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };

/** Asks before deleting: the deliverable and its score history cannot be brought back. */
export function DeleteDeliverableDialog({ name, open, onOpenChange, onConfirm }: Props) {
  const { t } = useTranslation("deliverables");
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("delete.title")}
      description={t("delete.description", { name })}
      confirmLabel={t("delete.confirm")}
      pending={false}
      onConfirm={() => {
        onOpenChange(false);
        onConfirm();
      }}
    />
  );
}
