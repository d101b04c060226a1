import type { Task } from "@shared/contracts/kanban";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = { task: Task; open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };

/** Asks before deleting: a task and its history cannot be brought back. */
export function DeleteTaskDialog({ task, open, onOpenChange, onConfirm }: Props) {
  const { t } = useTranslation("kanban");
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("delete.title")}
      description={t("delete.description", { title: task.title })}
      confirmLabel={t("delete.confirm")}
      pending={false}
      onConfirm={() => {
        onOpenChange(false);
        onConfirm();
      }}
    />
  );
}
