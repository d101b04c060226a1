import type { Activity, DashboardStats } from "../../../shared/contracts/dashboard";
import type { Language } from "../../../shared/domain/language";
import type { Db } from "../../db/client";
import { latestEvents, userCounters } from "../../plugins/events";
import { families } from "../services/service";
import { namesNow } from "./event-names";

const ACTIVE_AGENT_WINDOW_MS = 30 * 24 * 3_600_000;
const ACTIVITY_LIMIT = 10;

/**
 * Counters read from the event log: agents used in the last 30 days, consultations (services
 * launched and assistant questions), trainings completed, and solutions deployed (marketplace
 * downloads and subscriptions).
 */
export async function stats(db: Db, userId: string, now: Date): Promise<DashboardStats> {
  const since = new Date(now.getTime() - ACTIVE_AGENT_WINDOW_MS);
  // One pass over the user's events instead of one query per counter.
  const row = await userCounters(db, userId, since);
  return {
    activeAgents: Number(row.activeAgents),
    consultations: Number(row.consultations),
    trainingsCompleted: Number(row.trainingsCompleted),
    solutionsDeployed: Number(row.solutionsDeployed),
  };
}

function activityType(entity: string, type: string): Activity["type"] {
  if (entity === "service" && type === "use") return "service_used";
  if (entity === "training" && type === "complete") return "training_completed";
  return "other";
}

/**
 * The latest events, worded by the client from `kind` (entity.type) and `title`, the title in the
 * reader's language when it names something Praxis provides.
 */
export async function activities(db: Db, userId: string, language: Language): Promise<Activity[]> {
  const rows = await latestEvents(db, userId, ACTIVITY_LIMIT);
  const nameOf = await namesNow(db, rows, language);
  return rows.map((r) => ({
    id: r.id,
    type: activityType(r.entity, r.type),
    kind: `${r.entity}.${r.type}`,
    title: nameOf(r) ?? String(r.data.name ?? r.data.title ?? ""),
    description: String(r.data.description ?? ""),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Number of agents available in each service family. */
export async function serviceFamilies(db: Db) {
  return families(db);
}
