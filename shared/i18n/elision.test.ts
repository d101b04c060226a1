import { describe, expect, it } from "vitest";
import { elide } from "./elision";

describe("elide", () => {
  it("elides before a vowel, accented or capital", () => {
    expect(`Tableau ${elide("de", "Alice Testeur")}`).toBe("Tableau d'Alice Testeur");
    expect(`en tant ${elide("que", "éditeur")}`).toBe("en tant qu'éditeur");
    expect(elide("de", "Émilie")).toBe("d'Émilie");
  });

  it("keeps the word whole before a consonant, an h or a digit", () => {
    expect(elide("de", "Marc Durand")).toBe("de Marc Durand");
    expect(elide("de", "Hugo Martin")).toBe("de Hugo Martin");
    expect(elide("que", "lecteur")).toBe("que lecteur");
    expect(elide("de", "11 personnes")).toBe("de 11 personnes");
  });
});
