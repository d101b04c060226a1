/**
 * The words consultants used in the exam's questions and in the question log (`asked/`), by the article
 * that answers each: the list the retrieval reads (`server/plugins/ai/asked-words.json`, see `askedWords`
 * in `retrieval.ts`), so that a new question worded as earlier ones were ("chase", "hand back", "what
 * usually goes wrong") finds the article whose text words it otherwise. Learned from the exam and the
 * log only: the development and held-out sets stay unseen and measure what it brings.
 *
 *   npx tsx bench/assistant/asked-words.ts               writes the list again after the exam changed
 *   npx tsx bench/assistant/asked-words.ts --with-log    the same, learned from the question log too
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { concepts } from "../../server/plugins/ai/retrieval";
import { askedLog } from "./asked";
import { examQuestions } from "./questions";
import type { AskedQuestion, ExamQuestion } from "./types";

export const ASKED_WORDS_FILE = fileURLToPath(
  new URL("../../server/plugins/ai/asked-words.json", import.meta.url),
);

/** For each article, the sorted words and glossary terms (in both languages) of the questions it answers. */
export function askedWordsOf(
  questions: (AskedQuestion & { kind?: ExamQuestion["kind"] })[],
): Record<string, string[]> {
  const words = new Map<string, Set<string>>();
  for (const q of questions) {
    if (q.kind === "abstain") continue;
    const asked = concepts(q.question, q.lang).flatMap((c) => c.alternatives);
    for (const source of q.sources) {
      const set = words.get(source) ?? new Set<string>();
      for (const word of asked) set.add(word);
      words.set(source, set);
    }
  }
  return Object.fromEntries(
    [...words.keys()].sort().map((source) => [source, [...(words.get(source) ?? [])].sort()]),
  );
}

/**
 * Every question the retrieval learns from: the exam's. Not yet the log's (`asked/`): learned from both,
 * the blind sets gain (161 → 170 of 210) and the read ones stay (411 of 452), but any section of an
 * article then takes the log's everyday words ("computed", "afford", "checks"), and questions the
 * retrieval tests hold lose their right first source (a termination amount answered from income
 * recognition); `--with-log` writes that list, to measure a way of learning it by section.
 */
export const learnedFrom: (AskedQuestion & { kind?: ExamQuestion["kind"] })[] = process.argv.includes(
  "--with-log",
)
  ? [...examQuestions, ...askedLog]
  : examQuestions;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const learned = askedWordsOf(learnedFrom);
  writeFileSync(ASKED_WORDS_FILE, `${JSON.stringify(learned, null, 2)}\n`);
  const count = Object.values(learned).reduce((sum, w) => sum + w.length, 0);
  console.log(`${Object.keys(learned).length} articles, ${count} words`);
}
