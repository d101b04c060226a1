import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { frenchTypography } from "./typography";

const NARROW_NBSP = "\u202f";

/** Texts that are not French sentences: the spec's English 404 text, an HTTP header as written. */
const NOT_FRENCH = new Set(["common.json notFound.description", "errors.json not_acceptable"]);

/** Every string of a catalogue, with its key path. */
function texts(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === "string") return [[path.join("."), value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, v]) => texts(v, [...path, key]));
  return [];
}

/**
 * Where French typography wants a narrow no-break space and the text has a plain space or none:
 * before ; : ! ? and inside « ». Placeholders ({{name}}), addresses and times (14:05) are not
 * punctuation.
 */
function typographyFaults(text: string): string[] {
  const prose = text
    .replace(/\{\{[^}]*\}\}/g, "X")
    .replace(/https?:\/\/\S+/g, "URL")
    .replace(/\d:\d/g, "9h9");
  const faults: string[] = [];
  for (const m of prose.matchAll(/(^|.)([;:!?])/g)) if (m[1] !== NARROW_NBSP) faults.push(`before “${m[2]}”`);
  for (const m of prose.matchAll(/«(.?)/g)) if (m[1] !== NARROW_NBSP) faults.push("after «");
  for (const m of prose.matchAll(/(^|.)»/g)) if (m[1] !== NARROW_NBSP) faults.push("before »");
  return faults;
}

describe("French typography", () => {
  it("finds a plain space or none before ; : ! ? and inside « », and nothing in URLs, times and placeholders", () => {
    expect(typographyFaults("Mot de passe oublié ?")).toEqual(["before “?”"]);
    expect(typographyFaults("Bienvenue!")).toEqual(["before “!”"]);
    expect(typographyFaults("Supprimer « {{name}} »")).toEqual(["after «", "before »"]);
    expect(typographyFaults(`Motif${NARROW_NBSP}: {{reason}}`)).toEqual([]);
    expect(typographyFaults(`«${NARROW_NBSP}{{name}}${NARROW_NBSP}»`)).toEqual([]);
    expect(typographyFaults("Ouvert à 14:05, voir https://praxis.fr/aide?x=1")).toEqual([]);
  });

  it("puts a narrow no-break space before ; : ! ? and inside « » in every French catalogue", () => {
    const dir = join(import.meta.dirname, "fr");
    const faults: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const catalogue = JSON.parse(readFileSync(join(dir, file), "utf8"));
      for (const [key, text] of texts(catalogue)) {
        if (NOT_FRENCH.has(`${file} ${key}`)) continue;
        for (const fault of typographyFaults(text)) faults.push(`${file} ${key}: ${fault} in “${text}”`);
      }
    }
    expect(faults).toEqual([]);
  });
});

describe("frenchTypography", () => {
  it("puts the narrow no-break space where generated French needs it, and only there", () => {
    const n = NARROW_NBSP;
    expect(frenchTypography("Auteur : Camille Petit")).toBe(`Auteur${n}: Camille Petit`);
    expect(frenchTypography("Bienvenue!")).toBe(`Bienvenue${n}!`);
    expect(frenchTypography("Note 2 : x ; y")).toBe(`Note 2${n}: x${n}; y`);
    expect(frenchTypography("Supprimer « x » ?")).toBe(`Supprimer «${n}x${n}»${n}?`);
    expect(frenchTypography("Motif\u00a0: x")).toBe(`Motif${n}: x`);
    expect(frenchTypography("à 14:05, voir https://praxis.fr/aide?x=1")).toBe(
      "à 14:05, voir https://praxis.fr/aide?x=1",
    );
    for (const text of ["Auteur : x", "« x » !", "a;b", "Titre :"])
      expect(typographyFaults(frenchTypography(text)), text).toEqual([]);
  });
});
