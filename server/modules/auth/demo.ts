import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { sampleDeliverables } from "../../db/seed/content/deliverable-templates";
import { localProvider } from "../../plugins/ai/local-provider";
import { recordEvent } from "../../plugins/events";
import * as deliverables from "../deliverables/service";
import * as quality from "../quality/service";
import { register } from "./service";

/** Constant-time comparison of the shared demo password. */
export function demoPasswordMatches(expected: string, given: string) {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const sampleServices = [
  { id: "alfa-assistant", name: "Assistant Alfa", hoursAgo: 0.2 },
  { id: "lease-pricing-software", name: "Calculateur de Loyers", hoursAgo: 3 },
  { id: "aml-kyc-regulation", name: "Contrôle LCB-FT / KYC", hoursAgo: 30 },
];

/** A private sandbox account for one demo visitor, with sample activity, deleted after `ttlMs`. */
export async function createDemoAccount(db: Db, now: Date, ttlMs: number) {
  const email = `demo-${randomBytes(6).toString("hex")}@demo.praxis.local`;
  const userId = await register(
    db,
    {
      email,
      password: randomBytes(24).toString("base64url"),
      firstName: "Visiteur",
      lastName: "Démo",
      businessRole: "consultant",
    },
    { isDemo: true, expiresAt: new Date(now.getTime() + ttlMs) },
  );
  for (const s of sampleServices) {
    await recordEvent(db, userId, {
      type: "use",
      entity: "service",
      entityId: s.id,
      data: { name: s.name },
      at: new Date(now.getTime() - s.hoursAgo * 3_600_000),
    });
  }
  // Two well-written deliverables, one of them scored, so every page has something to show.
  const samples = sampleDeliverables.filter((d) => d.quality === "good").slice(0, 2);
  for (const [i, sample] of samples.entries()) {
    const created = await deliverables.createFromTemplate(
      db,
      userId,
      sample.templateId,
      { name: sample.name, data: sample.data },
      now,
      "fr",
    );
    if (i === 0)
      await quality.compute(
        { db, ai: localProvider({ tokenDelayMs: 0 }), warn: () => {} },
        userId,
        created.id,
        "fr",
        now,
      );
  }
  return userId;
}

/** Deletes expired demo sandboxes and everything they own (cascades). */
export async function purgeExpiredDemos(db: Db, now: Date) {
  await db.delete(users).where(and(eq(users.isDemo, true), lt(users.expiresAt, now)));
}
