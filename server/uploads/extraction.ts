import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
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

// Reading processes waiting for a job. A process costs about half a second to start (the loader,
// mammoth, pdf.js), so one that finished its job well is kept for the next; one that failed, ran out
// of memory or time is killed and never reused. A child process rather than a worker thread: V8 does
// not always stop a worker thread that reaches its heap limit, and may abort the whole server
// instead (docs/decisions/015-document-reading-in-a-child-process.md); a process only takes itself down.
const idle: ChildProcess[] = [];

// What the libraries print is not the app's log (it may quote the document): the child's output is
// discarded, and extract-worker-entry.mjs silences its console too.
function newReader() {
  return fork(fileURLToPath(new URL("./extract-worker-entry.mjs", import.meta.url)), [], {
    execArgv: [`--max-old-space-size=${uploadLimits.workerHeapMb}`, "--stack-size=4000"],
    serialization: "advanced",
    stdio: ["ignore", "ignore", "ignore", "ipc"],
  });
}

/** Lets the app exit while a reader waits, or take it back for a job. */
function hold(reader: ChildProcess, held: boolean) {
  const channel = reader.channel as { ref(): void; unref(): void } | null | undefined;
  if (held) {
    reader.ref();
    channel?.ref();
  } else {
    reader.unref();
    channel?.unref();
  }
}

/** Keeps a reader for the next job; should it end while waiting, it is simply forgotten. */
function park(reader: ChildProcess) {
  const forget = () => {
    const at = idle.indexOf(reader);
    if (at >= 0) idle.splice(at, 1);
  };
  reader.once("error", forget).once("exit", forget);
  hold(reader, false);
  idle.push(reader);
}

/** A reader that ran out of heap is aborted by V8 (SIGABRT, or exit code 134 where it is reported so). */
const outOfMemory = (code: number | null, signal: NodeJS.Signals | null) =>
  signal === "SIGABRT" || code === 134;

/**
 * Runs one job in a child process with its own heap limit and a time limit, off the event loop that
 * answers requests: a hostile document costs at most that process, which is then killed.
 */
type Answered = Exclude<ExtractAnswer, { ok: false }>;

function inReader(job: ExtractJob): Promise<Answered> {
  return slot(
    () =>
      new Promise<Answered>((resolve, reject) => {
        const reader = idle.pop() ?? newReader();
        hold(reader, true);
        let settled = false;
        const finish = (result: Answered | HttpError, reusable = false) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          reader.removeAllListeners("message").removeAllListeners("error").removeAllListeners("exit");
          if (reusable && reader.connected && idle.length < uploadLimits.concurrentWorkers) park(reader);
          else reader.kill("SIGKILL");
          if (result instanceof HttpError) reject(result);
          else resolve(result);
        };
        const timer = setTimeout(() => finish(tooHeavy()), uploadLimits.workerTimeMs);
        reader.once("message", (answer: ExtractAnswer) =>
          answer.ok ? finish(answer, true) : finish(unreadable()),
        );
        reader.once("error", () => finish(unreadable()));
        reader.once("exit", (code, signal) => finish(outOfMemory(code, signal) ? tooHeavy() : unreadable()));
        reader.send(job, (err) => {
          if (err) finish(unreadable());
        });
      }),
  );
}

/** The text of a document, at most `maxIndexedChars` characters, read in a child process. */
export async function extractText(kind: TextKind, data: Buffer): Promise<ExtractedText> {
  const answer = await inReader({
    task: "text",
    kind,
    data: new Uint8Array(data),
    maxChars: uploadLimits.maxIndexedChars,
  });
  if (!("text" in answer)) throw unreadable();
  return answer;
}

/** A Word document as HTML for its preview, converted in a child process. */
export async function convertDocxToHtml(data: Buffer): Promise<string> {
  const answer = await inReader({ task: "html", data: new Uint8Array(data) });
  if (!("text" in answer)) throw unreadable();
  return answer.text;
}

/** A PDF's pages for OCR: the text of those that have a text layer, the pictures of the others. */
export async function extractScans(data: Buffer): Promise<{ pages: ScanPage[]; truncated: boolean }> {
  const answer = await inReader({ task: "scans", data: new Uint8Array(data) });
  if (!("pages" in answer)) throw unreadable();
  return answer;
}
