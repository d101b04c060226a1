/**
 * Sits every set on one freshly seeded PGlite database and prints counts only: the exam, the read sets
 * (the development set and every held-out set not blind in `sets.ts`), the questions outside the domain
 * (`outside/`), those that look like the domain but the knowledge cannot answer (`look-alike/` and
 * `look-alike-2/`, read, and the blind `look-alike-3/`, whose failures are never listed, not even with
 * `--failures`) and the blind ones (held-out 4, 7, 10, 17, 18, 19),
 * each as answerable questions answered with every fact and questions to decline that were answered;
 * for the blind sets, how the others failed (declined; answered with the expected article first but
 * from another of its sections, cited but not first, or not cited), never which ones. The figures a
 * change to the retrieval is judged on (about 40 s a run).
 *
 *   npx tsx bench/assistant/sit-every.ts
 *   RANKING_minConfidence=0.36 npx tsx bench/assistant/sit-every.ts     a weight of `ranking` changed for the run
 *   npx tsx bench/assistant/sit-every.ts --failures                        the read sets' failures listed too
 */
import { ranking } from "../../server/plugins/ai/retrieval";
import { ask, type ExamAnswer, onSeededDatabase } from "./exam";
import { heldOutQuestions } from "./held-out";
import { lookAlikeQuestions } from "./look-alike";
import { lookAlike2Questions } from "./look-alike-2";
import { lookAlike3Questions } from "./look-alike-3";
import { outsideQuestions } from "./outside";
import { examQuestions } from "./questions";
import { heldOutSets } from "./sets";
import type { ExamQuestion } from "./types";

const READ: Record<string, ExamQuestion[]> = {
  development: heldOutQuestions,
  ...Object.fromEntries(heldOutSets.filter((h) => !h.blind).map((h) => [h.name, h.questions])),
};
const BLIND: Record<string, ExamQuestion[]> = Object.fromEntries(
  heldOutSets.filter((h) => h.blind).map((h) => [h.name, h.questions]),
);

const answerable = (answers: ExamAnswer[]) => answers.filter((a) => a.question.kind !== "abstain");
const right = (answers: ExamAnswer[]) => answerable(answers).filter((a) => a.correct).length;
const toDeclineAnswered = (answers: ExamAnswer[]) =>
  answers.filter((a) => a.question.kind === "abstain" && !a.abstained).length;

async function main() {
  const weights = ranking as Record<string, number>;
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith("RANKING_")) continue;
    const key = name.slice("RANKING_".length);
    if (!(key in weights) || !Number.isFinite(Number(value))) {
      console.error(`${name}: no such weight, or not a number`);
      process.exit(2);
    }
    weights[key] = Number(value);
    console.log(`ranking.${key} = ${value}`);
  }
  const listFailures = process.argv.includes("--failures");
  const printFailures = (answers: ExamAnswer[]) => {
    if (!listFailures) return;
    for (const f of answers.filter((a) => !a.correct))
      console.log(
        `  ✗ ${f.question.id} ${f.question.question} | cited ${f.sources.slice(0, 3).join(", ") || "—"}`,
      );
  };
  await onSeededDatabase(async (db) => {
    const sit = async (questions: ExamQuestion[]) => {
      const answers: ExamAnswer[] = [];
      for (const q of questions) answers.push(await ask(db, q));
      return answers;
    };
    const exam = await sit(examQuestions);
    console.log(
      `exam: ${right(exam)} of ${answerable(exam).length}; to decline answered ${toDeclineAnswered(exam)}`,
    );
    const read = { right: 0, of: 0, answered: 0, parts: [] as string[] };
    for (const [name, questions] of Object.entries(READ)) {
      const answers = await sit(questions);
      read.right += right(answers);
      read.of += answerable(answers).length;
      read.answered += toDeclineAnswered(answers);
      read.parts.push(`${name} ${right(answers)}`);
      printFailures(answers);
    }
    console.log(
      `read: ${read.right} of ${read.of} (${read.parts.join(", ")}); to decline answered ${read.answered}`,
    );
    // Questions to decline only.
    for (const [name, questions] of [
      ["outside", outsideQuestions],
      ["look-alike", lookAlikeQuestions],
      ["look-alike-2", lookAlike2Questions],
    ] as const) {
      const answers = await sit(questions);
      console.log(`${name}: ${toDeclineAnswered(answers)} of ${answers.length} answered`);
      printFailures(answers);
    }
    // Blind: counted, its failures never printed.
    const lookAlike3 = await sit(lookAlike3Questions);
    console.log(`look-alike-3 (blind): ${toDeclineAnswered(lookAlike3)} of ${lookAlike3.length} answered`);
    const blind = { right: 0, of: 0, answered: 0, parts: [] as string[] };
    const kinds = { declined: 0, otherSection: 0, notFirst: 0, notCited: 0 };
    for (const [name, questions] of Object.entries(BLIND)) {
      const answers = await sit(questions);
      blind.right += right(answers);
      blind.of += answerable(answers).length;
      blind.answered += toDeclineAnswered(answers);
      blind.parts.push(`${name} ${right(answers)}`);
      for (const f of answerable(answers).filter((a) => !a.correct)) {
        const expected = f.question.sources;
        if (f.abstained) kinds.declined++;
        else if (expected.includes(f.sources[0] ?? "")) kinds.otherSection++;
        else if (f.sources.some((s) => expected.includes(s))) kinds.notFirst++;
        else kinds.notCited++;
      }
    }
    console.log(
      `blind: ${blind.right} of ${blind.of} (${blind.parts.join(", ")}); to decline answered ${blind.answered}; ` +
        `failed: declined ${kinds.declined}, expected article first ${kinds.otherSection}, ` +
        `cited not first ${kinds.notFirst}, not cited ${kinds.notCited}`,
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
