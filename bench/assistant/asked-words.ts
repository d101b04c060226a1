/**
 * The words consultants used in the exam's questions, by the article that answers each: the list the
 * retrieval reads (`server/plugins/ai/asked-words.json`, see `askedWords` in `retrieval.ts`); and the
 * question log (`asked/`), which it places by section (`asked-log.json`, see `loggedBySection`); so
 * that a new question worded as earlier ones were ("chase", "hand back", "what usually goes wrong")
 * finds the article whose text words it otherwise. Learned from the exam and the
 * log only: the development and held-out sets stay unseen and measure what it brings.
 *
 *   npx tsx bench/assistant/asked-words.ts     writes both again after the exam or the log changed
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { concepts, type LoggedQuestion } from "../../server/plugins/ai/retrieval";
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
 * The questions whose words count for the article that answers them: the exam's. The question log's
 * (`asked/`) count by section instead (`loggedQuestionsOf`): learned by article, any section of an
 * article took the log's everyday words ("computed", "afford", "checks"), and questions the retrieval
 * tests hold lost their right first source (a termination amount answered from income recognition).
 */
export const learnedFrom: (AskedQuestion & { kind?: ExamQuestion["kind"] })[] = examQuestions;

export const ASKED_LOG_FILE = fileURLToPath(
  new URL("../../server/plugins/ai/asked-log.json", import.meta.url),
);

/** The question log as the retrieval reads it (`asked-log.json`, see `loggedBySection` in `retrieval.ts`). */
export function loggedQuestionsOf(questions: AskedQuestion[]): LoggedQuestion[] {
  return questions.flatMap((q) =>
    q.sources.map((source) => ({ lang: q.lang, question: q.question, source })),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const learned = askedWordsOf(learnedFrom);
  writeFileSync(ASKED_WORDS_FILE, `${JSON.stringify(learned, null, 2)}\n`);
  const count = Object.values(learned).reduce((sum, w) => sum + w.length, 0);
  console.log(`${Object.keys(learned).length} articles, ${count} words`);
  const logged = loggedQuestionsOf(askedLog);
  writeFileSync(ASKED_LOG_FILE, `${JSON.stringify(logged, null, 2)}\n`);
  console.log(`${logged.length} logged questions`);
}
