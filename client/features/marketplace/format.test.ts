import { describe, expect, it } from "vitest";
import en from "../../../shared/i18n/en/marketplace.json";
import fr from "../../../shared/i18n/fr/marketplace.json";
import { isPaid, priceText } from "./format";

/** The catalogue's text for a key, with its {{placeholders}} filled, as i18next would. */
const translator =
  (catalogue: Record<string, unknown>) => (key: string, options?: Record<string, unknown>) => {
    const text = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
    return String(text).replace(/\{\{(\w+)\}\}/g, (_, name) => String(options?.[name]));
  };
// Intl writes French thousands with a narrow no-break space and the euro after a no-break space.
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("prices as readers read them", () => {
  it("writes each pricing model in French", () => {
    const t = translator(fr);
    const price = (model: "freemium" | "monthly" | "yearly" | "license" | "usage", value: number) =>
      spaces(priceText({ model, price: value }, "fr", t));
    expect(price("monthly", 390)).toBe("390 €/mois");
    expect(price("yearly", 1990)).toBe("1 990 €/an");
    expect(price("license", 24000)).toBe("24 000 € (licence)");
    expect(price("usage", 0.5)).toBe("0,50 €/utilisation");
    expect(price("freemium", 0)).toBe("Gratuit");
    expect(price("monthly", 0)).toBe("Gratuit");
  });

  it("writes each pricing model in English", () => {
    const t = translator(en);
    const price = (model: "monthly" | "yearly" | "license" | "usage", value: number) =>
      priceText({ model, price: value }, "en", t);
    expect(price("monthly", 390)).toBe("€390/month");
    expect(price("yearly", 1990)).toBe("€1,990/year");
    expect(price("license", 24000)).toBe("€24,000 (licence)");
    expect(price("usage", 0.5)).toBe("€0.50/use");
  });

  it("asks for confirmation only when a price is due", () => {
    expect(isPaid({ model: "monthly", price: 390 })).toBe(true);
    expect(isPaid({ model: "usage", price: 0.05 })).toBe(true);
    expect(isPaid({ model: "freemium", price: 0 })).toBe(false);
    expect(isPaid({ model: "license", price: 0 })).toBe(false);
  });
});
