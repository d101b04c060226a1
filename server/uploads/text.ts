import mammoth from "mammoth";
import { decodeText } from "./encoding";
import { type FrontMatter, splitFrontMatter } from "./front-matter";
import { uploadLimits } from "./limits";
import { encodeGrayPng } from "./png";

/** The kinds of document whose text Praxis reads. */
export type TextKind = "markdown" | "text" | "html" | "pdf" | "docx" | "image";

/**
 * A document's text, cut to `maxChars`; `truncated` says whether the document holds more.
 * `meta` is a Markdown file's front-matter; `needsOcr` says that some of its pages (or the image
 * itself) carry no text layer, only pictures, to be read by OCR.
 */
export type ExtractedText = { text: string; truncated: boolean; meta?: FrontMatter; needsOcr?: boolean };

const cut = (text: string, maxChars: number): ExtractedText =>
  text.length > maxChars ? { text: text.slice(0, maxChars), truncated: true } : { text, truncated: false };

export const stripTags = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[ \t]+/g, " ")
    .trim();

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof openPdf>>["getPage"]>>;

async function openPdf(data: Uint8Array) {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  return pdfjs.getDocument({ data, isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
}

async function pageText(page: PdfPage): Promise<string> {
  const content = await page.getTextContent();
  return content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join("");
}

/**
 * Whether a page's text layer holds its text: a scan holds none, or a few characters stamped on it
 * (a page number, a reference), which are kept beside what OCR reads.
 */
const hasText = (text: string) => text.replace(/\s+/g, "").length >= 20;

/** Text of a PDF, page by page, stopping at `maxPages` pages or once `maxChars` characters are read. */
async function pdfText(data: Uint8Array, maxChars: number): Promise<ExtractedText> {
  const doc = await openPdf(data);
  try {
    const pages: string[] = [];
    let length = 0;
    let needsOcr = false;
    const last = Math.min(doc.numPages, uploadLimits.maxPdfPages);
    for (let i = 1; i <= last && length <= maxChars; i++) {
      const page = await doc.getPage(i);
      const text = await pageText(page);
      // A page without a text layer is most likely a scan: OCR reads it later.
      if (i <= uploadLimits.ocr.maxPages && !hasText(text)) needsOcr = true;
      pages.push(text);
      length += text.length + 2;
      page.cleanup();
    }
    const result = cut(pages.join("\n\n"), maxChars);
    return { ...result, truncated: result.truncated || doc.numPages > last, needsOcr };
  } finally {
    await doc.destroy();
  }
}

/** The searchable text of a document, at most `maxChars` characters. Throws when it cannot be read. */
export async function documentText(
  kind: TextKind,
  data: Uint8Array,
  maxChars: number = uploadLimits.maxIndexedChars,
): Promise<ExtractedText> {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  switch (kind) {
    case "markdown": {
      const { meta, body } = splitFrontMatter(decodeText(data).text);
      return { ...cut(body, maxChars), meta };
    }
    case "text":
      return cut(decodeText(data).text, maxChars);
    case "html":
      return cut(stripTags(decodeText(data).text), maxChars);
    case "image":
      return { text: "", truncated: false, needsOcr: true };
    case "docx":
      return cut((await mammoth.extractRawText({ buffer })).value, maxChars);
    case "pdf":
      return pdfText(data, maxChars);
  }
}

/** A Word file as HTML, for the preview (sanitised again in the browser). */
export async function documentHtml(data: Uint8Array): Promise<string> {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return (await mammoth.convertToHtml({ buffer })).value;
}

/** A PDF page for OCR: its own text when it has a text layer, else its pictures as grayscale PNG files. */
export type ScanPage = { text: string; images?: Uint8Array[] };

// pdf.js image kinds (ImageKind): 1 bit, RGB and RGBA pixels.
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;
type PdfImage = { width: number; height: number; kind?: number; data?: Uint8Array | Uint8ClampedArray };

/**
 * A picture decoded by pdf.js as 8-bit grayscale, scaled down (nearest pixel) to at most
 * `maxPixels`, and encoded as PNG; null for what OCR cannot read (too small, no pixels).
 */
function imageToPng(image: PdfImage, maxPixels: number): Buffer | null {
  const { width, height, kind, data } = image;
  if (!data || width < uploadLimits.ocr.minImageSide || height < uploadLimits.ocr.minImageSide) return null;
  const step = Math.max(1, Math.ceil(Math.sqrt((width * height) / maxPixels)));
  const w = Math.floor(width / step);
  const h = Math.floor(height / step);
  const gray = new Uint8Array(w * h);
  const rowBytes = kind === GRAYSCALE_1BPP ? (width + 7) >> 3 : 0;
  for (let y = 0; y < h; y++) {
    const sy = y * step;
    for (let x = 0; x < w; x++) {
      const sx = x * step;
      let v: number;
      if (kind === GRAYSCALE_1BPP) {
        // A set bit is white, as pdf.js paints it.
        v = data[sy * rowBytes + (sx >> 3)] & (128 >> (sx & 7)) ? 255 : 0;
      } else if (kind === RGB_24BPP) {
        const at = (sy * width + sx) * 3;
        v = (data[at] * 299 + data[at + 1] * 587 + data[at + 2] * 114) / 1000;
      } else if (kind === RGBA_32BPP) {
        const at = (sy * width + sx) * 4;
        const a = data[at + 3] / 255;
        // Transparent parts are shown on white paper.
        v = ((data[at] * 299 + data[at + 1] * 587 + data[at + 2] * 114) / 1000) * a + 255 * (1 - a);
      } else return null;
      gray[y * w + x] = v;
    }
  }
  return encodeGrayPng(w, h, gray);
}

/** An image object of a page, once pdf.js has decoded it (or null if it never comes). */
function pageObject(page: PdfPage, name: string): Promise<PdfImage | null> {
  const store = name.startsWith("g_") ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 5_000);
    try {
      store.get(name, (obj: PdfImage) => {
        clearTimeout(timer);
        resolve(obj ?? null);
      });
    } catch {
      clearTimeout(timer);
      resolve(null);
    }
  });
}

/**
 * A PDF for OCR: each page's text layer, or, for the pages without one (within the first
 * `maxPages`), the pictures painted on it, read from the page's operator list (no canvas needed).
 */
export async function pdfScans(data: Uint8Array, maxPages: number = uploadLimits.ocr.maxPages) {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await openPdf(data);
  try {
    const pages: ScanPage[] = [];
    const last = Math.min(doc.numPages, uploadLimits.maxPdfPages);
    for (let i = 1; i <= last; i++) {
      const page = await doc.getPage(i);
      const text = await pageText(page);
      if (hasText(text) || i > maxPages) {
        pages.push({ text });
        page.cleanup();
        continue;
      }
      const ops = await page.getOperatorList();
      const images: Uint8Array[] = [];
      for (let k = 0; k < ops.fnArray.length; k++) {
        const fn = ops.fnArray[k];
        const args = ops.argsArray[k] as unknown[];
        let image: PdfImage | null = null;
        if (fn === pdfjs.OPS.paintImageXObject) image = await pageObject(page, String(args[0]));
        else if (fn === pdfjs.OPS.paintInlineImageXObject) image = args[0] as PdfImage;
        const png = image && imageToPng(image, uploadLimits.ocr.maxOcrPixels);
        if (png) images.push(new Uint8Array(png));
      }
      pages.push(images.length ? { text, images } : { text });
      page.cleanup();
    }
    return { pages, truncated: doc.numPages > last };
  } finally {
    await doc.destroy();
  }
}
