import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = import.meta.dirname;
const languages = ["fr", "en"] as const;

type Catalogue = { [key: string]: string | Catalogue };

function load(language: string, file: string): Catalogue {
  return JSON.parse(readFileSync(join(root, language, file), "utf8"));
}

/** Every leaf as "a.b.c" -> text. */
function flatten(catalogue: Catalogue, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

// A French placeholder may carry the word elided before it ("{{name, de}}", see elision.ts).
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(?:de|que)\s*)?\}\}/g)].map((m) => m[1]).sort();

describe("i18n catalogues", () => {
  const files = readdirSync(join(root, "fr")).filter((f) => f.endsWith(".json"));

  it("has the same namespaces in every language", () => {
    for (const language of languages) {
      expect(
        readdirSync(join(root, language))
          .filter((f) => f.endsWith(".json"))
          .sort(),
      ).toEqual([...files].sort());
    }
  });

  for (const file of files) {
    describe(file, () => {
      const fr = flatten(load("fr", file));
      const en = flatten(load("en", file));

      it("has the same keys in fr and en", () => {
        expect([...en.keys()].sort()).toEqual([...fr.keys()].sort());
      });

      it("has only non-empty strings", () => {
        for (const catalogue of [fr, en]) {
          for (const [key, value] of catalogue) {
            expect(typeof value, key).toBe("string");
            expect((value as string).trim(), key).not.toBe("");
          }
        }
      });

      it("uses the same interpolation variables in both languages", () => {
        for (const [key, value] of fr) {
          expect(placeholders(String(en.get(key))), key).toEqual(placeholders(String(value)));
        }
      });
    });
  }
});
