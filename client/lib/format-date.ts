const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * The spec shows every date as fr-FR dd/mm/yyyy, in both languages: built by hand, as
 * Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric" }) writes it
 * (format.test.ts checks they agree), since the first Intl formatter of a page loads the locale's
 * data on the main thread (over 100 ms under Lighthouse's 4× CPU slowdown) in a card list's first render.
 */
export function formatDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}
