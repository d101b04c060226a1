import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { knowledgeNodes } from "../../db/schema/knowledge";
import { extractScans } from "../../uploads/extraction";
import { uploadLimits } from "../../uploads/limits";
import { OcrAborted, OcrTimeout, recogniseImages } from "../../uploads/ocr";
import { indexFiles } from "./sections";

const limits = uploadLimits.ocr;

/** Why a file's text could not be read: shown to its readers (knowledge catalogue, `ocrErrors`). */
export type OcrError = "timeout" | "unreadable" | "interrupted";

/** A claimed file: its attempt since the upload or the last retry, and its claim (never reset). */
export type Claimed = { id: string; fileType: string | null; attempts: number; claim: number };

/**
 * Takes the oldest file waiting for OCR that no instance holds (or whose instance stopped renewing
 * its claim: restarted or crashed). `skip locked` lets several instances claim at once without
 * taking the same file.
 */
async function claimNext(db: Db): Promise<Claimed | null> {
  const result = await db.execute<{
    id: string;
    file_type: string | null;
    ocr_attempts: number;
    ocr_claims: number;
  }>(sql`
    update knowledge_nodes
    set ocr_claimed_at = now(), ocr_attempts = ocr_attempts + 1, ocr_claims = ocr_claims + 1
    where id = (
      select id from knowledge_nodes
      where ocr_state = 'recognising'
        and (ocr_claimed_at is null or ocr_claimed_at < now() - make_interval(secs => ${limits.leaseMs / 1000}))
      order by created_at
      limit 1
      for update skip locked
    )
    returning id, file_type, ocr_attempts, ocr_claims`);
  const row = result.rows[0];
  return row
    ? {
        id: row.id,
        fileType: row.file_type,
        attempts: Number(row.ocr_attempts),
        claim: Number(row.ocr_claims),
      }
    : null;
}

/**
 * The file while this job's claim is still its own: still being recognised, and not claimed again
 * since (by another instance after the lease ran out, or after a retry, which resets the attempts
 * but not the claims). A job that lost its claim writes nothing, so that it cannot overwrite the
 * newer claim's state.
 */
const stillClaimed = (job: Claimed) =>
  and(
    eq(knowledgeNodes.id, job.id),
    eq(knowledgeNodes.ocrState, "recognising"),
    eq(knowledgeNodes.ocrClaims, job.claim),
  );

async function fail(db: Db, job: Claimed, error: OcrError) {
  await db
    .update(knowledgeNodes)
    .set({ ocrState: "failed", ocrError: error, ocrClaimedAt: null })
    .where(stillClaimed(job));
}

/**
 * Reads the file's pictures and writes their text, or marks the file failed; every write (claim
 * renewal, text, failure) applies only while the claim is still this job's.
 */
export async function runJob(db: Db, job: Claimed, signal: AbortSignal, log: FastifyBaseLogger) {
  if (job.attempts > limits.maxAttempts) return fail(db, job, "interrupted");
  const [row] = await db
    .select({ data: knowledgeNodes.data, content: knowledgeNodes.content })
    .from(knowledgeNodes)
    .where(eq(knowledgeNodes.id, job.id));
  if (!row?.data) return;
  // The claim is renewed while the file is read, so that no other instance takes it over.
  const heartbeat = setInterval(() => {
    db.update(knowledgeNodes)
      .set({ ocrClaimedAt: sql`now()` })
      .where(stillClaimed(job))
      .catch(() => {});
  }, limits.heartbeatMs);
  heartbeat.unref();
  try {
    let text: string;
    let truncated = false;
    if (job.fileType === "pdf") {
      const scans = await extractScans(row.data);
      const images = scans.pages.flatMap((p) => p.images ?? []);
      const read = images.length ? await recogniseImages(images, limits.jobTimeMs, signal) : [];
      let next = 0;
      text = scans.pages
        .map((p) => [p.text.trim(), ...(p.images ?? []).map(() => read[next++])].filter(Boolean).join("\n\n"))
        .join("\n\n");
      truncated = scans.truncated;
    } else {
      text = (await recogniseImages([row.data], limits.jobTimeMs, signal))[0];
    }
    if (text.length > uploadLimits.maxIndexedChars) {
      text = text.slice(0, uploadLimits.maxIndexedChars);
      truncated = true;
    }
    // A file deleted, retried or taken over meanwhile is left as it is.
    const done = await db
      .update(knowledgeNodes)
      .set({
        content: text,
        textTruncated: truncated,
        ocrState: "done",
        ocrError: null,
        ocrClaimedAt: null,
        updatedAt: new Date(),
      })
      .where(stillClaimed(job))
      .returning({ id: knowledgeNodes.id });
    // Indexed for the assistant as any uploaded file is.
    if (done.length) await indexFiles(db, [job.id]);
  } catch (err) {
    if (err instanceof OcrAborted) return; // the instance stops: another one (or this one, restarted) takes it up
    const error: OcrError = err instanceof OcrTimeout ? "timeout" : "unreadable";
    log.warn({ fileId: job.id, error }, "ocr failed");
    await fail(db, job, error).catch(() => {});
  } finally {
    clearInterval(heartbeat);
  }
}

// One OCR job at a time in this process, whatever the number of apps it runs.
let chain: Promise<void> = Promise.resolve();

export type OcrRunner = { kick: () => void; stop: () => Promise<void> };

/**
 * The background reader of scans and photos: looks for files waiting for OCR now, after each upload
 * (`kick`) and every few seconds (files left by an instance that stopped, retried files), and reads
 * them one by one.
 */
export function createOcrRunner(db: Db, log: FastifyBaseLogger, pollMs = 5_000): OcrRunner {
  const abort = new AbortController();
  let active: Promise<void> | null = null;
  let again = false;
  const drain = async () => {
    while (!abort.signal.aborted) {
      const job = await claimNext(db);
      if (!job) return;
      await runJob(db, job, abort.signal, log);
    }
  };
  const kick = () => {
    if (abort.signal.aborted) return;
    if (active) {
      again = true;
      return;
    }
    const run = chain.then(async () => {
      do {
        again = false;
        await drain().catch((err) => log.warn({ err }, "ocr queue unavailable"));
      } while (again && !abort.signal.aborted);
    });
    chain = run;
    active = run.finally(() => {
      active = null;
    });
  };
  const timer = setInterval(kick, pollMs);
  timer.unref();
  return {
    kick,
    stop: async () => {
      clearInterval(timer);
      abort.abort();
      await active;
    },
  };
}
