import { describe, expect, it } from "vitest";
import { formatDate, formatDecimal, formatNumber, formatRating } from "./format";

describe("formatDate", () => {
  it("writes dates as Intl's fr-FR dd/mm/yyyy does", () => {
    const intl = new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric" });
    for (const value of [
      "2026-11-27T05:29:00.000Z",
      "2026-01-01T00:00:00.000Z",
      "2025-12-31T23:59:59.999Z",
      "2024-02-29T12:00:00Z",
      "2026-07-04",
    ]) {
      expect(formatDate(value)).toBe(intl.format(new Date(value)));
    }
    expect(formatDate(new Date(2026, 2, 9))).toBe("09/03/2026");
  });

  it("gives nothing for a date it cannot read", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatNumber and formatRating", () => {
  // A fixed sequence of pseudo-random numbers in [0, 1), the same on every run.
  let seed = 42;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const intl = (language: string, decimals?: number) =>
    new Intl.NumberFormat(
      language === "en" ? "en-GB" : "fr-FR",
      decimals === undefined
        ? undefined
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );

  it("write whole numbers as Intl does, in both languages", () => {
    const values = [0, 1, 9, 10, 999, 1000, 1234, 12_500, 99_999, 100_000, 1_234_567, 2 ** 53 - 1];
    for (let i = 0; i < 200; i++) values.push(Math.floor(random() * 10 ** (1 + (i % 12))));
    for (const language of ["fr", "en"]) {
      for (const value of values) expect(formatNumber(value, language)).toBe(intl(language).format(value));
      // And the rest through Intl itself.
      for (const value of [-1234, 0.5, 1234.567, -0.25])
        expect(formatNumber(value, language)).toBe(intl(language).format(value));
    }
  });

  it("round ratings to one decimal as Intl does", () => {
    const values = [
      0, 0.05, 0.15, 0.25, 0.35, 0.45, 1.25, 2.675, 4, 4.449, 4.45, 4.55, 4.95, 4.96, 9.99, 1234.56,
    ];
    for (let i = 0; i <= 1000; i++) values.push(i / 100, i / 200, random() * 5);
    for (const language of ["fr", "en"]) {
      for (const value of values) expect(formatRating(value, language)).toBe(intl(language, 1).format(value));
      for (const value of [-1.25, 1e-7])
        expect(formatRating(value, language)).toBe(intl(language, 1).format(value));
    }
  });

  it("follow the reader's language, with one decimal for ratings", () => {
    expect(formatNumber(12500, "fr")).toBe(new Intl.NumberFormat("fr-FR").format(12500));
    expect(formatNumber(12500, "en")).toBe("12,500");
    expect(formatRating(4.56, "fr")).toBe("4,6");
    expect(formatRating(4, "en")).toBe("4.0");
    // The formatters are kept per language and shape: a number after a rating has no decimal.
    expect(formatNumber(3, "en")).toBe("3");
  });

  it("write numbers to at most one decimal as Intl does", () => {
    const values = [0, 3, 3.04, 2.96, 3.4, 3.45, 9.95, 12.5, 1234.56, -1.25, -3.04, -2.96];
    for (let i = 0; i <= 600; i++) values.push(i / 100, random() * 10);
    for (const language of ["fr", "en"]) {
      const intl = new Intl.NumberFormat(language === "en" ? "en-GB" : "fr-FR", { maximumFractionDigits: 1 });
      for (const value of values) expect(formatDecimal(value, language)).toBe(intl.format(value));
    }
  });
});
