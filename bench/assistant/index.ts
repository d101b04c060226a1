import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectPostgres, type Database, openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { seed } from "../../server/db/seed/seed";
import { createFreshDatabase, postgresUnreachable } from "../lib/postgres";
import type { Benchmark, Goal, Outcome } from "../lib/types";
import { ask, type ExamAnswer, score } from "./exam";
import { heldOutQuestions } from "./held-out";
import { outsideQuestions } from "./outside";
import { examQuestions } from "./questions";
import { heldOutSets } from "./sets";
import type { ExamQuestion } from "./types";

/** Goals of the issue. */
const GOALS = { accuracy: 0.95, abstention: 0.95, completeness: 0.95, firstTokenP95Ms: 150 };

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
const atLeast = (label: string, measured: number, goal: number): Goal => ({
  label,
  target: `≥ ${pct(goal)}`,
  measured: pct(measured),
  met: measured >= goal,
});

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/**
 * Sits one set of questions on a seeded database. The local engine streams its first token as soon
 * as the answer is composed, so the time to retrieve and compose is its time to first token.
 */
async function sitSet(
  variant: string,
  db: Database["db"],
  questions: ExamQuestion[],
  log: (line: string) => void,
): Promise<Outcome> {
  const answers: ExamAnswer[] = [];
  const times: number[] = [];
  for (const q of questions) {
    const started = performance.now();
    answers.push(await ask(db, q));
    times.push(performance.now() - started);
  }
  const s = score(answers);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  log(
    `${variant}: ${s.questions} questions, accuracy ${pct(s.accuracy)}, lists ${pct(s.listCompleteness)}, ` +
      `abstention precision ${pct(s.abstentionPrecision)} recall ${pct(s.abstentionRecall)}, ` +
      `wrong language ${s.wrongLanguage}, first token p95 ${p95.toFixed(0)} ms`,
  );
  const byKind = (kind: string, lang: string) => {
    const subset = answers.filter((a) => a.question.kind === kind && a.question.lang === lang);
    return `${subset.filter((a) => a.correct).length}/${subset.length}`;
  };
  return {
    variant,
    columns: ["", "fr", "en"],
    rows: [
      ["fact (right)", byKind("fact", "fr"), byKind("fact", "en")],
      ["list (every item)", byKind("list", "fr"), byKind("list", "en")],
      ["abstain (abstained)", byKind("abstain", "fr"), byKind("abstain", "en")],
    ],
    goals: [
      atLeast("accuracy", s.accuracy, GOALS.accuracy),
      atLeast("list completeness", s.listCompleteness, GOALS.completeness),
      atLeast("abstention precision", s.abstentionPrecision, GOALS.abstention),
      atLeast("abstention recall", s.abstentionRecall, GOALS.abstention),
      {
        label: "first token p95",
        target: `≤ ${GOALS.firstTokenP95Ms} ms`,
        measured: `${p95.toFixed(0)} ms`,
        met: p95 <= GOALS.firstTokenP95Ms,
      },
    ],
    summary: [
      { label: "questions", value: s.questions },
      { label: "wrong-language answers", value: s.wrongLanguage },
      { label: "first source expected", value: pct(s.firstSource) },
      { label: "first token p50", value: Math.round(p50), unit: "ms" },
    ],
    figures: {
      ...s,
      failures: s.failures.map((f) => ({
        id: f.question.id,
        question: f.question.question,
        abstained: f.abstained,
        missing: f.question.facts.filter((_, i) => !f.facts[i]).map((x) => x[0]),
        sources: f.sources,
      })),
      firstTokenMs: { p50, p95 },
    },
  };
}

/**
 * Sits, on a freshly seeded database, the exam (the questions the engine was tuned on), the development
 * set (`held-out/`), the eighteen held-out sets written blind (`held-out-2/` to `held-out-19/`) and the
 * questions outside the domain an employee types (`outside/`, declined only): twenty-one results, printed
 * apart. The failures of the 2nd, 3rd, 5th, 6th, 8th, 9th and 11th to 16th sets were read after their first
 * sitting and worked on; those of the 4th, 7th, 10th, 17th, 18th and 19th are read by nobody, and their result files stay
 * out of the repository (`.gitignore`), so they keep measuring unseen questions.
 */
async function sit(variant: string, database: Database, log: (line: string) => void): Promise<Outcome[]> {
  await runMigrations(database.pool);
  await seed(database.db);
  // The first question reads the sections into memory: not a user's typical wait.
  await ask(database.db, examQuestions[0]);
  const outcomes = [
    await sitSet(variant, database.db, examQuestions, log),
    await sitSet(`${variant}-development`, database.db, heldOutQuestions, log),
  ];
  for (const { name, questions } of heldOutSets)
    outcomes.push(await sitSet(`${variant}-${name}`, database.db, questions, log));
  outcomes.push(await sitSet(`${variant}-outside`, database.db, outsideQuestions, log));
  return outcomes;
}

export const assistant: Benchmark = {
  name: "assistant",
  description:
    "the assistant's exam, its development set, its fifteen held-out sets and its questions outside the domain (accuracy, whole lists, abstention, language, first token) on both databases; --pglite: PGlite only",
  async run(log) {
    const outcomes: Outcome[] = [];
    const dir = mkdtempSync(join(tmpdir(), "praxis-exam-"));
    const embedded = await openDatabase({ dataDir: dir });
    try {
      outcomes.push(...(await sit("pglite", embedded, log)));
    } finally {
      await embedded.close();
      rmSync(dir, { recursive: true, force: true });
    }
    if (process.argv.includes("--pglite")) {
      outcomes.push({ variant: "postgres", skipped: "--pglite: PGlite only" });
      return outcomes;
    }
    const unreachable = await postgresUnreachable();
    if (unreachable) {
      outcomes.push({ variant: "postgres", skipped: unreachable });
      return outcomes;
    }
    const fresh = await createFreshDatabase();
    const database = connectPostgres(fresh.url, 5);
    try {
      outcomes.push(...(await sit("postgres", database, log)));
    } finally {
      await database.close();
      await fresh.drop();
    }
    return outcomes;
  },
};
