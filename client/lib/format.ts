/** The spec shows every date as fr-FR dd/mm/yyyy, in both languages. Built on first use, not on load. */
let dateFormat: Intl.DateTimeFormat | undefined;

export function formatDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  dateFormat ??= new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric" });
  return dateFormat.format(date);
}

/** Counters follow the reader's language for thousands separators (12 500 / 12,500). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === "en" ? "en-GB" : "fr-FR").format(value);
}

/** Two-letter initials for avatars, from the profile names or, failing that, the e-mail. */
export function initials(firstName: string, lastName: string, email: string): string {
  const fromNames = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (fromNames || email.slice(0, 2)).toUpperCase();
}

/** Ratings to one decimal in the reader's language (4,6 / 4.6). */
export function formatRating(rating: number, language: string) {
  return new Intl.NumberFormat(language === "en" ? "en-GB" : "fr-FR", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}
