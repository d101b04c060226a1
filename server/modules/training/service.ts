import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type {
  CertificateStatus,
  CertificateVerification,
  ProgressBody,
  TrainingModule,
  TrainingProgress,
  TrainingTrack,
} from "../../../shared/contracts/training";
import type { Db } from "../../db/client";
import { certificates, trainingModules, trainingProgress } from "../../db/schema/training";
import { trainingTracks } from "../../db/seed/content/training-modules";
import { badRequest, conflict, notFound } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";
import { profileOf } from "../auth/queries";
import { notify } from "../notifications/service";
import { type CertificateLanguage, renderCertificate } from "./certificate";

async function progressOf(db: Db, userId: string) {
  return db.select().from(trainingProgress).where(eq(trainingProgress.userId, userId));
}

/** Modules with their lock state for this user: a locked module opens once the one before it is completed. */
export async function listModules(db: Db, userId: string): Promise<TrainingModule[]> {
  const [modules, progress] = await Promise.all([
    db.select().from(trainingModules).orderBy(asc(trainingModules.track), asc(trainingModules.order)),
    progressOf(db, userId),
  ]);
  const done = new Set(progress.filter((p) => p.completed).map((p) => p.moduleId));
  return modules.map((m, i) => {
    const previous = modules[i - 1];
    const unlocked = previous && previous.track === m.track && done.has(previous.id);
    return {
      ...m,
      track: m.track as TrainingTrack,
      status: m.status === "locked" && !unlocked && !done.has(m.id) ? "locked" : "available",
    };
  });
}

export async function listProgress(db: Db, userId: string): Promise<TrainingProgress[]> {
  return (await progressOf(db, userId)).map((p) => ({
    trainingModuleId: p.moduleId,
    progress: p.progress,
    completed: p.completed,
    score: p.score,
    updatedAt: p.updatedAt.toISOString(),
  }));
}

const newCode = () => randomBytes(8).toString("hex").toUpperCase().match(/.{4}/g)!.join("-");

/**
 * Saves progress (0-100; completed only at 100). Completing a module records the event and,
 * when it finishes a track, issues the track's certificate and tells the user.
 */
export async function saveProgress(db: Db, userId: string, input: ProgressBody, now: Date) {
  const modules = await listModules(db, userId);
  const module = modules.find((m) => m.id === input.trainingModuleId);
  if (!module) throw notFound("training_module");
  if (module.status === "locked") throw conflict("module_locked");
  const completed = input.progress === 100;
  if (input.completed && !completed) throw badRequest("module_incomplete");
  const score = completed ? (input.score ?? null) : null;

  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(trainingProgress)
      .where(and(eq(trainingProgress.userId, userId), eq(trainingProgress.moduleId, module.id)));
    const [row] = await tx
      .insert(trainingProgress)
      .values({ userId, moduleId: module.id, progress: input.progress, completed, score, updatedAt: now })
      .onConflictDoUpdate({
        target: [trainingProgress.userId, trainingProgress.moduleId],
        set: { progress: input.progress, completed, score, updatedAt: now },
      })
      .returning();
    await recordEvent(tx, userId, {
      type: completed && !before?.completed ? "complete" : "progress",
      entity: "training",
      entityId: module.id,
      data: { title: module.title, progress: input.progress, score, track: module.track },
      at: now,
    });

    let certificate: { code: string; track: TrainingTrack } | null = null;
    if (completed && !before?.completed) {
      const trackModules = modules.filter((m) => m.track === module.track).map((m) => m.id);
      const doneRows = await tx
        .select({ id: trainingProgress.moduleId })
        .from(trainingProgress)
        .where(and(eq(trainingProgress.userId, userId), eq(trainingProgress.completed, true)));
      const done = new Set(doneRows.map((r) => r.id));
      if (trackModules.every((id) => done.has(id))) {
        const user = (await profileOf(tx, userId))!;
        const code = newCode();
        const inserted = await tx
          .insert(certificates)
          .values({
            code,
            userId,
            track: module.track,
            holderName: `${user.firstName} ${user.lastName}`,
            issuedAt: now,
          })
          .onConflictDoNothing()
          .returning({ code: certificates.code });
        if (inserted.length) {
          certificate = { code, track: module.track };
          const track = trainingTracks.find((t) => t.id === module.track);
          await notify(
            tx,
            userId,
            "certificate_earned",
            { title: track?.certificateTitle ?? module.track, track: module.track, code },
            "/training",
          );
          await recordEvent(tx, userId, {
            type: "certify",
            entity: "training",
            entityId: module.track,
            data: { title: track?.certificateTitle, code },
            at: now,
          });
        }
      }
    }
    return {
      progress: {
        trainingModuleId: row.moduleId,
        progress: row.progress,
        completed: row.completed,
        score: row.score,
        updatedAt: row.updatedAt.toISOString(),
      },
      certificate,
    };
  });
}

export async function listCertificates(db: Db, userId: string): Promise<CertificateStatus[]> {
  const [modules, progress, earned] = await Promise.all([
    db.select({ id: trainingModules.id, track: trainingModules.track }).from(trainingModules),
    progressOf(db, userId),
    db.select().from(certificates).where(eq(certificates.userId, userId)),
  ]);
  const done = new Set(progress.filter((p) => p.completed).map((p) => p.moduleId));
  return trainingTracks.map((t) => {
    const inTrack = modules.filter((m) => m.track === t.id);
    const cert = earned.find((c) => c.track === t.id);
    return {
      track: t.id,
      title: t.certificateTitle,
      titleEn: t.certificateTitleEn,
      modulesCompleted: inTrack.filter((m) => done.has(m.id)).length,
      modulesTotal: inTrack.length,
      earned: cert ? { code: cert.code, issuedAt: cert.issuedAt.toISOString() } : null,
    };
  });
}

/** Public check of a certificate code: who holds it, for which track, since when. */
export async function verifyCertificate(db: Db, code: string): Promise<CertificateVerification> {
  const [cert] = await db.select().from(certificates).where(eq(certificates.code, code.toUpperCase()));
  if (!cert) throw notFound("certificate");
  const track = trainingTracks.find((t) => t.id === cert.track)!;
  return {
    code: cert.code,
    holder: cert.holderName,
    track: cert.track as TrainingTrack,
    title: track.certificateTitle,
    titleEn: track.certificateTitleEn,
    issuedAt: cert.issuedAt.toISOString(),
  };
}

/** The certificate as a PDF, for its holder, in the language asked for (the holder's). */
export async function certificatePdf(
  db: Db,
  userId: string,
  code: string,
  origin: string,
  language: CertificateLanguage = "fr",
) {
  const cert = await verifyCertificate(db, code);
  const [own] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.code, cert.code), eq(certificates.userId, userId)));
  if (!own) throw notFound("certificate");
  const modules = await db
    .select({ id: trainingModules.id })
    .from(trainingModules)
    .where(eq(trainingModules.track, cert.track));
  const data = await renderCertificate({
    holder: cert.holder,
    title: language === "en" ? cert.titleEn : cert.title,
    moduleCount: modules.length,
    code: cert.code,
    issuedAt: new Date(cert.issuedAt),
    verifyUrl: `${origin}/certificates/${encodeURIComponent(cert.code)}`,
    language,
  });
  const name = language === "en" ? "certificate" : "certificat";
  return { name: `${name}-${cert.track}-${cert.code}.pdf`, data };
}
