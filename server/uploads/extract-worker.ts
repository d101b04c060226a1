// Runs in a child process with its own heap limit (extraction.ts): reads documents and sends their
// text back.
import { documentHtml, documentText, pdfScans, type ScanPage, type TextKind } from "./text";

export type ExtractJob =
  | { task: "text"; kind: TextKind; data: Uint8Array; maxChars: number }
  | { task: "html"; data: Uint8Array }
  | { task: "scans"; data: Uint8Array };
export type ExtractAnswer =
  | {
      ok: true;
      text: string;
      truncated: boolean;
      meta?: { title?: string; tags?: string[] };
      needsOcr?: boolean;
    }
  | { ok: true; pages: ScanPage[]; truncated: boolean }
  | { ok: false };

async function answer(job: ExtractJob): Promise<ExtractAnswer> {
  if (job.task === "html") return { ok: true, text: await documentHtml(job.data), truncated: false };
  if (job.task === "scans") return { ok: true, ...(await pdfScans(job.data)) };
  return { ok: true, ...(await documentText(job.kind, job.data, job.maxChars)) };
}

/** Answers one job at a time, for as long as the app keeps this process; ends with the app. */
process.on("message", async (job: ExtractJob) => {
  let reply: ExtractAnswer;
  try {
    reply = await answer(job);
  } catch {
    reply = { ok: false };
  }
  process.send?.(reply);
});
process.on("disconnect", () => process.exit(0));
