/** How a text file's bytes were read. */
export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/**
 * A text file's characters, whatever the editor that saved it: UTF-8 with or without its byte order
 * mark, UTF-16 (little or big endian) with its mark, and Windows-1252 (what older Windows editors
 * and spreadsheets write) when the bytes are not valid UTF-8.
 */
export function decodeText(data: Uint8Array): { text: string; encoding: TextEncoding } {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf)
    return { text: new TextDecoder("utf-8").decode(data.subarray(3)), encoding: "utf-8" };
  if (data[0] === 0xff && data[1] === 0xfe)
    return { text: new TextDecoder("utf-16le").decode(data.subarray(2)), encoding: "utf-16le" };
  if (data[0] === 0xfe && data[1] === 0xff)
    return { text: new TextDecoder("utf-16be").decode(data.subarray(2)), encoding: "utf-16be" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(data), encoding: "utf-8" };
  } catch {
    return { text: decodeWindows1252(data), encoding: "windows-1252" };
  }
}

// Bytes 0x80 to 0x9F of Windows-1252 (€, typographic quotes, dashes, Œ…); the five it leaves
// undefined keep their Latin-1 control code. Node 20's TextDecoder("windows-1252") decodes this
// range as Latin-1 control codes, hence the table.
const WINDOWS_1252_HIGH =
  "\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F" +
  "\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178";

function decodeWindows1252(data: Uint8Array): string {
  const latin1 = new TextDecoder("latin1").decode(data);
  return latin1.replace(/[\u0080-\u009F]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]);
}

/**
 * Whether decoded text looks like text: no NUL and few control characters (a binary file read as
 * Windows-1252 decodes to anything).
 */
export function looksLikeText(text: string): boolean {
  if (text.includes("\0") || text.includes("\uFFFD")) return false;
  const sample = text.slice(0, 20_000);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: counting control characters is the point
  const controls = sample.match(/[\x01-\x08\x0B\x0E-\x1F\x7F]/g)?.length ?? 0;
  return controls <= sample.length / 100;
}
