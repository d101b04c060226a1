import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createWorker, OEM, type Worker } from "tesseract.js";

const require = createRequire(import.meta.url);
const LANGS = ["fra", "eng"] as const;

/**
 * The trained data shipped with the npm packages @tesseract.js-data/fra and /eng (the fast LSTM
 * "best_int" models), gathered in one folder because tesseract reads every language from one
 * `langPath`. Nothing is downloaded: a local path is read from disk.
 */
function languageFolder(): { langPath: string; gzip: boolean } {
  const dir = mkdtempSync(join(tmpdir(), "praxis-ocr-"));
  let gzip = true;
  for (const lang of LANGS) {
    const root = dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
    const folder = ["4.0.0_best_int", "4.0.0"].map((v) => join(root, v)).find((f) => existsSync(f));
    if (!folder) throw new Error(`OCR data missing for ${lang}`);
    const gz = join(folder, `${lang}.traineddata.gz`);
    gzip = existsSync(gz);
    const file = `${lang}.traineddata${gzip ? ".gz" : ""}`;
    symlinkSync(join(folder, file), join(dir, file));
  }
  return { langPath: dir, gzip };
}

const WORKER_PATH = fileURLToPath(new URL("./ocr-worker-entry.cjs", import.meta.url));

export class OcrTimeout extends Error {}
export class OcrAborted extends Error {}

/**
 * Reads the text of images (PNG or JPEG files) with tesseract, French and English, in tesseract's own
 * worker thread, one image after the other; the worker is ended after the job, at `timeMs` (then
 * OcrTimeout is thrown) or when `signal` aborts (OcrAborted). Returns one text per image.
 */
export async function recogniseImages(
  images: Uint8Array[],
  timeMs: number,
  signal?: AbortSignal,
): Promise<string[]> {
  if (signal?.aborted) throw new OcrAborted();
  const { langPath, gzip } = languageFolder();
  let worker: Worker | null = null;
  let over = false;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrTimeout()), timeMs);
    onAbort = () => reject(new OcrAborted());
    signal?.addEventListener("abort", onAbort, { once: true });
  });
  try {
    const work = (async () => {
      const created = await createWorker([...LANGS], OEM.LSTM_ONLY, {
        workerPath: WORKER_PATH,
        langPath,
        gzip,
        cachePath: langPath,
        cacheMethod: "none",
        // Errors come back as rejected promises; nothing is printed.
        errorHandler: () => {},
      });
      // Started after the time ran out: ended at once.
      if (over) await created.terminate();
      worker = created;
      const texts: string[] = [];
      for (const image of images) {
        if (over) break;
        const { data } = await created.recognize(Buffer.from(image));
        texts.push(data.text.trim());
      }
      return texts;
    })();
    work.catch(() => {});
    return await Promise.race([work, expired]);
  } finally {
    over = true;
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener("abort", onAbort);
    const w = worker as Worker | null;
    if (w) await w.terminate().catch(() => {});
    rmSync(langPath, { recursive: true, force: true });
  }
}
