import type { Board, Task, TaskStatus } from "@shared/contracts/kanban";
import { taskStatuses } from "@shared/domain/kanban";
import { Eye, Plus, Users } from "lucide-react";
import { Suspense, useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useMe } from "@/features/auth/api/get-me";
import { useBoards } from "@/features/kanban/api/get-boards";
import { useMembers } from "@/features/kanban/api/get-members";
import { useTaskTypes } from "@/features/kanban/api/get-task-types";
import { useTasks } from "@/features/kanban/api/get-tasks";
import { useUpdateTask } from "@/features/kanban/api/update-task";
import { BoardSwitcher } from "@/features/kanban/components/board-switcher";
import { KanbanBoard } from "@/features/kanban/components/kanban-board";
import { MyInvitations } from "@/features/kanban/components/my-invitations";
import { PresenceLine } from "@/features/kanban/components/presence-line";
import { type Filters, NO_FILTERS, TaskFilters, UNASSIGNED } from "@/features/kanban/components/task-filters";
import { useErrorText } from "@/features/kanban/hooks/use-kanban-message";
import { LearningBoostPanel } from "@/features/learning/components/learning-boost-panel";
import { cn } from "@/lib/cn";
import { lazyPage } from "../lazy-page";
import { PageHeader } from "../page-header";

// The task and board dialogs (their forms: react-hook-form, zod) load when first opened, not with
// the board; once opened they stay mounted, so they close as they always did.
const CreateTaskDialog = lazyPage(
  () => import("@/features/kanban/components/create-task-dialog"),
  "CreateTaskDialog",
);
const EditTaskDialog = lazyPage(
  () => import("@/features/kanban/components/edit-task-dialog"),
  "EditTaskDialog",
);
const ManageBoardDialog = lazyPage(
  () => import("@/features/kanban/components/manage-board-dialog"),
  "ManageBoardDialog",
);

/** True from the first time `open` is true: a lazy dialog is mounted on first use, then kept. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

function matches(task: Task, filters: Filters) {
  if (filters.priority && task.priority !== filters.priority) return false;
  if (filters.assignee === UNASSIGNED && task.assignedTo !== null) return false;
  if (filters.assignee && filters.assignee !== UNASSIGNED && task.assignedTo !== filters.assignee)
    return false;
  const text = filters.text.trim().toLocaleLowerCase("fr");
  if (text && !`${task.title}\n${task.description}`.toLocaleLowerCase("fr").includes(text)) return false;
  return true;
}

/** /kanban, 'Gestion de Projets': the board, its dialogs and the Learning Boost panel. */
export function KanbanPage() {
  const { t } = useTranslation("kanban");
  const { user } = useMe();
  const boards = useBoards();
  const [params, setParams] = useSearchParams();
  const requested = params.get("board");
  const board =
    boards.data?.find((b) => b.id === requested) ?? boards.data?.find((b) => b.isOwn) ?? boards.data?.[0];
  const tasks = useTasks(board?.id);
  const members = useMembers(board?.id);
  const taskTypes = useTaskTypes();
  const update = useUpdateTask({ optimistic: true });
  const errorText = useErrorText();

  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [panel, setPanel] = useState<{ open: boolean; taskId: string | null }>({ open: false, taskId: null });
  // Where the focus goes back when the panel closes (the 'Learning' button that opened it).
  const opener = useRef<HTMLElement | null>(null);

  const canEdit = board !== undefined && board.role !== "viewer";
  const all = tasks.data ?? [];
  const visible = useMemo(() => all.filter((x) => matches(x, filters)), [all, filters]);
  const hiddenByColumn = useMemo(() => {
    const counts = { todo: 0, in_progress: 0, done: 0 } as Record<TaskStatus, number>;
    for (const x of all) counts[x.status]++;
    for (const x of visible) counts[x.status]--;
    return counts;
  }, [all, visible]);

  const { mutate: updateTask } = update;
  const onStatusChange = useCallback(
    (task: Task, status: TaskStatus) =>
      updateTask(
        { task, changes: { status } },
        {
          onSuccess: (saved) => toast({ title: t("toasts.updated"), description: saved.title }),
          onError: (error) =>
            toast({
              variant: "destructive",
              title: t("toasts.errorTitle"),
              description: errorText(error, t("toasts.updateError")),
            }),
        },
      ),
    [updateTask, t, errorText],
  );
  const onEdit = useCallback((task: Task) => setEditingId(task.id), []);
  const onLearning = useCallback((task: Task) => {
    opener.current = document.activeElement as HTMLElement | null;
    setPanel({ open: true, taskId: task.id });
  }, []);
  const closePanel = () => {
    setPanel((p) => ({ ...p, open: false }));
    opener.current?.focus();
  };

  const switchBoard = (id: string) => {
    setParams({ board: id });
    setFilters(NO_FILTERS);
    setPanel({ open: false, taskId: null });
  };
  const onAccepted = (accepted: Board) => switchBoard(accepted.id);

  // A search result's `?task=` link opens that task's dialog, as a click on its card would.
  const linkedTaskId = params.get("task");
  const editing = all.find((x) => x.id === (editingId ?? linkedTaskId)) ?? null;
  const closeEdit = () => {
    setEditingId(null);
    if (linkedTaskId)
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete("task");
          return next;
        },
        { replace: true },
      );
  };
  const createMounted = useOpenedOnce(creating);
  const editMounted = useOpenedOnce(editing !== null);
  const manageMounted = useOpenedOnce(managing);
  const selected = all.find((x) => x.id === panel.taskId) ?? null;
  const selectedType = selected
    ? {
        id: selected.taskType,
        name: taskTypes.data?.find((x) => x.id === selected.taskType)?.name ?? selected.taskType,
      }
    : null;

  const description = !board
    ? t("page.description")
    : board.isOwn
      ? t("page.description")
      : t("board.sharedBy", { name: board.ownerName, role: t(`roles.${board.role}`).toLowerCase() });

  return (
    <div className={cn("grid gap-6 transition-[padding]", panel.open && "xl:pr-[25rem]")}>
      <PageHeader
        title={t("page.title")}
        description={description}
        badge={
          board?.role === "viewer" ? (
            <Badge variant="secondary">
              <Eye aria-hidden="true" />
              {t("board.readOnly")}
            </Badge>
          ) : undefined
        }
        actions={
          board && (
            <>
              <BoardSwitcher boards={boards.data ?? []} value={board.id} onChange={switchBoard} />
              <Button variant="outline" onClick={() => setManaging(true)}>
                <Users aria-hidden="true" />
                {t("actions.manage")}
              </Button>
              {canEdit && (
                <Button onClick={() => setCreating(true)}>
                  <Plus aria-hidden="true" />
                  {t("actions.newTask")}
                </Button>
              )}
            </>
          )
        }
      />

      <MyInvitations onAccepted={onAccepted} />
      <PresenceLine boardId={board?.id} />

      {board?.role === "viewer" && <p className="text-sm text-muted-foreground">{t("board.readOnlyHint")}</p>}

      {(boards.isError || tasks.isError) && (
        <LoadError
          message={t("board.loadError")}
          onRetry={() => void (boards.isError ? boards.refetch() : tasks.refetch())}
        />
      )}

      {(boards.isLoading || tasks.isLoading) && <BoardSkeleton label={t("board.loading")} />}

      {board && tasks.data && (
        <>
          <TaskFilters
            value={filters}
            onChange={setFilters}
            members={members.data ?? []}
            shown={visible.length}
            total={all.length}
          />
          <KanbanBoard
            key={board.id}
            tasks={visible}
            canEdit={canEdit}
            hiddenByColumn={hiddenByColumn}
            onEdit={onEdit}
            onLearning={onLearning}
            onStatusChange={onStatusChange}
          />
        </>
      )}

      {board && canEdit && createMounted && (
        <Suspense fallback={null}>
          <CreateTaskDialog
            open={creating}
            onOpenChange={setCreating}
            boardId={board.id}
            taskTypes={taskTypes.data ?? []}
            members={members.data ?? []}
          />
        </Suspense>
      )}
      {board && canEdit && editMounted && (
        <Suspense fallback={null}>
          <EditTaskDialog
            task={editing}
            onClose={closeEdit}
            taskTypes={taskTypes.data ?? []}
            members={members.data ?? []}
          />
        </Suspense>
      )}
      {board && user && manageMounted && (
        <Suspense fallback={null}>
          <ManageBoardDialog
            board={board}
            userId={user.id}
            open={managing}
            onOpenChange={setManaging}
            onLeft={() => {
              setManaging(false);
              const own = boards.data?.find((b) => b.isOwn);
              if (own) switchBoard(own.id);
            }}
          />
        </Suspense>
      )}
      <LearningBoostPanel open={panel.open} onClose={closePanel} taskType={selectedType} />
    </div>
  );
}

function BoardSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 lg:grid-cols-3">
      {taskStatuses.map((s) => (
        <div key={s} className="grid gap-3 rounded-xl border bg-muted/60 p-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ))}
    </div>
  );
}
