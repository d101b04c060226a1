import yauzl from "yauzl";
import { type HttpError, httpError } from "../plugins/errors";
import { uploadLimits } from "./limits";

export type ZipSummary = { entries: number; totalBytes: number; names: string[] };

const tooLarge = () => httpError(413, "archive_too_large");
const unreadable = () => httpError(415, "unreadable_file");

/**
 * Reads a ZIP archive's central directory (yauzl), without inflating anything, and refuses (413) an
 * archive whose entries, once inflated, would exceed the limits: too many entries, an entry or a total
 * too large, or a compression ratio only a decompression bomb has. Sizes that the archive understates
 * are caught later by the extraction worker's own memory and time limits.
 */
export function checkZipArchive(data: Buffer, limits = uploadLimits.zip): Promise<ZipSummary> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return reject(unreadable());
      const summary: ZipSummary = { entries: 0, totalBytes: 0, names: [] };
      const fail = (error: HttpError) => {
        zip.close();
        reject(error);
      };
      zip.on("error", () => fail(unreadable()));
      zip.on("entry", (entry: yauzl.Entry) => {
        summary.entries++;
        summary.totalBytes += entry.uncompressedSize;
        if (summary.names.length < 100) summary.names.push(entry.fileName);
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (
          summary.entries > limits.maxEntries ||
          entry.uncompressedSize > limits.maxEntryBytes ||
          summary.totalBytes > limits.maxTotalBytes ||
          (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxRatio)
        )
          return fail(tooLarge());
        zip.readEntry();
      });
      zip.on("end", () => resolve(summary));
      zip.readEntry();
    });
  });
}
