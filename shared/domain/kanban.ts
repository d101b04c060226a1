// The kanban's fixed lists, without zod: the board needs them on first paint, its dialogs (which
// load when opened) the contract's schemas built from them (shared/contracts/kanban.ts).

/** Column order. */
export const taskStatuses = ["todo", "in_progress", "done"] as const;
/** The filter's order. */
export const taskPriorities = ["critical", "moderate", "low"] as const;
