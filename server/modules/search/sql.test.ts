import { describe, expect, it } from "vitest";
import type { KindSearch } from "../../../shared/contracts/search";
import { passageOf, rankedByTitle, titleScore } from "./sql";

describe("ranking a kind's candidates by their titles", () => {
  it("puts a whole-word title match before a prefix, and a prefix before no match", () => {
    expect(titleScore(["Résiliation anticipée"], ["resiliation"])).toBe(2);
    expect(titleScore(["Résiliations"], ["resiliation"])).toBe(1);
    expect(titleScore(["Loyer"], ["resiliation"])).toBe(0);
    // French and English titles count together.
    expect(titleScore(["Crédit-bail", "Finance lease"], ["lease", "credit"])).toBe(4);
  });

  it("keeps the database's order between equal titles and pages after ranking", () => {
    const rows = ["Note de loyer", "Loyer", "Relance", "Loyers impayés", "Loyer majoré"].map((title, i) => ({
      id: String(i),
      title,
    }));
    const s = (offset: number): KindSearch => ({ terms: ["loyer"], lang: "fr", limit: 2, offset });
    const map = (r: { id: string; title: string }) => ({
      id: r.id,
      kind: "task" as const,
      title: r.title,
      detail: "",
      link: "",
    });
    const first = rankedByTitle(rows, s(0), (r) => [r.title], map);
    expect(first.items.map((i) => i.title)).toEqual(["Note de loyer", "Loyer"]);
    expect(first.more).toBe(true);
    const second = rankedByTitle(rows, s(2), (r) => [r.title], map);
    expect(second.items.map((i) => i.title)).toEqual(["Loyer majoré", "Loyers impayés"]);
    expect(second.more).toBe(true);
  });
});

describe("the passage shown under a document", () => {
  const text = `${"Introduction générale du document. ".repeat(20)}La vérification préalable du crédit-bail précède le déblocage des fonds. Fin.`;

  it("is taken around the first word that matches, accents ignored, marked as cut", () => {
    const passage = passageOf(text, ["verification"]);
    expect(passage).toContain("vérification préalable du crédit-bail");
    expect(passage.startsWith("… ")).toBe(true);
    expect(passage.split(/\s+/).length).toBeLessThanOrEqual(27);
  });

  it("counts a word that starts with the one being typed, and falls back to the beginning", () => {
    expect(passageOf(text, ["deblo"])).toContain("déblocage");
    expect(passageOf(text, ["introuvable"]).startsWith("Introduction générale")).toBe(true);
    expect(passageOf("", ["x"])).toBe("");
  });
});
