import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language";
import { estimateTokens } from "./tokens";

describe("estimateTokens", () => {
  it("follows the spec's formula", () => {
    expect(estimateTokens("")).toBe(0);
    // 35 plain letters: 35 / 3.5 = 10.
    expect(estimateTokens("a".repeat(35))).toBe(10);
    // 7 chars incl. 2 accents and 1 mark: 2 + 0.2 + 0.05 = 2.25 -> 3.
    expect(estimateTokens("été, ok")).toBe(3);
  });
});

describe("detectLanguage", () => {
  it("tells French from English questions", () => {
    expect(detectLanguage("Comment activer un contrat dans Alfa ?")).toBe("fr");
    expect(detectLanguage("How do I activate a contract in Alfa?")).toBe("en");
    expect(detectLanguage("echeancier loyers")).toBe("fr");
    // Terse questions: the words of the trade tell the language when function words are missing.
    expect(detectLanguage("usury rate bands consumer loans?")).toBe("en");
    expect(detectLanguage("lessee's deadline early termination")).toBe("en");
    expect(detectLanguage("tranches usure credit conso ?")).toBe("fr");
    expect(detectLanguage("validite d'une offre alfa ?")).toBe("fr");
  });
});
