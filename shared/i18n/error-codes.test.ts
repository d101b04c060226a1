import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fieldIssueCode } from "../contracts/deliverables";
import { errorParams, frenchText } from "../contracts/error-texts";
import { errorCodes, isErrorCode } from "../contracts/errors";

const root = join(import.meta.dirname, "..", "..");
const catalogue = (language: "fr" | "en", namespace: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, language, `${namespace}.json`), "utf8"));
const errors = { fr: catalogue("fr", "errors"), en: catalogue("en", "errors") } as Record<
  "fr" | "en",
  Record<string, string>
>;

/** Every non-test TypeScript file under `dir`, as [path, source]. */
function sources(dir: string): [string, string][] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => [join(dir, file), readFileSync(join(root, dir, file), "utf8")]);
}

/** The string codes each pattern's first group captures in `files`. */
function codesIn(files: [string, string][], patterns: RegExp[], suffix = "") {
  const found: { code: string; file: string }[] = [];
  for (const [file, source] of files)
    for (const pattern of patterns)
      for (const match of source.matchAll(pattern)) found.push({ code: `${match[1]}${suffix}`, file });
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("error codes", () => {
  it("has a text in French and in English for every registered code, with its values", () => {
    for (const code of errorCodes) {
      for (const language of ["fr", "en"] as const) {
        expect(errors[language][code]?.trim(), `${language}: ${code}`).toBeTruthy();
      }
      // Placeholders the catalogue names are filled from errorParams, the same for both languages.
      expect(placeholders(errors.fr[code]), code).toEqual(Object.keys(errorParams[code] ?? {}).sort());
      expect(frenchText(code), code).not.toMatch(/\{\{/);
    }
  });

  it("keeps no text in the errors catalogues for a code the registry does not know", () => {
    for (const language of ["fr", "en"] as const) {
      expect(
        Object.keys(errors[language]).filter((key) => !isErrorCode(key)),
        language,
      ).toEqual([]);
    }
  });

  it("registers every code the server throws", () => {
    const server = sources("server");
    const thrown = [
      ...codesIn(server, [
        /\b(?:badRequest|conflict|forbidden|unauthorized)\(\s*"([a-z_]+)"/g,
        /\b(?:httpError|new HttpError)\(\s*\d+,\s*"([a-z_]+)"/g,
        /\btooManyRequests\(\s*"([a-z_]+)"/g,
        /\banswer\(\s*"([a-z_]+)"\)/g,
        /\btext: "([a-z_]+)"/g,
      ]),
      ...codesIn(server, [/\bnotFound\(\s*"([a-z_]+)"\)/g], "_not_found"),
    ];
    // The scan finds the throws (a typo in it would let codes slip by unchecked).
    expect(thrown.length).toBeGreaterThan(100);
    const unknown = thrown.filter(({ code }) => !isErrorCode(code) && !code.startsWith("ai_"));
    expect(unknown).toEqual([]);
  });

  it("registers every rule message of the contracts, and the contracts word no rule in French", () => {
    const contracts = sources("shared/contracts");
    const declared = codesIn(contracts, [/\bmsg\(\s*"([a-z_]+)"\)/g]);
    expect(declared.length).toBeGreaterThan(100);
    expect(declared.filter(({ code }) => !isErrorCode(code))).toEqual([]);
    // A zod rule's message given as a sentence would reach English readers in French.
    const sentence = /\.(?:min|max|email|regex|refine|int|positive|length)\([^)]*"[A-ZÀ-Ý][^"]* [^"]*"\)/;
    const worded = contracts.filter(([, source]) => sentence.test(source)).map(([file]) => file);
    expect(worded).toEqual([]);
  });

  it("words every field issue of a deliverable's template in both languages", () => {
    for (const language of ["fr", "en"] as const) {
      const texts = catalogue(language, "deliverables").form.errors as Record<string, string>;
      for (const code of fieldIssueCode.options)
        expect(texts[code]?.trim(), `${language}: ${code}`).toBeTruthy();
    }
  });
});
