import type { PricingModel } from "@shared/contracts/marketplace";

/** Euros in the reader's language, with cents only when the price has some (0,90 € / 149 €). */
export function formatEuros(price: number, language: string) {
  return new Intl.NumberFormat(language === "en" ? "en-GB" : "fr-FR", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price);
}

/**
 * Spec section 9: a price of 0 reads 'Gratuit' (button 'Ajouter'); any other price reads in euros
 * per month for a subscription, per usage otherwise (button "S'abonner").
 */
export function priceText(
  pricing: { model: PricingModel; price: number },
  language: string,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  if (pricing.price === 0) return t("card.free");
  const price = formatEuros(pricing.price, language);
  return pricing.model === "subscription" ? t("card.perMonth", { price }) : t("card.perUsage", { price });
}

/** Ratings to one decimal in the reader's language (4,6 / 4.6). */
export function formatRating(rating: number, language: string) {
  return new Intl.NumberFormat(language === "en" ? "en-GB" : "fr-FR", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}
