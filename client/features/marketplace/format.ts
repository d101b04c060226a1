import type { PricingModel } from "@shared/contracts/marketplace";

/** One formatter per language, with cents or without: a catalogue prices a dozen cards. */
const euroFormats = new Map<string, Intl.NumberFormat>();

/** Euros in the reader's language, with cents only when the price has some (0,90 € / 149 €). */
export function formatEuros(price: number, language: string) {
  const cents = !Number.isInteger(price);
  const key = `${language === "en" ? "en" : "fr"}:${cents}`;
  let format = euroFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === "en" ? "en-GB" : "fr-FR", {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: 2,
    });
    euroFormats.set(key, format);
  }
  return format.format(price);
}

const PRICE_KEY = {
  monthly: "card.perMonth",
  yearly: "card.perYear",
  license: "card.license",
  usage: "card.perUsage",
} as const;

/** A solution is paid when it has a price and is not freemium: subscribing to it asks for confirmation. */
export const isPaid = (pricing: { model: PricingModel; price: number }) =>
  pricing.price > 0 && pricing.model !== "freemium";

/**
 * Spec section 9: a free solution reads 'Gratuit' (button 'Ajouter'); a paid one reads its price in
 * euros by its model: "390 €/mois", "1 990 €/an", "24 000 € (licence)", "0,50 €/utilisation"
 * (button "S'abonner").
 */
export function priceText(
  pricing: { model: PricingModel; price: number },
  language: string,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  if (!isPaid(pricing)) return t("card.free");
  const price = formatEuros(pricing.price, language);
  return t(PRICE_KEY[pricing.model as Exclude<PricingModel, "freemium">], { price });
}
