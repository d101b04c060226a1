/** Most rows one import accepts; larger files are split by the admin. */
export const IMPORT_MAX_ROWS = 50_000;
/** Bytes of one uploaded file: 50,000 rows of long names, even in UTF-16. */
export const IMPORT_MAX_BYTES = 16 * 1024 * 1024;
