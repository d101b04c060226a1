import { and, count, countDistinct, desc, eq, gte, inArray, or } from "drizzle-orm";
import type { Activity, DashboardStats } from "../../../shared/contracts/dashboard";
import type { Db } from "../../db/client";
import { events } from "../../db/schema/events";
import { services } from "../../db/schema/services";

const ACTIVE_AGENT_WINDOW_MS = 30 * 24 * 3_600_000;
const ACTIVITY_LIMIT = 10;

/**
 * Counters read from the event log: agents used in the last 30 days, consultations (services
 * launched and assistant questions), trainings completed, and solutions deployed (marketplace
 * downloads and subscriptions).
 */
export async function stats(db: Db, userId: string, now: Date): Promise<DashboardStats> {
  const mine = eq(events.userId, userId);
  const [[agents], [consultations], [trainings], [solutions]] = await Promise.all([
    db
      .select({ n: countDistinct(events.entityId) })
      .from(events)
      .where(
        and(
          mine,
          eq(events.entity, "service"),
          eq(events.type, "use"),
          gte(events.createdAt, new Date(now.getTime() - ACTIVE_AGENT_WINDOW_MS)),
        ),
      ),
    db
      .select({ n: count() })
      .from(events)
      .where(
        and(
          mine,
          or(
            and(eq(events.entity, "service"), eq(events.type, "use")),
            and(eq(events.entity, "chat"), eq(events.type, "create")),
          ),
        ),
      ),
    db
      .select({ n: count() })
      .from(events)
      .where(and(mine, eq(events.entity, "training"), eq(events.type, "complete"))),
    db
      .select({ n: count() })
      .from(events)
      .where(and(mine, eq(events.entity, "marketplace"), inArray(events.type, ["download", "subscribe"]))),
  ]);
  return {
    activeAgents: agents.n,
    consultations: consultations.n,
    trainingsCompleted: trainings.n,
    solutionsDeployed: solutions.n,
  };
}

function activityType(entity: string, type: string): Activity["type"] {
  if (entity === "service" && type === "use") return "service_used";
  if (entity === "training" && type === "complete") return "training_completed";
  return "other";
}

/** The latest events, worded by the client from `kind` (entity.type) and `title`. */
export async function activities(db: Db, userId: string): Promise<Activity[]> {
  const rows = await db
    .select()
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(desc(events.createdAt))
    .limit(ACTIVITY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    type: activityType(r.entity, r.type),
    kind: `${r.entity}.${r.type}`,
    title: String(r.data.name ?? r.data.title ?? ""),
    description: String(r.data.description ?? ""),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Number of agents available in each service family. */
export async function serviceFamilies(db: Db) {
  return db
    .select({ category: services.category, agents: count() })
    .from(services)
    .groupBy(services.category)
    .orderBy(services.category);
}
