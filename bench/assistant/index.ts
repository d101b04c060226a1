import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectPostgres, type Database, openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { seed } from "../../server/db/seed/seed";
import { createFreshDatabase, postgresUnreachable } from "../lib/postgres";
import type { Benchmark, Goal, Outcome } from "../lib/types";
import { ask, type ExamAnswer, score } from "./exam";
import { examQuestions } from "./questions";

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
 * Sits the whole exam on a freshly seeded database. The local engine streams its first token as
 * soon as the answer is composed, so the time to retrieve and compose is its time to first token.
 */
async function sit(variant: string, database: Database, log: (line: string) => void): Promise<Outcome> {
  await runMigrations(database.pool);
  await seed(database.db);
  // The first question reads the sections into memory: not a user's typical wait.
  await ask(database.db, examQuestions[0]);
  const answers: ExamAnswer[] = [];
  const times: number[] = [];
  for (const q of examQuestions) {
    const started = performance.now();
    answers.push(await ask(database.db, q));
    times.push(performance.now() - started);
  }
  const s = score(answers);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  log(
    `${variant}: ${s.questions} questions, accuracy ${pct(s.accuracy)}, first token p95 ${p95.toFixed(0)} ms`,
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
        abstained: f.abstained,
        missing: f.question.facts.filter((_, i) => !f.facts[i]).map((x) => x[0]),
        sources: f.sources,
      })),
      firstTokenMs: { p50, p95 },
    },
  };
}

export const assistant: Benchmark = {
  name: "assistant",
  description:
    "the assistant's exam (accuracy, whole lists, abstention, language, first token) on both databases",
  async run(log) {
    const outcomes: Outcome[] = [];
    const dir = mkdtempSync(join(tmpdir(), "praxis-exam-"));
    const embedded = await openDatabase({ dataDir: dir });
    try {
      outcomes.push(await sit("pglite", embedded, log));
    } finally {
      await embedded.close();
      rmSync(dir, { recursive: true, force: true });
    }
    const unreachable = await postgresUnreachable();
    if (unreachable) {
      outcomes.push({ variant: "postgres", skipped: unreachable });
      return outcomes;
    }
    const fresh = await createFreshDatabase();
    const database = connectPostgres(fresh.url, 5);
    try {
      outcomes.push(await sit("postgres", database, log));
    } finally {
      await database.close();
      await fresh.drop();
    }
    return outcomes;
  },
};
