import type { Collaborator, TaskType } from "@shared/contracts/kanban";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useCreateTask } from "../api/create-task";
import { useErrorText } from "../hooks/use-kanban-message";
import { emptyTaskForm, TaskForm } from "./task-form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  boardId: string;
  taskTypes: TaskType[];
  members: Collaborator[];
};

/** Spec: the create dialog closes and resets on success ('Tâche créée'). */
export function CreateTaskDialog({ open, onOpenChange, boardId, taskTypes, members }: Props) {
  const { t } = useTranslation("kanban");
  const create = useCreateTask();
  const errorText = useErrorText();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("manage.close")} size="xl">
        <DialogHeader>
          <DialogTitle>{t("form.createTitle")}</DialogTitle>
          <DialogDescription>{t("form.createDescription")}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from an empty form. */}
        {open && (
          <TaskForm
            mode="create"
            defaultValues={emptyTaskForm}
            taskTypes={taskTypes}
            members={members}
            pending={create.isPending}
            onSubmit={(values) =>
              create.mutateAsync({ ...values, boardId, status: "todo" }).then(
                (task) => {
                  toast({ title: t("toasts.created"), description: task.title });
                  onOpenChange(false);
                },
                (error: unknown) => {
                  toast({
                    variant: "destructive",
                    title: t("toasts.errorTitle"),
                    description: errorText(error, t("toasts.createError")),
                  });
                  throw error;
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
