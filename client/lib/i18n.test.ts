import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import i18next from "i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";

// The client's i18n must translate exactly as i18next (configured as the app configured it) does.
const root = join(import.meta.dirname, "..", "..", "shared", "i18n");
const LANGUAGES = ["fr", "en"] as const;
type Catalogue = { [key: string]: unknown };
const resources = Object.fromEntries(
  LANGUAGES.map((lng) => [
    lng,
    Object.fromEntries(
      readdirSync(join(root, lng)).map((file) => [
        file.replace(/\.json$/, ""),
        JSON.parse(readFileSync(join(root, lng, file), "utf8")) as Catalogue,
      ]),
    ),
  ]),
);
const namespaces = Object.keys(resources.fr);

/** Every key path of a catalogue, objects included (`a`, `a.b`, `a.b.c`…). */
function paths(node: Catalogue, prefix = ""): string[] {
  return Object.entries(node).flatMap(([k, v]) => {
    const path = prefix + k;
    return v && typeof v === "object" ? [path, ...paths(v as Catalogue, `${path}.`)] : [path];
  });
}

async function reference(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources,
    fallbackLng: false,
    defaultNS: "common",
    ns: namespaces,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

let ours: typeof import("./i18n").i18n;
beforeAll(async () => {
  vi.stubGlobal("document", { documentElement: { lang: "fr" } });
  ({ i18n: ours } = await import("./i18n"));
  await ours.loadNamespaces(namespaces);
});

describe.each(LANGUAGES)("i18n in %s", (lng) => {
  it("translates every key as i18next does", async () => {
    const theirs = await reference(lng);
    await ours.changeLanguage(lng);
    expect(ours.language).toBe(lng);
    const differences: string[] = [];
    let checked = 0;
    for (const ns of namespaces) {
      const text = JSON.stringify(resources[lng][ns]);
      const variables = [...new Set([...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]))];
      const filled = Object.fromEntries(variables.map((v, i) => [v, `<${i}>`]));
      for (const path of paths(resources[lng][ns])) {
        const key = path.replace(/_(zero|one|two|few|many|other)$/, "");
        const checks: [string, Record<string, unknown>][] = [
          [`${ns}:${path}`, {}],
          [`${ns}:${key}`, filled],
          [`${ns}:${key}`, { ...filled, count: 0 }],
          [`${ns}:${key}`, { ...filled, count: 1 }],
          [`${ns}:${key}`, { count: 5 }],
          [`${ns}:${key}`, { [variables[0] ?? "name"]: undefined }],
          [`${ns}:${key}.missing`, { defaultValue: "fallback {{name}}", name: "N" }],
        ];
        for (const [k, options] of checks) {
          checked++;
          const expected = theirs.t(k, options);
          const actual = ours.t(k, options);
          if (actual !== expected)
            differences.push(`${lng} ${k} ${JSON.stringify(options)}: ${actual} ≠ ${expected}`);
        }
        if (ours.exists(`${ns}:${path}`) !== theirs.exists(`${ns}:${path}`))
          differences.push(`exists ${ns}:${path}`);
      }
    }
    for (const k of ["missing", "common:missing", "nope:key", "a sentence: with a colon", "validation"]) {
      if (ours.t(k) !== theirs.t(k)) differences.push(`${k}: ${ours.t(k)} ≠ ${theirs.t(k)}`);
    }
    expect(checked).toBeGreaterThan(5_000);
    expect(differences.slice(0, 20)).toEqual([]);
  });
});
