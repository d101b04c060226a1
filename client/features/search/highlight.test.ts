import { isValidElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { highlight, searchWords } from "./highlight";
import { matchPages } from "./pages";

/** The pieces of a highlighted text: marked ones as [text], the rest as they are. */
function pieces(node: unknown): string[] {
  const parts = Array.isArray(node) ? node : [node];
  return parts.map((p) =>
    isValidElement(p) ? `[${(p as ReactElement<{ children: string }>).props.children}]` : String(p),
  );
}

describe("highlight", () => {
  it("marks the starts of words, accents and case ignored both ways", () => {
    expect(pieces(highlight("Crédit-bail et crédits", searchWords("CREDIT")))).toEqual([
      "[Crédit]",
      "-bail et ",
      "[crédit]",
      "s",
    ]);
    expect(pieces(highlight("Echeancier", searchWords("échéan")))).toEqual(["[Echean]", "cier"]);
    // Not inside a word.
    expect(pieces(highlight("accrédité", searchWords("credit")))).toEqual(["accrédité"]);
  });

  it("keeps markup as text: React renders it, never as HTML", () => {
    const out = pieces(highlight('<img src=x onerror="alert(1)"> loyer', ["loyer"]));
    expect(out).toEqual(['<img src=x onerror="alert(1)"> ', "[loyer]"]);
  });
});

describe("matchPages", () => {
  const text = (key: string) => ({
    name: key === "kanban" ? "Kanban" : key,
    keywords: key === "kanban" ? "tâches tableau" : "",
  });
  it("finds a page by its name or keywords, and hides admin pages from others", () => {
    expect(matchPages("kan", false, text).map((p) => p.href)).toEqual(["/kanban"]);
    expect(matchPages("taches", false, text).map((p) => p.href)).toEqual(["/kanban"]);
    expect(matchPages("adminTaxonomy", false, text)).toEqual([]);
    expect(matchPages("adminTaxonomy", true, text).map((p) => p.href)).toEqual(["/admin/taxonomy"]);
  });
});
