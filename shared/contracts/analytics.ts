import { z } from "zod";
import { msg } from "./errors";

export { MAX_ANALYTICS_DAYS } from "../domain/analytics";

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export const DEFAULT_ANALYTICS_PERIOD = 30;

/** The five task-mining types, always listed first (with 0 when absent). */
export const TASK_MINING_TYPES = ["create", "edit", "export", "score", "complete"] as const;

const isoDateOrDateTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  message: msg("invalid_date"),
});

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const taskMiningQuery = z.object({
  from: isoDateOrDateTime.optional(),
  to: isoDateOrDateTime.optional(),
  /** The reader's time zone, so that days start at their midnight (UTC by default). */
  tz: z.string().max(64).refine(isTimeZone, msg("unknown_time_zone")).optional(),
});
export type TaskMiningQuery = z.infer<typeof taskMiningQuery>;

export const timelineEntry = z.object({
  /** yyyy-mm-dd in the requested time zone. */
  date: z.string(),
  creates: z.number().int(),
  edits: z.number().int(),
  exports: z.number().int(),
  scores: z.number().int(),
  completes: z.number().int(),
  /** Every event of the day, including other types (service launched, download...). */
  total: z.number().int(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const processSequence = z.object({
  /** Event types in order, repeated steps collapsed (edit, edit -> edit). */
  steps: z.array(z.string()),
  /** Number of deliverables that followed it. */
  count: z.number().int(),
  /** A few of those deliverables' names. */
  examples: z.array(z.string()),
});
export type ProcessSequence = z.infer<typeof processSequence>;

export const deliverableProcess = z.object({
  deliverableId: z.string(),
  name: z.string(),
  steps: z.array(z.string()),
  events: z.number().int(),
  lastAt: z.string(),
});

export const taskMining = z.object({
  from: z.string(),
  to: z.string(),
  /** Calendar days in the window: the daily average divides by it. */
  days: z.number().int(),
  totalEvents: z.number().int(),
  deliverableMetrics: z.object({
    created: z.number().int(),
    exported: z.number().int(),
    scored: z.number().int(),
    completed: z.number().int(),
    edited: z.number().int(),
  }),
  /** Every event of the window by type: a "create" counts deliverables, kanban tasks and the rest. */
  eventsByType: z.array(z.object({ type: z.string(), count: z.number().int() })),
  /** The same counts split by what they happened to (deliverable, task, service...), so that a
   * label can say which events it counts. */
  eventsByEntity: z.array(z.object({ type: z.string(), entity: z.string(), count: z.number().int() })),
  timelineData: z.array(timelineEntry),
  /** The most frequent action sequences per deliverable, and the latest deliverables' paths. */
  processes: z.object({
    sequences: z.array(processSequence),
    deliverables: z.array(deliverableProcess),
  }),
});
export type TaskMining = z.infer<typeof taskMining>;

/** Exports over creations as a whole percentage (0 with no creation, never NaN). */
export function finalisationRate(metrics: { created: number; exported: number }): number {
  if (metrics.created <= 0) return 0;
  return Math.round((metrics.exported / metrics.created) * 100);
}

/** Total events over the days of the window, one decimal (0 for an empty window, never NaN). */
export function dailyAverage(totalEvents: number, days: number): number {
  if (!(days > 0)) return 0;
  return Math.round((totalEvents / days) * 10) / 10;
}
