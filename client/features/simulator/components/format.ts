/** Euro amounts in the reader's locale: "888,49 €" in French, "€888.49" in English. */
export function euro(value: number, language: string) {
  return new Intl.NumberFormat(language === "en" ? "en-GB" : "fr-FR", {
    style: "currency",
    currency: "EUR",
  }).format(value);
}

/** Reads what people type in a number field: spaces as thousands separators, comma or dot decimals. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}
