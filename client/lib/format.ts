// Dates have a module of their own: a screen that only writes dates (the login page's changelog)
// takes it alone, as shared modules copied into a screen's chunk keep all their exports.
export { formatDate } from "./format-date";

/** Thousands as Intl writes them: a narrow no-break space in French (12 500), a comma in English. */
const GROUP = { fr: "\u202f", en: "," } as const;
const DECIMAL = { fr: ",", en: "." } as const;
const languageOf = (language: string) => (language === "en" ? "en" : "fr");
const grouped = (digits: string, language: "fr" | "en") =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[language]);

/** The rest (negative or huge numbers, decimals): Intl, one formatter per language and shape. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function intlFormat(value: number, language: string, decimals?: number): string {
  const key = `${languageOf(language)}:${decimals ?? ""}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      language === "en" ? "en-GB" : "fr-FR",
      decimals === undefined
        ? undefined
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * Counters follow the reader's language for thousands separators (12 500 / 12,500). Whole
 * numbers, a card list's counts, are written by hand as Intl writes them (format.test.ts checks
 * they agree): a page's first Intl formatter loads the locale's data on the main thread.
 */
export function formatNumber(value: number, language: string): string {
  if (Number.isSafeInteger(value) && value >= 0) return grouped(String(value), languageOf(language));
  return intlFormat(value, language);
}

/** Two-letter initials for avatars, from the profile names or, failing that, the e-mail. */
export function initials(firstName: string, lastName: string, email: string): string {
  const fromNames = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  return (fromNames || email.slice(0, 2)).toUpperCase();
}

/** Ratings to one decimal in the reader's language (4,6 / 4.6). */
export function formatRating(rating: number, language: string) {
  // Rounded half up from its shortest decimal writing, as Intl rounds (0.15 → 0.2, not toFixed's 0.1).
  const written = String(rating);
  if (!(rating >= 0 && rating < 1e14) || written.includes("e")) return intlFormat(rating, language, 1);
  const tenths = Math.round(Number(`${written}e1`));
  const lang = languageOf(language);
  return `${grouped(String(Math.floor(tenths / 10)), lang)}${DECIMAL[lang]}${tenths % 10}`;
}

/** Numbers to at most one decimal in the reader's language (3 / 3,4), as Intl writes them. */
export function formatDecimal(value: number, language: string): string {
  const rounded = formatRating(value, language);
  // A decimal rounded to .0 is written as the whole number it rounds to, as Intl does.
  return /[.,]0$/.test(rounded) ? formatNumber(Math.round(value), language) : rounded;
}
