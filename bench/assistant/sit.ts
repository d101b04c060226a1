/**
 * Sits chosen question sets on a freshly seeded PGlite database and prints, per set, the accuracy, the
 * list completeness, the abstention precision and recall, the wrong-language answers and the failures
 * (question, missing facts, sources cited, the start of the answer), the answers' mean length and the
 * first token's p95 (the time to retrieve and compose). The blind held-out sets (`blind` in `sets.ts`) are refused:
 * they stay blind, nobody reads their failures (`npm run bench -- assistant` measures them without printing them);
 * so is the third look-alike set (`look-alike-3`), counted only by `sit-every.ts`.
 *
 *   npx tsx bench/assistant/sit.ts exam development held-out-2 held-out-3 held-out-5 held-out-8
 *   npx tsx bench/assistant/sit.ts held-out-5 --quiet     figures only, no failures
 *   npx tsx bench/assistant/sit.ts outside                questions outside the domain only: those answered
 *   npx tsx bench/assistant/sit.ts look-alike             questions that look like the domain but that the
 *                                                         knowledge cannot answer: those answered
 *   npx tsx bench/assistant/sit.ts exam --typos          each question with a slip of the finger: two
 *                                                         letters of its longest word (8 letters or more) swapped
 */
import { ask, type ExamAnswer, onSeededDatabase, score } from "./exam";
import { heldOutQuestions } from "./held-out";
import { lookAlikeQuestions } from "./look-alike";
import { lookAlike2Questions } from "./look-alike-2";
import { outsideQuestions } from "./outside";
import { examQuestions } from "./questions";
import { heldOutSets } from "./sets";
import type { ExamQuestion } from "./types";

const SETS: Record<string, ExamQuestion[]> = {
  exam: examQuestions,
  development: heldOutQuestions,
  ...Object.fromEntries(heldOutSets.filter((h) => !h.blind).map((h) => [h.name, h.questions])),
  outside: outsideQuestions,
  "look-alike": lookAlikeQuestions,
  "look-alike-2": lookAlike2Questions,
};
// The third look-alike set (`look-alike-3/`) is blind too: `sit-every.ts` counts it, nobody reads its failures.
const BLIND = new Set([...heldOutSets.filter((h) => h.blind).map((h) => h.name), "look-alike-3"]);

/** A slip of the finger: the fourth and fifth letters of the question's longest word swapped. */
export function withTypo(question: string): string {
  const longest = (question.match(/\p{L}{8,}/gu) ?? []).sort((a, b) => b.length - a.length)[0];
  if (!longest) return question;
  return question.replace(longest, longest.slice(0, 3) + longest[4] + longest[3] + longest.slice(5));
}

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
const ANSWER_EXCERPT = 300;

function describe(failure: ExamAnswer): string {
  const q = failure.question;
  const missing = q.facts.filter((_, i) => !failure.facts[i]).map((spellings) => spellings[0]);
  const what =
    q.kind === "abstain"
      ? "answered instead of abstaining"
      : failure.abstained
        ? "abstained"
        : `missing: ${missing.join(" | ")}`;
  const lines = [
    `  ✗ ${q.id} [${q.kind}] ${q.question}`,
    `      ${what}; expected ${q.sources.join(", ") || "—"}; cited ${failure.sources.join(", ") || "—"}`,
  ];
  if (!failure.abstained) lines.push(`      ${failure.answer.replace(/\s+/g, " ").slice(0, ANSWER_EXCERPT)}`);
  return lines.join("\n");
}

/** The 95th percentile of the times to retrieve and compose (the local engine's first token). */
function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(0.95 * sorted.length) - 1))] ?? 0;
}

/** The mean length of the answers given (declines excluded). */
function meanLength(answers: ExamAnswer[]): number {
  const given = answers.filter((a) => !a.abstained);
  return given.reduce((sum, a) => sum + a.answer.length, 0) / Math.max(1, given.length);
}

async function main() {
  const args = process.argv.slice(2);
  const quiet = args.includes("--quiet");
  const typos = args.includes("--typos");
  const names = args.filter((a) => !a.startsWith("--"));
  const refused = names.filter((n) => BLIND.has(n));
  if (refused.length > 0) {
    console.error(`${refused.join(", ")}: blind set, not sat here`);
    process.exit(2);
  }
  const unknown = names.filter((n) => !SETS[n]);
  if (names.length === 0 || unknown.length > 0) {
    console.error(`usage: sit.ts <set>... [--quiet] [--typos]; sets: ${Object.keys(SETS).join(", ")}`);
    process.exit(2);
  }
  await onSeededDatabase(async (db) => {
    // The first question reads the sections into memory: not a user's typical wait.
    await ask(db, examQuestions[0]);
    const lines: string[] = [];
    for (const name of names) {
      const answers: ExamAnswer[] = [];
      const times: number[] = [];
      for (const q of SETS[name]) {
        const started = performance.now();
        answers.push(await ask(db, typos ? { ...q, question: withTypo(q.question) } : q));
        times.push(performance.now() - started);
      }
      const s = score(answers);
      const line =
        `${name}${typos ? " (one typo each)" : ""}: ${s.questions} questions, accuracy ${pct(s.accuracy)}, lists ${pct(s.listCompleteness)}, ` +
        `abstention precision ${pct(s.abstentionPrecision)} recall ${pct(s.abstentionRecall)}, ` +
        `wrong language ${s.wrongLanguage}, first source ${pct(s.firstSource)}, ` +
        `answer length ${Math.round(meanLength(answers))} characters, first token p95 ${p95(times).toFixed(0)} ms`;
      lines.push(line);
      console.log(line);
      if (!quiet) for (const failure of s.failures) console.log(describe(failure));
    }
    if (!quiet && names.length > 1) console.log(`\n${lines.join("\n")}`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
