import { Readable } from "node:stream";
import { parse } from "csv-parse";

/** One parsed CSV record and the line of the file it starts on (the header is line 1). */
export type CsvRecord = { line: number; cells: string[] };

/** A line the parser could not read (a misplaced or unclosed quote), with where it was found. */
export type CsvProblem = { line: number; code: string };

export type CsvEncoding = "utf-8" | "utf-8-bom" | "utf-16le" | "utf-16be" | "windows-1252";
export type CsvDelimiter = ";" | "," | "\t";

/**
 * The text of a file as spreadsheets save it: UTF-8 with or without its BOM, UTF-16 with its BOM
 * (Excel's "Unicode text"), and otherwise Windows-1252, which older French Excel writes and whose
 * bytes (é = E9) are never valid UTF-8 once a letter is accented.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: new TextDecoder("utf-8").decode(bytes.subarray(3)), encoding: "utf-8-bom" };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder("utf-16le").decode(bytes.subarray(2)), encoding: "utf-16le" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder("utf-16be").decode(bytes.subarray(2)), encoding: "utf-16be" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
  }
}

/** The separator of the header line (outside quotes): the most frequent of ";", "," and tab. */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = { ";": 0, ",": 0, "\t": 0 };
  let quoted = false;
  for (const ch of text.slice(0, 4096)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch in counts) counts[ch as CsvDelimiter]++;
  }
  const best = (Object.entries(counts) as [CsvDelimiter, number][]).sort((a, b) => b[1] - a[1])[0];
  return best[1] > 0 ? best[0] : ",";
}

/**
 * Reads CSV records one by one (csv-parse, streaming): quoted fields with "" as an escaped quote
 * and line breaks inside quotes, CRLF or LF, blank lines skipped, short rows padded by the caller.
 * A record the parser cannot read is reported and skipped; reading stops after `maxRecords` + 1
 * records so that an oversized file costs no more than the limit.
 */
export async function readCsv(
  text: string,
  delimiter: CsvDelimiter,
  maxRecords: number,
): Promise<{ records: CsvRecord[]; problems: CsvProblem[]; truncated: boolean }> {
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  const parser = Readable.from([text.replace(/^\uFEFF/, "")]).pipe(
    parse({
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      relax_quotes: true,
    }),
  );
  // Quotes inside a field are taken as written (relax_quotes); what remains unreadable is a quote
  // opened and never closed, found only at the end of the file: it began after the last record.
  let lastEnd = 0;
  // (The parser runs ahead of this loop, so the line is settled once every record is read.)
  const skipped: string[] = [];
  parser.on("skip", (err: { code?: string }) => skipped.push(err.code ?? "CSV_INVALID"));
  let truncated = false;
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    if (record.every((c) => c.trim() === "")) {
      lastEnd = info.lines;
      continue;
    }
    if (records.length > maxRecords) {
      truncated = true;
      parser.destroy();
      break;
    }
    // `lines` is where the record ends; line breaks inside its quoted fields tell where it began.
    const inner = record.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);
    records.push({ line: info.lines - inner, cells: record });
    lastEnd = info.lines;
  }
  for (const code of skipped) problems.push({ line: lastEnd + 1, code });
  return { records, problems, truncated };
}
