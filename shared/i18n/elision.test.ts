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

describe("contraction", () => {
  it("merges de and à with the article le or les that begins the next words", () => {
    expect(elide("de", "le comité de crédit")).toBe("du comité de crédit");
    expect(elide("de", "les analystes")).toBe("des analystes");
    expect(elide("à", "le comité")).toBe("au comité");
    expect(elide("à", "les analystes")).toBe("aux analystes");
  });

  it("leaves la, l', a capital Le (a proper name) and à before a vowel as written", () => {
    expect(elide("de", "la direction")).toBe("de la direction");
    expect(elide("de", "l'équipe")).toBe("de l'équipe");
    expect(elide("de", "Le Goff")).toBe("de Le Goff");
    expect(elide("à", "Alice")).toBe("à Alice");
    expect(elide("que", "le lecteur")).toBe("que le lecteur");
    expect(elide("de", "lettres")).toBe("de lettres");
  });
});
