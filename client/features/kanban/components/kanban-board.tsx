import {
  type Announcements,
  type CollisionDetection,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  type PointerSensorOptions,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import type { Task, TaskStatus } from "@shared/contracts/kanban";
import { taskStatuses } from "@shared/domain/kanban";
import type { PointerEvent as ReactPointerEvent } from "react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/use-toast";
import { useMoveTask } from "../api/move-task";
import { useErrorText } from "../hooks/use-kanban-message";
import {
  COLUMN_PREFIX,
  type Columns,
  columnId,
  dropTarget,
  findColumn,
  moveAcross,
  moveWithin,
  toColumns,
} from "../lib/board-columns";
import { todayIso } from "../lib/dates";
import { KanbanColumn } from "./kanban-column";
import { type TaskCardActions, TaskCardPreview } from "./task-card";

/**
 * Pointer drags start anywhere on a card except on its controls (edit, status, Learning), which
 * keep their own click; the drag handle is the one control that does start a drag.
 */
class CardPointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: "onPointerDown" as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!event.isPrimary || event.button !== 0) return false;
        const target = event.target as Element | null;
        if (
          !target?.closest("[data-drag-handle]") &&
          target?.closest("button, a, input, select, textarea, label")
        )
          return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

type Hover = { status: TaskStatus; overId: string | null; below: boolean };

type Drag = {
  activeId: string;
  columns: Columns;
  origin: { status: TaskStatus; index: number };
  /** Over another column: where the card would land. */
  hover: Hover | null;
  keyboard?: boolean;
  /** Dropped and sent: the columns stay as dropped until the task list shows the move. */
  settling?: boolean;
};

type Props = TaskCardActions & {
  tasks: Task[];
  canEdit: boolean;
  hiddenByColumn: Record<TaskStatus, number>;
};

/** The three columns, with drag and drop between and within them (pointer and keyboard). */
export function KanbanBoard({ tasks, canEdit, hiddenByColumn, ...actions }: Props) {
  const { t } = useTranslation("kanban");
  const errorText = useErrorText();
  const { move } = useMoveTask();
  const sensors = useSensors(
    useSensor(CardPointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks]);
  const base = useMemo(() => toColumns(tasks), [tasks]);
  const [drag, setDragState] = useState<Drag | null>(null);
  // Handlers read the latest drag synchronously (several events can arrive before a render).
  const dragRef = useRef<Drag | null>(null);
  const setDrag = (next: Drag | null) => {
    dragRef.current = next;
    setDragState(next);
  };
  const columns = drag?.columns ?? base;
  // The cache update of a drop reaches this component a tick after the drag ends; holding the
  // dropped order until then avoids a frame where the card jumps back to its old place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the task list changes.
  useEffect(() => {
    if (dragRef.current?.settling) setDrag(null);
  }, [tasks]);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const today = todayIso();

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const id = String(active.id);
    const status = findColumn(base, id);
    if (!status) return;
    setDrag({
      activeId: id,
      columns: base,
      origin: { status, index: base[status].indexOf(id) },
      hover: null,
      keyboard: activatorEvent instanceof KeyboardEvent,
    });
  };

  // The dragged card stays in its own column's list until the drop: moving it between lists while
  // dragging re-measures the layout under the keyboard sensor and sends it to the wrong place.
  // Another column shows where the card will land with a line before or after the hovered card.
  const hoverOf = (active: DragOverEvent["active"], over: DragOverEvent["over"]): Hover | null => {
    const current = dragRef.current;
    if (!current || !over) return null;
    const status = findColumn(current.columns, String(over.id));
    if (!status || status === current.origin.status) return null;
    const overId = String(over.id).startsWith(COLUMN_PREFIX) ? null : String(over.id);
    // Keyboard steps land on a card's top edge (before it); a pointer below its middle means after.
    const dragged = active.rect.current.translated;
    const below =
      overId !== null &&
      !(current.keyboard ?? false) &&
      dragged !== null &&
      dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2;
    return { status, overId, below };
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const current = dragRef.current;
    if (!current) return;
    const hover = hoverOf(active, over);
    const same =
      hover?.status === current.hover?.status &&
      hover?.overId === current.hover?.overId &&
      hover?.below === current.hover?.below;
    if (!same) setDrag({ ...current, hover });
  };

  const onDragMove = ({ active, over }: DragMoveEvent) => {
    // The pointer crossing a card's middle changes before/after without changing `over`.
    if (!dragRef.current?.keyboard) onDragOver({ active, over } as DragOverEvent);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const current = dragRef.current;
    const id = String(active.id);
    const task = byId.get(id);
    if (!current || !over || !task) {
      setDrag(null);
      return;
    }
    const hover = hoverOf(active, over);
    let next = current.columns;
    const overId = String(over.id);
    if (hover) {
      const anchor = hover.overId ?? columnId(hover.status);
      next = moveAcross(next, id, hover.status, anchor, hover.below);
    } else if (overId !== id && !overId.startsWith(COLUMN_PREFIX)) {
      next = moveWithin(next, id, overId);
    }
    const target = dropTarget(next, id, (x) => byId.get(x)?.position ?? 0);
    if (!target || (target.status === current.origin.status && target.index === current.origin.index)) {
      setDrag(null);
      return;
    }
    setDrag({ ...current, columns: next, settling: true });
    move(
      task,
      { status: target.status, afterId: target.afterId, beforeId: target.beforeId },
      target.position,
      {
        onError: (error) =>
          toast({
            variant: "destructive",
            title: t("toasts.errorTitle"),
            description: errorText(error, t("toasts.updateError")),
          }),
      },
    );
  };

  const announcements = useAnnouncements(byId, columnsRef);
  const gridRef = useRef<HTMLDivElement>(null);
  useSlideIntoPlace(gridRef, columns, drag !== null);
  const active = drag && !drag.settling ? byId.get(drag.activeId) : undefined;
  const onStatusChange = actions.onStatusChange;
  const stableActions = useMemo(
    () => ({ onEdit: actions.onEdit, onLearning: actions.onLearning, onStatusChange }),
    [actions.onEdit, actions.onLearning, onStatusChange],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDrag(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("dnd.instructions") } }}
    >
      <div ref={gridRef} className="grid items-start gap-4 lg:grid-cols-3">
        {taskStatuses.map((status) => (
          <KanbanColumn
            key={status}
            status={status}
            ids={columns[status]}
            byId={byId}
            canEdit={canEdit}
            today={today}
            hiddenCount={hiddenByColumn[status]}
            hover={drag?.hover?.status === status && !drag.settling ? drag.hover : null}
            {...stableActions}
          />
        ))}
      </div>
      <DragOverlay>{active ? <TaskCardPreview task={active} /> : null}</DragOverlay>
    </DndContext>
  );
}

/**
 * Cards that change place without a drag here (another member moved, added or removed a task)
 * slide from where they were to where they are now; new ones fade in. Nothing moves during a drag
 * or when the reader prefers reduced motion.
 */
function useSlideIntoPlace(
  grid: React.RefObject<HTMLDivElement | null>,
  columns: Columns,
  dragging: boolean,
) {
  const previous = useRef(new Map<string, DOMRect>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the columns.
  useLayoutEffect(() => {
    const cards = grid.current?.querySelectorAll<HTMLElement>("[data-task-id]") ?? [];
    const now = new Map<string, DOMRect>();
    for (const card of cards) now.set(card.dataset.taskId ?? "", card.getBoundingClientRect());
    const before = previous.current;
    previous.current = now;
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (dragging || still || before.size === 0) return;
    for (const card of cards) {
      const id = card.dataset.taskId ?? "";
      const was = before.get(id);
      const is = now.get(id);
      if (!is) continue;
      if (!was) {
        card.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 200, easing: "ease-out" });
        continue;
      }
      const dx = was.left - is.left;
      const dy = was.top - is.top;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      card.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], {
        duration: 250,
        easing: "ease-out",
      });
    }
  }, [columns, dragging]);
}

/**
 * Corners suit stacked lists in side-by-side columns (dnd-kit's advice for several containers).
 * A column is only a target when it is empty: over a column that has cards, the nearest card is
 * the target, so a drop (or a keyboard step) always names the neighbour it lands next to.
 */
const collisionDetection: CollisionDetection = (args) => {
  const hits = closestCorners(args);
  const first = hits[0] ? String(hits[0].id) : null;
  if (!first?.startsWith(COLUMN_PREFIX)) return hits;
  const cards = args.droppableContainers.filter(
    (c) => !String(c.id).startsWith(COLUMN_PREFIX) && c.data.current?.sortable?.containerId === first,
  );
  return cards.length > 0 ? closestCorners({ ...args, droppableContainers: cards }) : hits;
};

/** Screen-reader announcements in the reader's language: which card, which column, which place. */
function useAnnouncements(byId: Map<string, Task>, columnsRef: { current: Columns }): Announcements {
  const { t } = useTranslation("kanban");
  const place = useCallback(
    (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) => {
      const title = byId.get(String(activeId))?.title ?? "";
      if (overId === undefined) return { title };
      const columns = columnsRef.current;
      const status = findColumn(columns, String(overId));
      if (!status) return { title };
      const list = columns[status];
      const index = list.indexOf(String(overId));
      const self = list.indexOf(String(activeId));
      const position = index >= 0 ? index + 1 : self >= 0 ? self + 1 : list.length + 1;
      return {
        title,
        column: t(`status.${status}`),
        position,
        total: Math.max(list.length + (self >= 0 ? 0 : 1), position),
        onColumn: index < 0 && self < 0,
      };
    },
    [byId, columnsRef, t],
  );
  return useMemo(
    () => ({
      onDragStart: ({ active }) => t("dnd.start", place(active.id, active.id)),
      onDragOver: ({ active, over }) => {
        if (!over) return undefined;
        const d = place(active.id, over.id);
        return d.onColumn ? t("dnd.overColumn", d) : t("dnd.over", d);
      },
      onDragEnd: ({ active, over }) =>
        over ? t("dnd.end", place(active.id, over.id)) : t("dnd.endNowhere", place(active.id, undefined)),
      onDragCancel: ({ active }) => t("dnd.cancel", place(active.id, undefined)),
    }),
    [place, t],
  );
}
