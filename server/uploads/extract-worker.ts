// Runs in a worker thread with its own heap limit: reads one document and posts its text back.
import { parentPort, workerData } from "node:worker_threads";
import { documentHtml, documentText, type TextKind } from "./text";

export type ExtractJob =
  | { task: "text"; kind: TextKind; data: Uint8Array; maxChars: number }
  | { task: "html"; data: Uint8Array };
export type ExtractAnswer = { ok: true; text: string; truncated: boolean } | { ok: false };

const job = workerData as ExtractJob;
try {
  const answer: ExtractAnswer =
    job.task === "html"
      ? { ok: true, text: await documentHtml(job.data), truncated: false }
      : { ok: true, ...(await documentText(job.kind, job.data, job.maxChars)) };
  parentPort?.postMessage(answer);
} catch {
  parentPort?.postMessage({ ok: false } satisfies ExtractAnswer);
}
