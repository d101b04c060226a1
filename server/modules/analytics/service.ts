import { sql } from "drizzle-orm";
import {
  MAX_ANALYTICS_DAYS,
  type ProcessSequence,
  TASK_MINING_TYPES,
  type TaskMining,
  type TaskMiningQuery,
  type TimelineEntry,
} from "../../../shared/contracts/analytics";
import type { Db } from "../../db/client";
import { badRequest } from "../../plugins/errors";
import { userEvents } from "../../plugins/events";

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
/** The process view reads the action paths of at most this many deliverables of the window. */
const PROCESS_DELIVERABLES = 2000;
const TOP_SEQUENCES = 5;
const LATEST_PROCESSES = 8;

/** A date-only bound is a whole UTC day: `from` at its start, `to` at its end. */
function bound(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (end && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(date.getTime() + DAY_MS);
  return date;
}

/** The window asked for, defaulting to the last 30 days, checked. */
export function window(q: TaskMiningQuery, now: Date) {
  const to = bound(q.to, true) ?? now;
  const from = bound(q.from, false) ?? new Date(to.getTime() - DEFAULT_DAYS * DAY_MS);
  if (from.getTime() >= to.getTime()) throw badRequest("period_reversed");
  const days = Math.max(1, Math.round((to.getTime() - from.getTime()) / DAY_MS));
  if (days > MAX_ANALYTICS_DAYS) throw badRequest("period_too_long");
  return { from, to, days, tz: q.tz ?? "UTC" };
}

/** yyyy-mm-dd of an instant in a time zone. */
function dayIn(date: Date, tz: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: tz,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}

/** Every calendar day from the first to the last, inclusive. */
function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (
    let t = Date.parse(`${first}T00:00:00Z`);
    t <= end && out.length <= MAX_ANALYTICS_DAYS + 1;
    t += DAY_MS
  ) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** Consecutive repeats collapse: create, edit, edit, edit, export -> create, edit, export. */
export function collapse(steps: string[]): string[] {
  return steps.filter((s, i) => i === 0 || steps[i - 1] !== s);
}

/** Rows of a raw query, whichever driver shape drizzle returns. */
function rows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Task mining for one user over a window: counts by type, deliverable metrics, a daily timeline in
 * the reader's time zone and the most frequent action paths of deliverables, in one statement over
 * the user's events of the window, whatever the size of the whole log.
 */
export async function taskMining(db: Db, userId: string, q: TaskMiningQuery, now: Date): Promise<TaskMining> {
  const { from, to, days, tz } = window(q, now);
  const inWindow = sql`created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`;

  // One scan of the user's window (events_user_time_idx), then the three aggregates over it, in one
  // round trip: the heap pages of a user's events are scattered, so reading them once matters.
  const [result] = rows<{
    counts: { type: string; entity: string | null; n: number }[];
    daily: { day: string; type: string; n: number }[];
    paths: { id: string; steps: string; n: number; last_at: string; name: string | null }[];
  }>(
    await db.execute(sql`
      with w as materialized (
        select id, type, entity, entity_id, data->>'name' as name, created_at
        from ${userEvents(userId)} e where ${inWindow}
      )
      select
        coalesce((select json_agg(c) from (
          select type, entity, count(*)::int as n from w group by 1, 2
        ) c), '[]') as counts,
        coalesce((select json_agg(d) from (
          select to_char(created_at at time zone ${tz}, 'YYYY-MM-DD') as day, type, count(*)::int as n
          from w group by 1, 2
        ) d), '[]') as daily,
        coalesce((select json_agg(p order by p.last_at desc) from (
          select entity_id as id,
                 string_agg(type, ',' order by created_at, id) as steps,
                 count(*)::int as n,
                 max(created_at) as last_at,
                 (array_agg(name order by created_at desc))[1] as name
          from w
          where entity = 'deliverable' and entity_id is not null
          group by entity_id
          order by max(created_at) desc
          limit ${PROCESS_DELIVERABLES}
        ) p), '[]') as paths`),
  );
  const { counts, daily, paths } = result;

  const byType = new Map<string, number>();
  const deliverable = { created: 0, exported: 0, scored: 0, completed: 0, edited: 0 };
  const eventsByEntity: TaskMining["eventsByEntity"] = [];
  let totalEvents = 0;
  for (const c of counts) {
    const n = Number(c.n);
    totalEvents += n;
    byType.set(c.type, (byType.get(c.type) ?? 0) + n);
    eventsByEntity.push({ type: c.type, entity: c.entity ?? "other", count: n });
    if (c.entity !== "deliverable") continue;
    if (c.type === "create") deliverable.created += n;
    else if (c.type === "export") deliverable.exported += n;
    else if (c.type === "score") deliverable.scored += n;
    else if (c.type === "complete") deliverable.completed += n;
    else if (c.type === "edit") deliverable.edited += n;
  }
  const others = [...byType.entries()]
    .filter(([type]) => !(TASK_MINING_TYPES as readonly string[]).includes(type))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const eventsByType = [
    ...TASK_MINING_TYPES.map((type) => ({ type, count: byType.get(type) ?? 0 })),
    ...others.map(([type, count]) => ({ type, count })),
  ];

  const timeline = new Map<string, TimelineEntry>();
  // The window's last instant is excluded: `to` at midnight does not open a new, empty day.
  for (const date of daysBetween(dayIn(from, tz), dayIn(new Date(to.getTime() - 1), tz))) {
    timeline.set(date, { date, creates: 0, edits: 0, exports: 0, scores: 0, completes: 0, total: 0 });
  }
  const field = {
    create: "creates",
    edit: "edits",
    export: "exports",
    score: "scores",
    complete: "completes",
  } as const;
  for (const d of daily) {
    const entry = timeline.get(d.day);
    if (!entry) continue;
    const n = Number(d.n);
    entry.total += n;
    const key = field[d.type as keyof typeof field];
    if (key) entry[key] += n;
  }

  const sequences = new Map<string, ProcessSequence>();
  const processed = paths.map((p) => ({ ...p, path: collapse(p.steps.split(",")) }));
  for (const p of processed) {
    const key = p.path.join(">");
    const entry = sequences.get(key) ?? { steps: p.path, count: 0, examples: [] };
    entry.count++;
    if (entry.examples.length < 3 && p.name) entry.examples.push(p.name);
    sequences.set(key, entry);
  }

  return {
    from: from.toISOString(),
    to: to.toISOString(),
    days,
    totalEvents,
    deliverableMetrics: deliverable,
    eventsByType,
    eventsByEntity: eventsByEntity.sort(
      (a, b) => a.type.localeCompare(b.type) || b.count - a.count || a.entity.localeCompare(b.entity),
    ),
    timelineData: [...timeline.values()],
    processes: {
      sequences: [...sequences.values()]
        .sort(
          (a, b) =>
            b.count - a.count ||
            b.steps.length - a.steps.length ||
            a.steps.join().localeCompare(b.steps.join()),
        )
        .slice(0, TOP_SEQUENCES),
      deliverables: processed.slice(0, LATEST_PROCESSES).map((p) => ({
        deliverableId: p.id,
        name: p.name ?? "",
        steps: p.path,
        events: Number(p.n),
        lastAt: new Date(p.last_at).toISOString(),
      })),
    },
  };
}
