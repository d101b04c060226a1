import { NO_TASK } from "@shared/contracts/contextual";
import { useSyncExternalStore } from "react";

/**
 * The kanban task type the user is looking at (the Learning Boost panel's), so the header's
 * suggestions can be about it. The kanban page calls `setContextualTask(type)` when a task is
 * selected and `setContextualTask(null)` when none is.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

export function setContextualTask(taskType: string | null) {
  if (taskType === current) return;
  current = taskType;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useContextualTask(): string {
  return useSyncExternalStore(subscribe, () => current ?? NO_TASK);
}
