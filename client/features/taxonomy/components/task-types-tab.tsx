import type { TaskType } from "@shared/contracts/taxonomy";
import { Clock3, Plus } from "lucide-react";
import { lazy, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useDeleteTaskType } from "../api/delete-task-type";
import { useDeleteFlow } from "../hooks/use-delete-flow";
import { CategoryBadge } from "./category-badge";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { ItemCard } from "./item-card";
import { LazyDialog } from "./lazy-dialog";
import { SectionHeader } from "./section-header";

// Form dialogs load when first opened (see LazyDialog).
const TaskTypeFormDialog = lazy(() =>
  import("./task-type-form-dialog").then((m) => ({ default: m.TaskTypeFormDialog })),
);

export function TaskTypesTab({ taskTypes }: { taskTypes: TaskType[] }) {
  const { t } = useTranslation("taxonomy");
  const [editing, setEditing] = useState<TaskType | "new" | null>(null);
  const remove = useDeleteFlow(
    useDeleteTaskType(),
    (task: TaskType, withLinks: boolean) => ({ id: task.id, withLinks }),
    t("toasts.taskTypeDeleted"),
  );
  const categories = useMemo(
    () => [...new Set(taskTypes.map((s) => s.stored.category ?? s.category))],
    [taskTypes],
  );

  return (
    <section aria-labelledby="taxonomy-task-types" className="grid gap-4">
      <SectionHeader
        id="taxonomy-task-types"
        title={t("taskTypes.title")}
        description={t("taskTypes.description")}
        actions={
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            {t("taskTypes.new")}
          </Button>
        }
      />
      {taskTypes.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          {t("taskTypes.empty")}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {taskTypes.map((task) => (
            <ItemCard
              key={task.id}
              name={task.name}
              inFrench={task.fallback}
              descriptionInFrench={task.descriptionFallback}
              badges={
                task.estimatedDuration !== undefined && (
                  <Badge variant="secondary">
                    <Clock3 aria-hidden="true" />
                    {t("durationMinutes", { count: task.estimatedDuration })}
                  </Badge>
                )
              }
              meta={<CategoryBadge category={task.category} fallback={task.categoryFallback} />}
              description={task.description}
              onEdit={() => setEditing(task)}
              onDelete={() => remove.ask(task)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <LazyDialog onClose={() => setEditing(null)}>
          <TaskTypeFormDialog
            taskType={editing === "new" ? undefined : editing}
            categories={categories}
            onClose={() => setEditing(null)}
          />
        </LazyDialog>
      )}
      <ConfirmDeleteDialog
        open={remove.target !== null}
        title={t("confirm.taskType")}
        name={remove.target?.name ?? ""}
        pending={remove.pending}
        error={remove.error}
        onConfirm={remove.confirm}
        onClose={remove.close}
        links={remove.target ? { path: "task-types", id: remove.target.id } : undefined}
      />
    </section>
  );
}
