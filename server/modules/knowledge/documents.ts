import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { httpError } from "../../plugins/errors";
import { decodeText, looksLikeText, type TextEncoding } from "../../uploads/encoding";
import { uploadLimits } from "../../uploads/limits";
import { imageSize } from "../../uploads/png";
import { checkZipArchive } from "../../uploads/zip";

export type FileType = "markdown" | "text" | "pdf" | "docx" | "html" | "image";

export const MAX_UPLOAD_BYTES = uploadLimits.maxUploadBytes;

/** The type a file is served with (a text file's charset is the one it was written in). */
export const mimeTypes: Record<FileType, string> = {
  markdown: "text/markdown; charset=utf-8",
  text: "text/plain; charset=utf-8",
  html: "text/html; charset=utf-8",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  image: "image/png",
};

const extensionTypes: Record<string, FileType> = {
  md: "markdown",
  markdown: "markdown",
  txt: "text",
  html: "html",
  htm: "html",
  pdf: "pdf",
  docx: "docx",
  png: "image",
  jpg: "image",
  jpeg: "image",
};

// A refused type names the formats this route accepts.
const unsupported = () => httpError(415, "knowledge_file_type");
const imageTooLarge = () => httpError(413, "image_too_large");

export type CheckedDocument = { type: FileType; mimeType: string };

/**
 * The file's type from its content, which must agree with its extension: a renamed executable or a
 * PDF called .docx is refused (415). A Word file's archive is checked before anything is inflated
 * (413 for a decompression bomb), an image's size before it is decoded (413).
 */
export async function checkDocument(name: string, data: Buffer): Promise<CheckedDocument> {
  const checked = detectFileType(name, data);
  if (checked.type === "docx") await checkZipArchive(data);
  return checked;
}

const charsetOf = (encoding: TextEncoding) => (encoding === "windows-1252" ? "windows-1252" : encoding);

function detectFileType(name: string, data: Buffer): CheckedDocument {
  const ext = name.toLowerCase().split(".").pop() ?? "";
  const claimed = extensionTypes[ext];
  if (!claimed) throw unsupported();
  const head = data.subarray(0, 8).toString("latin1");
  if (claimed === "pdf") {
    if (!head.startsWith("%PDF-")) throw unsupported();
    return { type: "pdf", mimeType: mimeTypes.pdf };
  }
  if (claimed === "docx") {
    // A .docx is a ZIP archive holding word/document.xml.
    if (!head.startsWith("PK\x03\x04") || !data.includes(Buffer.from("word/document.xml")))
      throw unsupported();
    return { type: "docx", mimeType: mimeTypes.docx };
  }
  if (claimed === "image") {
    const png = head.startsWith("\x89PNG\r\n\x1a\n");
    const jpeg = head.startsWith("\xff\xd8\xff");
    if ((ext === "png" && !png) || (ext !== "png" && !jpeg)) throw unsupported();
    const size = imageSize(data);
    if (!size || size.width === 0 || size.height === 0) throw unsupported();
    if (size.width * size.height > uploadLimits.ocr.maxImagePixels) throw imageTooLarge();
    return { type: "image", mimeType: png ? "image/png" : "image/jpeg" };
  }
  // Text formats, in whatever encoding they were saved (UTF-8, UTF-16 with its mark, Windows-1252);
  // HTML must contain markup.
  const { text, encoding } = decodeText(data);
  if (!looksLikeText(text)) throw unsupported();
  if (claimed === "html" && !/<[a-z!][\s\S]*>/i.test(text)) throw unsupported();
  return { type: claimed, mimeType: mimeTypes[claimed].replace("utf-8", charsetOf(encoding)) };
}

type Block = { kind: "h1" | "h2" | "p" | "li"; text: string };

/** Reads the light markdown of seeded documents: '# ' headings, '- ' bullets, paragraphs. */
export function blocks(text: string): Block[] {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line): Block => {
      if (line.startsWith("## ")) return { kind: "h2", text: line.slice(3) };
      if (line.startsWith("# ")) return { kind: "h1", text: line.slice(2) };
      if (/^[-*•]\s/.test(line)) return { kind: "li", text: line.slice(2) };
      return { kind: "p", text: line };
    });
}

/** Writes a real Word document from light markdown. */
export async function makeDocx(title: string, text: string): Promise<Buffer> {
  const children = blocks(text).map((b) =>
    b.kind === "h1"
      ? new Paragraph({ text: b.text, heading: HeadingLevel.HEADING_1 })
      : b.kind === "h2"
        ? new Paragraph({ text: b.text, heading: HeadingLevel.HEADING_2 })
        : b.kind === "li"
          ? new Paragraph({ text: b.text, bullet: { level: 0 } })
          : new Paragraph({ children: [new TextRun(b.text)], alignment: AlignmentType.LEFT }),
  );
  const doc = new Document({ title, creator: "Praxis", sections: [{ children }] });
  return Buffer.from(await Packer.toBuffer(doc));
}

// The standard PDF fonts encode WinAnsi only: replace what it lacks.
const winAnsi = (s: string) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\u2026/g, "...")
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/\u00A0|\u202F/g, " ")
    .replace(/[^\x20-\x7E\xA0-\xFF\u0152\u0153\u20AC]/g, "");

/** Writes a real PDF (A4, wrapped text, several pages when needed) from light markdown. */
export async function makePdf(title: string, text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator("Praxis");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height, margin] = [595.28, 841.89, 56];
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  const write = (line: string, font = regular, size = 11, indent = 0) => {
    const words = winAnsi(line).split(/\s+/);
    let current = "";
    const flush = () => {
      if (y < margin) {
        page = pdf.addPage([width, height]);
        y = height - margin;
      }
      page.drawText(current, { x: margin + indent, y, size, font, color: rgb(0.1, 0.12, 0.16) });
      y -= size * 1.45;
      current = "";
    };
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width - 2 * margin - indent && current) {
        flush();
        current = word;
      } else current = next;
    }
    if (current) flush();
  };
  for (const b of blocks(text)) {
    if (b.kind === "h1") {
      y -= 6;
      write(b.text, bold, 16);
    } else if (b.kind === "h2") {
      y -= 4;
      write(b.text, bold, 13);
    } else if (b.kind === "li") write(`•  ${b.text}`, regular, 11, 10);
    else write(b.text);
    y -= 3;
  }
  return Buffer.from(await pdf.save());
}
