/**
 * Limits on what an upload may cost the server, whatever its size on the wire. Listed in
 * docs/deploy.md ("Limits and abuse").
 */
export const uploadLimits = {
  /** A knowledge file, as sent. */
  maxUploadBytes: 10 * 1024 * 1024,
  /** ZIP-based files (Word, Office, archives): read from the central directory before anything is inflated. */
  zip: {
    maxEntries: 5000,
    /** One entry, inflated (a Word document's text part is rarely above 10 MB). */
    maxEntryBytes: 40 * 1024 * 1024,
    /** All entries, inflated. */
    maxTotalBytes: 100 * 1024 * 1024,
    /** Inflated size over compressed size, for entries above 1 MB inflated (text compresses 5 to 20 times). */
    maxRatio: 100,
    ratioFloorBytes: 1024 * 1024,
  },
  /** PDF pages read for text. */
  maxPdfPages: 2000,
  /**
   * Characters of a document's text kept for search and preview (the file itself is kept whole and
   * downloadable). Bounded well below PostgreSQL's 1 MB limit on a text search vector.
   */
  maxIndexedChars: 200_000,
  /** The worker that reads a file: its own heap, and its time. */
  workerHeapMb: 384,
  workerTimeMs: 30_000,
  /** Files read at once; more wait, and past `maxQueued` waiting the upload is refused (503). */
  concurrentWorkers: 2,
  maxQueued: 16,
  /** Reading the text of scans and photos (OCR): one file at a time per instance, in the background. */
  ocr: {
    /** Image-only PDF pages read by OCR; pages past it keep whatever text layer they have. */
    maxPages: 30,
    /** An uploaded image larger than this is refused (413): decoding it would cost too much memory. */
    maxImagePixels: 40_000_000,
    /** An image inside a PDF is scaled down to this before OCR (300 dpi A4 is about 8.7 million). */
    maxOcrPixels: 12_000_000,
    /** Images smaller than this on either side (logos, rules) are not read. */
    minImageSide: 32,
    /** One file's OCR, all pages: past it the file is marked failed. */
    jobTimeMs: 180_000,
    /** A file being read is claimed for this long, renewed while its instance works on it. */
    leaseMs: 60_000,
    heartbeatMs: 15_000,
    /** A file whose OCR was interrupted this many times (restarts, crashes) is marked failed. */
    maxAttempts: 3,
  },
} as const;
