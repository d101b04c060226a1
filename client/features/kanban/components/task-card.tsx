import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { Task, TaskStatus } from "@shared/contracts/kanban";
import { taskStatuses } from "@shared/domain/kanban";
import { CalendarDays, GripVertical, Pencil, Sparkles, UserRound } from "lucide-react";
import { type KeyboardEventHandler, memo, type PointerEventHandler } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";
import { formatDueDate, isOverdue } from "../lib/dates";
import { PriorityBadge } from "./priority-badge";

export type TaskCardActions = {
  onEdit: (task: Task) => void;
  onLearning: (task: Task) => void;
  onStatusChange: (task: Task, status: TaskStatus) => void;
};

type Props = TaskCardActions & {
  task: Task;
  canEdit: boolean;
  today: string;
  /** Where a card dragged from another column would land, relative to this one. */
  indicator?: "before" | "after" | null;
};

/**
 * One card, as the spec lists it: title, edit button, description, priority, due date, status
 * dropdown, 'Learning' and the assignee. Editors drag it by the whole card with a pointer, or by its
 * handle with the keyboard (Space/Enter, arrows, Space/Enter); viewers get a card without controls.
 */
export const TaskCard = memo(function TaskCard({
  task,
  canEdit,
  today,
  indicator,
  onEdit,
  onLearning,
  onStatusChange,
}: Props) {
  const { t } = useTranslation("kanban");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: task.id,
      disabled: !canEdit,
      data: { title: task.title },
      attributes: { roleDescription: t("card.roleDescription") },
    });
  const overdue = isOverdue(task.dueDate, task.status, today);
  const titleId = `task-${task.id}-title`;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      aria-labelledby={titleId}
      data-testid="task-card"
      data-task-id={task.id}
      className={cn(
        "grid min-w-0 gap-3 rounded-lg border bg-card p-3 text-card-foreground shadow-xs [contain-intrinsic-size:auto_11rem] [content-visibility:auto]",
        canEdit && "cursor-grab active:cursor-grabbing",
        isDragging && "opacity-40",
        indicator &&
          "relative after:absolute after:inset-x-0 after:h-1 after:rounded-full after:bg-primary after:content-['']",
        indicator === "before" && "after:-top-2.5",
        indicator === "after" && "after:-bottom-2.5",
      )}
    >
      <div className="flex items-start gap-1.5">
        {canEdit && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
            data-drag-handle
            aria-label={t("card.drag", { title: task.title })}
            className="-ml-1 mt-0.5 shrink-0 cursor-grab touch-none rounded p-0.5 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
        )}
        <h3 id={titleId} className="min-w-0 flex-1 text-sm leading-snug font-semibold break-words">
          {task.title}
        </h3>
        {canEdit && (
          <Button
            variant="ghost"
            size="icon-xs"
            className="-mt-1 -mr-1"
            aria-label={t("card.edit", { title: task.title })}
            onClick={() => onEdit(task)}
          >
            <Pencil aria-hidden="true" className="size-3.5" />
          </Button>
        )}
      </div>
      {task.description && (
        <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-muted-foreground">
          {task.description}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <PriorityBadge priority={task.priority} />
        {task.dueDate && (
          <span
            className={cn(
              "inline-flex items-center gap-1 text-xs font-medium tabular-nums",
              overdue ? "text-red-700 dark:text-red-400" : "text-muted-foreground",
            )}
            title={t("card.due", { date: formatDueDate(task.dueDate) })}
          >
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t("card.due", { date: "" })}</span>
            {formatDueDate(task.dueDate)}
            {overdue && <span>· {t("card.overdue")}</span>}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {canEdit ? (
          <NativeSelect
            aria-label={t("card.status", { title: task.title })}
            value={task.status}
            onChange={(e) => onStatusChange(task, e.target.value as TaskStatus)}
            fieldSize="sm"
            fullWidth={false}
            className="w-36"
          >
            {taskStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <Badge variant="outline">{t(`status.${task.status}`)}</Badge>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => onLearning(task)}
          aria-label={t("card.learningLabel", { title: task.title })}
        >
          <Sparkles aria-hidden="true" />
          {t("card.learning")}
        </Button>
      </div>
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <UserRound aria-hidden="true" className="size-3.5" />
        {task.assigneeName ? t("card.assignee", { name: task.assigneeName }) : t("card.unassigned")}
      </p>
    </li>
  );
});

/** What follows the pointer while a card is dragged. */
export function TaskCardPreview({ task }: { task: Task }) {
  return (
    <div className="grid w-full cursor-grabbing gap-2 rounded-lg border bg-card p-3 text-card-foreground shadow-xl ring-2 ring-ring">
      <p className="text-sm font-semibold">{task.title}</p>
      <div>
        <PriorityBadge priority={task.priority} />
      </div>
    </div>
  );
}
