import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { Task, TaskStatus } from "@shared/contracts/kanban";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { columnId } from "../lib/board-columns";
import { TaskCard, type TaskCardActions } from "./task-card";

const DOT: Record<TaskStatus, string> = {
  todo: "bg-slate-500",
  in_progress: "bg-blue-600",
  done: "bg-emerald-600",
};

type Props = TaskCardActions & {
  status: TaskStatus;
  ids: string[];
  byId: Map<string, Task>;
  canEdit: boolean;
  today: string;
  /** Cards hidden by the filters, to tell "empty" from "nothing matches". */
  hiddenCount: number;
  /** A card from another column is being dragged over this one. */
  hover: { overId: string | null; below: boolean } | null;
};

/**
 * Cards rendered per step. A board of thousands of tasks would otherwise build ~100,000 DOM nodes
 * before showing anything; the rest of a column comes as it scrolls into view (or with the button).
 */
export const COLUMN_PAGE = 50;

export function KanbanColumn({ status, ids, byId, canEdit, today, hiddenCount, hover, ...actions }: Props) {
  const { t } = useTranslation("kanban");
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status), disabled: !canEdit });
  const headingId = `column-${status}`;
  const [limit, setLimit] = useState(COLUMN_PAGE);
  // Only rendered cards are sortable; a drop after the last one lands before the hidden ones.
  const shown = ids.length > limit ? ids.slice(0, limit) : ids;
  const remaining = ids.length - shown.length;
  const more = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = more.current;
    if (!button || remaining === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLimit((l) => l + COLUMN_PAGE);
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [remaining]);
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`column-${status}`}
      className={cn(
        "flex min-w-0 flex-col rounded-xl border transition-colors",
        isOver || hover ? "border-ring bg-accent/60" : "bg-muted/60",
      )}
    >
      <header className="flex items-center justify-between gap-2 px-4 pt-4 pb-2">
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
          <span aria-hidden="true" className={cn("size-2 rounded-full", DOT[status])} />
          {t(`status.${status}`)}
        </h2>
        <span className="rounded-full bg-card px-2 py-0.5 text-xs font-semibold tabular-nums shadow-xs">
          <span aria-hidden="true">{ids.length}</span>
          <span className="sr-only">{t("board.count", { count: ids.length })}</span>
        </span>
      </header>
      <SortableContext id={columnId(status)} items={shown} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="flex min-h-28 flex-1 flex-col gap-3 px-3 pb-3">
          {shown.map((id) => {
            const task = byId.get(id);
            return task ? (
              <TaskCard key={id} task={task} canEdit={canEdit} today={today} {...actions} />
            ) : null;
          })}
          {ids.length === 0 && (
            <li className="flex flex-1 items-center justify-center rounded-lg border border-dashed px-3 py-8 text-center text-sm text-muted-foreground">
              {hiddenCount > 0 ? t("board.noMatch") : t("board.empty")}
            </li>
          )}
        </ul>
      </SortableContext>
      {remaining > 0 && (
        <div className="px-3 pb-3">
          <Button
            ref={more}
            variant="outline"
            size="sm"
            className="w-full"
            onClick={() => setLimit((l) => l + COLUMN_PAGE)}
          >
            {t("board.showMore", { count: Math.min(COLUMN_PAGE, remaining), remaining })}
          </Button>
        </div>
      )}
    </section>
  );
}
