import mammoth from "mammoth";
import { uploadLimits } from "./limits";

/** The kinds of document whose text Praxis reads. */
export type TextKind = "markdown" | "html" | "pdf" | "docx";

/** A document's text, cut to `maxChars`; `truncated` says whether the document holds more. */
export type ExtractedText = { text: string; truncated: boolean };

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

/** Text of a PDF, page by page, stopping at `maxPages` pages or once `maxChars` characters are read. */
async function pdfText(data: Uint8Array, maxChars: number): Promise<ExtractedText> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({
    data,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    let length = 0;
    const last = Math.min(doc.numPages, uploadLimits.maxPdfPages);
    for (let i = 1; i <= last && length <= maxChars; i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : ""))
        .join("");
      pages.push(text);
      length += text.length + 2;
      page.cleanup();
    }
    const result = cut(pages.join("\n\n"), maxChars);
    return { ...result, truncated: result.truncated || doc.numPages > last };
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
    case "markdown":
      return cut(buffer.toString("utf8"), maxChars);
    case "html":
      return cut(stripTags(buffer.toString("utf8")), maxChars);
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
