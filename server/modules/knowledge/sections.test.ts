import { describe, expect, it } from "vitest";
import { blocksOf, splitSections } from "./sections";

describe("knowledge sections", () => {
  it("splits an article at its headings, titled by their path, the summary first", () => {
    const sections = splitSections(
      "Activer un contrat",
      "# Activer un contrat\n\nIntroduction.\n\n## Prérequis\n\nAlfa vérifie :\n\n- un actif\n- un mandat\n\n### Cas particulier\n\nTexte.\n\n## Après\n\nFin.",
      "Résumé de l'article.",
    );
    expect(sections.map((s) => s.heading)).toEqual([
      "Activer un contrat",
      "Activer un contrat › Prérequis",
      "Activer un contrat › Prérequis › Cas particulier",
      "Activer un contrat › Après",
    ]);
    expect(sections[0].text).toBe("Résumé de l'article.\n\nIntroduction.");
    expect(sections[1].text).toBe("Alfa vérifie :\n\n- un actif\n- un mandat");
  });

  it("keeps a list whole and with the sentence that introduces it", () => {
    expect(blocksOf("Intro.\n\nLes étapes :\n1. Un\n2. Deux\n\n3. Trois\nSuite.")).toEqual([
      "Intro.",
      "Les étapes :\n1. Un\n2. Deux\n\n3. Trois",
      "Suite.",
    ]);
  });

  it("cuts a very long section between blocks, never inside a list", () => {
    const list = Array.from({ length: 40 }, (_, i) => `- élément ${i} ${"x".repeat(40)}`).join("\n");
    const text = `${"Paragraphe. ".repeat(150)}\n\n${list}`;
    const sections = splitSections("Doc", `## Partie\n\n${text}`);
    expect(sections.length).toBe(2);
    expect(sections[1].text).toBe(list);
  });
});
