import { saveFile } from "@/lib/save-file";

/**
 * Saves text as a CSV file. The byte-order mark makes Excel read the accents as UTF-8 (it otherwise
 * assumes the local code page).
 */
export function downloadCsv(fileName: string, csv: string) {
  saveFile(new Blob([`\uFEFF${csv}`], { type: "text/csv;charset=utf-8" }), fileName);
}
