import { ARTEFACT_EXTENSIONS } from "../../../shared/contracts/internal-marketplace";
import { httpError } from "../../plugins/errors";
import { checkZipArchive } from "../../uploads/zip";

export type Artefact = { name: string; data: Buffer };
type Extension = (typeof ARTEFACT_EXTENSIONS)[number];

const MIME: Record<Extension, string> = {
  zip: "application/zip",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  json: "application/json",
  yaml: "application/yaml",
  yml: "application/yaml",
  md: "text/markdown; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  sql: "text/plain; charset=utf-8",
};
const ZIP_BASED = new Set<Extension>(["zip", "docx", "xlsx", "pptx"]);
/** The part every Office file of this kind holds (ZIP entry names are stored uncompressed). */
const OFFICE_PART: Partial<Record<Extension, Buffer>> = {
  docx: Buffer.from("word/document.xml"),
  xlsx: Buffer.from("xl/workbook.xml"),
  pptx: Buffer.from("ppt/presentation.xml"),
};

const extensionOf = (name: string) => (name.toLowerCase().split(".").pop() ?? "") as Extension;

// A refused type names the formats this route accepts.
const unsupported = () => httpError(415, "artefact_type");

/**
 * Accepts a contributed file only when its content matches its extension: archives are ZIPs, Office
 * files ZIPs holding their main part (word/document.xml...), PDFs start with %PDF-, text formats are
 * valid UTF-8 without NUL bytes. An archive that would inflate past the limits (a decompression bomb)
 * is refused (413) from its central directory. The name is cleaned so it is safe in a
 * Content-Disposition header.
 */
export async function checkArtefact(name: string, data: Buffer): Promise<Artefact> {
  const ext = extensionOf(name);
  if (!(ARTEFACT_EXTENSIONS as readonly string[]).includes(ext)) throw unsupported();
  const head = data.subarray(0, 5).toString("latin1");
  if (ZIP_BASED.has(ext)) {
    if (!head.startsWith("PK\x03\x04")) throw unsupported();
    // Any ZIP renamed .docx is not a Word file.
    const part = OFFICE_PART[ext];
    if (part && !data.includes(part)) throw unsupported();
    await checkZipArchive(data);
  } else if (ext === "pdf") {
    if (!head.startsWith("%PDF-")) throw unsupported();
  } else {
    if (data.includes(0)) throw unsupported();
    if (new TextDecoder("utf-8").decode(data).includes("\uFFFD")) throw unsupported();
  }
  const safeName =
    name
      .replace(/[/\\]/g, "_")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip.
      .replace(/[\u0000-\u001f"]/g, "")
      .slice(-120) || `artefact.${ext}`;
  return { name: safeName, data };
}

export function artefactMime(name: string) {
  return MIME[extensionOf(name)] ?? "application/octet-stream";
}
