import type { Collaborator, Task, TaskType } from "@shared/contracts/kanban";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useDeleteTask } from "../api/delete-task";
import { useUpdateTask } from "../api/update-task";
import { useErrorText } from "../hooks/use-kanban-message";
import { DeleteTaskDialog } from "./delete-task-dialog";
import { TaskActivityList } from "./task-activity";
import { TaskForm } from "./task-form";

type Props = {
  task: Task | null;
  onClose: () => void;
  taskTypes: TaskType[];
  members: Collaborator[];
};

/** Spec: the edit dialog closes, clears the selection and resets on success ('Tâche mise à jour'). */
export function EditTaskDialog({ task, onClose, taskTypes, members }: Props) {
  const { t } = useTranslation("kanban");
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);

  const onDelete = () => {
    if (!task) return;
    remove.mutate(task, {
      onSuccess: () => {
        toast({ title: t("toasts.deleted"), description: task.title });
        setConfirming(false);
        onClose();
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t("toasts.errorTitle"),
          description: errorText(error, t("toasts.deleteError")),
        }),
    });
  };

  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t("manage.close")}
        size="xl"
        // Escape while the deletion question is open answers the question only, even when the task's
        // dialog hears it first (seen with Chromium 156: this dialog's layer took the Escape).
        onEscapeKeyDown={(event) => {
          if (!confirming) return;
          event.preventDefault();
          setConfirming(false);
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("form.editTitle")}</DialogTitle>
          <DialogDescription>{t("form.editDescription")}</DialogDescription>
        </DialogHeader>
        {task && (
          <>
            <TaskForm
              key={task.id}
              mode="edit"
              defaultValues={{
                title: task.title,
                description: task.description,
                priority: task.priority,
                status: task.status,
                dueDate: task.dueDate ?? "",
                taskType: task.taskType,
                assignedTo: task.assignedTo ?? "",
              }}
              taskTypes={taskTypes}
              members={members}
              pending={update.isPending}
              onSubmit={(values) =>
                update
                  .mutateAsync({
                    task,
                    changes: {
                      title: values.title,
                      description: values.description,
                      priority: values.priority,
                      status: values.status,
                      dueDate: values.dueDate,
                      taskType: values.taskType,
                      assignedTo: values.assignedTo,
                    },
                  })
                  .then(
                    (saved) => {
                      toast({ title: t("toasts.updated"), description: saved.title });
                      onClose();
                    },
                    (error: unknown) => {
                      toast({
                        variant: "destructive",
                        title: t("toasts.errorTitle"),
                        description: errorText(error, t("toasts.updateError")),
                      });
                      throw error;
                    },
                  )
              }
              secondary={
                <Button variant="ghost-destructive" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden="true" />
                  {t("form.delete")}
                </Button>
              }
            />
            <TaskActivityList taskId={task.id} />
            <DeleteTaskDialog
              task={task}
              open={confirming}
              onOpenChange={setConfirming}
              onConfirm={onDelete}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
