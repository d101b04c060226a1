import { Worker } from "node:worker_threads";
import { HttpError, httpError } from "../plugins/errors";
import type { ExtractAnswer, ExtractJob } from "./extract-worker";
import { uploadLimits } from "./limits";
import type { ExtractedText, ScanPage, TextKind } from "./text";

const unreadable = () => httpError(415, "unreadable_file");
const tooHeavy = () => httpError(413, "document_too_complex");
const busy = () => httpError(503, "extraction_busy", { headers: { "retry-after": "5" } });

let running = 0;
const waiting: (() => void)[] = [];

/** At most `concurrentWorkers` documents are read at once; past `maxQueued` waiting, refuse. */
async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= uploadLimits.concurrentWorkers) {
    if (waiting.length >= uploadLimits.maxQueued) throw busy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

// Workers waiting for a job. A worker costs about half a second to start (the loader, mammoth,
// pdf.js), so one that finished its job well is kept for the next; one that failed, ran out of
// memory or time is terminated and never reused.
const idle: Worker[] = [];

// What the libraries print is silenced inside the worker (extract-worker-entry.mjs).
function newWorker() {
  return new Worker(new URL("./extract-worker-entry.mjs", import.meta.url), {
    resourceLimits: {
      maxOldGenerationSizeMb: uploadLimits.workerHeapMb,
      maxYoungGenerationSizeMb: 32,
      stackSizeMb: 4,
    },
  });
}

/** Keeps a worker for the next job; should it end while waiting, it is simply forgotten. */
function park(worker: Worker) {
  const forget = () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  };
  worker.once("error", forget).once("exit", forget);
  worker.unref();
  idle.push(worker);
}

/**
 * Runs one job in a worker thread with its own heap limit and a time limit, off the event loop that
 * answers requests: a hostile document costs at most that worker, which is then terminated.
 */
type Answered = Exclude<ExtractAnswer, { ok: false }>;

function inWorker(job: ExtractJob): Promise<Answered> {
  return slot(
    () =>
      new Promise<Answered>((resolve, reject) => {
        const worker = idle.pop() ?? newWorker();
        worker.ref();
        let settled = false;
        const finish = (result: Answered | HttpError, reusable = false) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          worker.removeAllListeners("message").removeAllListeners("error").removeAllListeners("exit");
          if (reusable && idle.length < uploadLimits.concurrentWorkers) park(worker);
          else void worker.terminate();
          if (result instanceof HttpError) reject(result);
          else resolve(result);
        };
        const timer = setTimeout(() => finish(tooHeavy()), uploadLimits.workerTimeMs);
        worker.once("message", (answer: ExtractAnswer) =>
          answer.ok ? finish(answer, true) : finish(unreadable()),
        );
        // ERR_WORKER_OUT_OF_MEMORY, or any crash of the worker.
        worker.once("error", (err: NodeJS.ErrnoException) =>
          finish(err.code === "ERR_WORKER_OUT_OF_MEMORY" ? tooHeavy() : unreadable()),
        );
        worker.once("exit", () => finish(unreadable()));
        worker.postMessage(job);
      }),
  );
}

/** The text of a document, at most `maxIndexedChars` characters, read in a worker. */
export async function extractText(kind: TextKind, data: Buffer): Promise<ExtractedText> {
  const answer = await inWorker({
    task: "text",
    kind,
    data: new Uint8Array(data),
    maxChars: uploadLimits.maxIndexedChars,
  });
  if (!("text" in answer)) throw unreadable();
  return answer;
}

/** A Word document as HTML for its preview, converted in a worker. */
export async function convertDocxToHtml(data: Buffer): Promise<string> {
  const answer = await inWorker({ task: "html", data: new Uint8Array(data) });
  if (!("text" in answer)) throw unreadable();
  return answer.text;
}

/** A PDF's pages for OCR: the text of those that have a text layer, the pictures of the others. */
export async function extractScans(data: Buffer): Promise<{ pages: ScanPage[]; truncated: boolean }> {
  const answer = await inWorker({ task: "scans", data: new Uint8Array(data) });
  if (!("pages" in answer)) throw unreadable();
  return answer;
}
