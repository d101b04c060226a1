import { describe, expect, it } from "vitest";
import { withoutSourcesLine } from "./sources-line";

describe("an answer's closing list of sources", () => {
  it("is dropped in both languages, whether on one line or one line per source", () => {
    const fr =
      "D'après « Activer un contrat » [1]\u202f:\n\n1. Vérifier le PV\n\nSources\u202f: [1] Activer un contrat · [2] Guide";
    expect(withoutSourcesLine(fr)).toBe("D'après « Activer un contrat » [1]\u202f:\n\n1. Vérifier le PV");
    expect(withoutSourcesLine("According to “Rents” [1]: text.\n\nSources: [1] Rents")).toBe(
      "According to “Rents” [1]: text.",
    );
    expect(withoutSourcesLine("Answer [1] [2].\n\n**Sources:**\n- [1] Rents\n- [2] Fees\n")).toBe(
      "Answer [1] [2].",
    );
  });

  it("keeps a text that only speaks of sources, or lists none", () => {
    const text = "Sources: the knowledge base has no article on this.";
    expect(withoutSourcesLine(text)).toBe(text);
    const body = "Les sources de financement sont multiples : prêt, crédit-bail [1].";
    expect(withoutSourcesLine(body)).toBe(body);
    const middle = "Sources : [1] A\n\nThe rest of the answer.";
    expect(withoutSourcesLine(middle)).toBe(middle);
  });
});
