// Runs in a worker thread with its own heap limit: reads documents and posts their text back.
import { parentPort } from "node:worker_threads";
import { documentHtml, documentText, type TextKind } from "./text";

export type ExtractJob =
  | { task: "text"; kind: TextKind; data: Uint8Array; maxChars: number }
  | { task: "html"; data: Uint8Array };
export type ExtractAnswer = { ok: true; text: string; truncated: boolean } | { ok: false };

/** Answers one job at a time, for as long as the app keeps this worker. */
parentPort?.on("message", async (job: ExtractJob) => {
  try {
    const answer: ExtractAnswer =
      job.task === "html"
        ? { ok: true, text: await documentHtml(job.data), truncated: false }
        : { ok: true, ...(await documentText(job.kind, job.data, job.maxChars)) };
    parentPort?.postMessage(answer);
  } catch {
    parentPort?.postMessage({ ok: false } satisfies ExtractAnswer);
  }
});
