import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { seed } from "../../server/db/seed/seed";
import { composeAnswer } from "../../server/plugins/ai/local-provider";
import { retrieve } from "../../server/plugins/ai/retrieval";
import { detectLanguage } from "../../shared/domain/language";
import type { ExamQuestion } from "./types";

/** Case, accents, typographic spaces and apostrophes, and markdown emphasis do not count. */
export function comparable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\u00a0\u202f\u2009]/g, " ")
    .replace(/[’‘]/g, "'")
    .replace(/\*\*/g, "")
    .replace(/\s+/g, " ");
}

export type ExamAnswer = {
  question: ExamQuestion;
  answer: string;
  abstained: boolean;
  /** For each required fact, whether the answer holds it. */
  facts: boolean[];
  correct: boolean;
  sources: string[];
  wrongLanguage: boolean;
};

export type ExamScore = {
  questions: number;
  /** Share of answerable questions answered with every required fact. */
  accuracy: number;
  /** Mean share of the items present, over the list and procedure questions. */
  listCompleteness: number;
  abstentionPrecision: number;
  abstentionRecall: number;
  /** Answers not written in the question's language. */
  wrongLanguage: number;
  /** Share of answerable questions whose first source is one of the expected ones. */
  firstSource: number;
  failures: ExamAnswer[];
};

/** Asks one question the way the chat does (retrieval, then the local engine) and grades the answer. */
export async function ask(db: Db, q: ExamQuestion): Promise<ExamAnswer> {
  const language = detectLanguage(q.question);
  const assistant = q.assistant ?? "alfa";
  const passages = await retrieve(db, q.question, { language, scope: assistant });
  const answer = composeAnswer({
    messages: [{ role: "user", content: q.question }],
    model: "gpt-4o-mini",
    language,
    context: passages,
    persona: assistant,
  });
  const abstained = passages.length === 0;
  const text = comparable(answer);
  const facts = q.facts.map((spellings) => spellings.some((s) => text.includes(comparable(s))));
  const correct = q.kind === "abstain" ? abstained : !abstained && facts.every(Boolean);
  return {
    question: q,
    answer,
    abstained,
    facts,
    correct,
    sources: passages.map((p) => p.id),
    wrongLanguage: detectLanguage(answer) !== q.lang,
  };
}

const share = (n: number, d: number) => (d === 0 ? 1 : n / d);

export function score(answers: ExamAnswer[]): ExamScore {
  const answerable = answers.filter((a) => a.question.kind !== "abstain");
  const lists = answers.filter((a) => a.question.kind === "list");
  const abstained = answers.filter((a) => a.abstained);
  const shouldAbstain = answers.filter((a) => a.question.kind === "abstain");
  return {
    questions: answers.length,
    accuracy: share(answerable.filter((a) => a.correct).length, answerable.length),
    // A set without list questions (the questions outside the domain) has nothing missing.
    listCompleteness: share(
      lists.reduce((sum, a) => sum + share(a.facts.filter(Boolean).length, a.facts.length), 0),
      lists.length,
    ),
    abstentionPrecision: share(
      abstained.filter((a) => a.question.kind === "abstain").length,
      abstained.length,
    ),
    abstentionRecall: share(shouldAbstain.filter((a) => a.abstained).length, shouldAbstain.length),
    wrongLanguage: answers.filter((a) => a.wrongLanguage).length,
    firstSource: share(
      answerable.filter((a) => a.question.sources.includes(a.sources[0] ?? "")).length,
      answerable.length,
    ),
    failures: answers.filter((a) => !a.correct),
  };
}

export async function runExam(db: Db, questions: ExamQuestion[]): Promise<ExamScore> {
  const answers: ExamAnswer[] = [];
  for (const q of questions) answers.push(await ask(db, q));
  return score(answers);
}

/** Runs `work` on a freshly migrated and seeded PGlite database in a temporary directory, removed after. */
export async function onSeededDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "praxis-exam-"));
  const database = await openDatabase({ dataDir: dir });
  try {
    await runMigrations(database.pool);
    await seed(database.db);
    return await work(database.db);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
