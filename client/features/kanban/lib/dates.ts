/** "yyyy-mm-dd" as the spec's dd/mm/yyyy, read as a calendar date (no time zone shift). */
export function formatDueDate(value: string): string {
  const [y, m, d] = value.split("-");
  return y && m && d ? `${d}/${m}/${y}` : value;
}

/** Today's calendar date where the reader is, as "yyyy-mm-dd". */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Past its due date and not done. */
export const isOverdue = (dueDate: string | null, status: string, today = todayIso()) =>
  dueDate !== null && status !== "done" && dueDate < today;
