import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { plain } from "../../db/full-text";

/**
 * French verbs and their forms, from the Lefff lexicon (package `french-verbs-lefff`, its data under
 * the LGPL-LR, read as published): which verb an inflected form belongs to ("écris" → écrire,
 * "tournent" → tourner), and the forms the knowledge writes a verb in (the infinitive, the present,
 * the participles, the gerund). The stemmer joins regular forms; it leaves "écris" and "écrit",
 * "tournent" and "tourner" apart, and a question's verb the knowledge does hold then weighs as an
 * unknown subject. Read on first use: about 0.3 s and 25 MB, once per process (`prepareRetrieval`
 * does it at start).
 */
type Conjugations = Record<string, Record<string, (string | null)[]>>;
type VerbForms = { verbOf: Map<string, string>; written: Map<string, string[]> };

let read: VerbForms | undefined;

function load(): VerbForms {
  if (read) return read;
  const require = createRequire(import.meta.url);
  const file = require.resolve("french-verbs-lefff/dist/conjugations.json");
  const tables = JSON.parse(readFileSync(file, "utf8")) as Conjugations;
  const verbOf = new Map<string, string>();
  const written = new Map<string, string[]>();
  const forms = (list: (string | null)[] | undefined) =>
    (list ?? []).filter((f): f is string => typeof f === "string" && f !== "NA").map(plain);
  for (const [verb, table] of Object.entries(tables)) {
    for (const form of Object.values(table).flatMap(forms)) if (!verbOf.has(form)) verbOf.set(form, verb);
    written.set(verb, [...new Set([plain(verb), ...forms(table.P), ...forms(table.K), ...forms(table.G)])]);
  }
  read = { verbOf, written };
  return read;
}

/** The verb a French form belongs to, as the lexicon has it ("ecris" → "écrire"), if it is one. */
export function verbOf(form: string): string | undefined {
  return load().verbOf.get(form);
}

/** The forms of a verb the knowledge writes it in, accents removed, the infinitive first. */
export function writtenForms(verb: string): string[] {
  return load().written.get(verb) ?? [];
}

/** Reads the lexicon now rather than on the first question that needs it. */
export function prepareVerbForms(): void {
  load();
}
