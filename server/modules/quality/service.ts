import { desc, eq } from "drizzle-orm";
import type { QualityScore, ScoreHistoryEntry } from "../../../shared/contracts/quality";
import type { Db } from "../../db/client";
import { qualityScores } from "../../db/schema/deliverables";
import type { AiProvider } from "../../plugins/ai/engine";
import { recordEvent } from "../../plugins/events";
import * as deliverables from "../deliverables/service";
import { type ScoreResult, scoreLocally, scoreWithProvider } from "./scoring";

const HISTORY_LIMIT = 50;

type ScoreRow = typeof qualityScores.$inferSelect;

function toQualityScore(row: ScoreRow): QualityScore {
  const result = row.result as unknown as ScoreResult;
  return {
    ...result,
    id: row.id,
    deliverableId: row.deliverableId,
    score: row.score,
    provider: row.provider === "openai" ? "openai" : "local",
    createdAt: row.createdAt.toISOString(),
  };
}

async function latestRow(db: Db, deliverableId: string) {
  const [row] = await db
    .select()
    .from(qualityScores)
    .where(eq(qualityScores.deliverableId, deliverableId))
    .orderBy(desc(qualityScores.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The latest score of one of the user's deliverables, or null until one is computed. A score the
 * local assessor wrote in the other language is worded again in the reader's when the deliverable
 * has not changed since (same content, same day of reference: the same figures); a model's score,
 * or one of a deliverable edited since, stays in the language it was written in.
 */
export async function latest(
  db: Db,
  userId: string,
  deliverableId: string,
  language: "fr" | "en",
): Promise<QualityScore | null> {
  const { deliverable, scoring } = await deliverables.getWithTemplate(db, userId, deliverableId, language);
  const row = await latestRow(db, deliverableId);
  if (!row) return null;
  const stored = toQualityScore(row);
  if (stored.language === language || stored.provider !== "local") return stored;
  if (new Date(deliverable.updatedAt) > row.createdAt) return stored;
  const again = scoreLocally({
    template: scoring,
    name: deliverable.name,
    data: deliverable.data,
    language,
    now: row.createdAt,
  });
  if (again.score !== stored.score) return stored;
  return { ...stored, ...again, id: stored.id, createdAt: stored.createdAt };
}

/** Every score computed for the deliverable, latest first. */
export async function history(db: Db, userId: string, deliverableId: string): Promise<ScoreHistoryEntry[]> {
  await deliverables.get(db, userId, deliverableId, "fr");
  const rows = await db
    .select()
    .from(qualityScores)
    .where(eq(qualityScores.deliverableId, deliverableId))
    .orderBy(desc(qualityScores.createdAt))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => {
    const s = toQualityScore(r);
    return {
      id: s.id,
      score: s.score,
      aiScore: s.details.final_calculation.ai_score,
      rulesScore: s.details.final_calculation.rules_score,
      provider: s.provider,
      createdAt: s.createdAt,
    };
  });
}

/**
 * Computes a new score (the LLM when configured, else the local assessor), keeps it with the
 * previous ones and records the event. The model is asked outside any transaction.
 */
export async function compute(
  ctx: { db: Db; ai: AiProvider; warn: (reason: string) => void },
  userId: string,
  deliverableId: string,
  language: "fr" | "en",
  now: Date,
): Promise<QualityScore> {
  const { deliverable, scoring } = await deliverables.getWithTemplate(
    ctx.db,
    userId,
    deliverableId,
    language,
  );
  const result = await scoreWithProvider(
    ctx.ai,
    { template: scoring, name: deliverable.name, data: deliverable.data, language, now },
    { onFallback: ctx.warn },
  );
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(qualityScores)
      .values({
        deliverableId,
        score: result.score,
        result: result as unknown as Record<string, unknown>,
        provider: result.provider,
        createdAt: now,
      })
      .returning();
    await recordEvent(tx, userId, {
      type: "score",
      entity: "deliverable",
      entityId: deliverableId,
      data: { name: deliverable.name, templateId: deliverable.templateId, score: result.score },
      at: now,
    });
    return inserted;
  });
  return toQualityScore(row);
}
