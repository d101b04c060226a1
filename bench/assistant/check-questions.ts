/**
 * Checks the assistant's exam (`questions/`): every required fact of every question that must be answered
 * occurs, in one of its accepted spellings, in the text of at least one of its sources in the question's
 * language (without case, accents or typographic spaces, headings excluded); ids are unique; every Alfa
 * passage is asked in both languages, every article in French and, once it has an English text, in English;
 * the subset used by the tests is balanced. The development set (`held-out/`) and the held-out sets
 * (`held-out-2/` to `held-out-19/`) obey the same rules per question and ask nothing the exam asks; each
 * held-out set asks nothing too close to a question of an earlier set either (the third to nineteenth
 * ones are checked against every earlier set and their own other questions) and the third to nineteenth
 * ones ask on every knowledge category and on Alfa. The question log (`asked/`) names published sources only,
 * in the language it says, four times in each language per source, no question twice nor too close to a
 * question of the development or held-out sets. Prints the counts; exits 1
 * on any failure.
 *
 *   npx tsx bench/assistant/check-questions.ts
 */
import { alfaPassages } from "../../server/db/seed/content/alfa-corpus";
import { articles as creditArticles } from "../../server/db/seed/content/knowledge-credit";
import { knowledgeItems } from "../../server/db/seed/content/knowledge-items";
import { articles as rulesPracticeArticles } from "../../server/db/seed/content/knowledge-rules-practice";
import { detectLanguage } from "../../shared/domain/language";
import { askedLog } from "./asked";
import { heldOutQuestions } from "./held-out";
import { lookAlikeQuestions } from "./look-alike";
import { lookAlike2Questions } from "./look-alike-2";
import { lookAlike3Questions } from "./look-alike-3";
import { outsideQuestions } from "./outside";
import { examQuestions, examSubset } from "./questions";
import { heldOutSets } from "./sets";
import type { ExamQuestion } from "./types";

const MIN_TOTAL = 240;
const MIN_PER_LANGUAGE = 120;
const MIN_ABSTAIN_PER_LANGUAGE = 18;
const MIN_LIST = 45;
const SUBSET_SIZE = 40;
const SUBSET_MIN_ABSTAIN = 8;
const SUBSET_MIN_LIST = 8;
/** The least size, questions to decline and list questions of a held-out set. */
type HeldOutMinimums = [total: number, abstain: number, list: number];
const MIN_HELD_OUT: HeldOutMinimums = [80, 25, 15];
// The sixth set is smaller: it asks about steps and figures in the middle of articles, in a consultant's words.
const MIN_HELD_OUT_6: HeldOutMinimums = [60, 12, 12];
// From the seventh on, each set is a measure of one shape: 100 questions, 30 to decline and 25 lists,
// written without running the engine.
const MIN_HELD_OUT_FROM_7: HeldOutMinimums = [100, 30, 25];

/** Lower case, no accents, no-break and narrow no-break spaces as plain spaces, typographic apostrophes as plain ones. */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u00a0\u202f\u2009]/g, " ")
    .replace(/[\u2019\u2018]/g, "'")
    .toLowerCase();
}

/** The body without its markdown heading lines: a fact must be stated in the text, not only in a title. */
function withoutHeadings(markdown: string): string {
  return markdown
    .split("\n")
    .filter((line) => !/^\s*#{1,6}\s/.test(line))
    .join("\n");
}

type SourceText = { kind: "alfa" | "article"; title: string; fr: string; en?: string; titleEn?: string };

const sources = new Map<string, SourceText>();
for (const passage of alfaPassages) {
  sources.set(passage.id, {
    kind: "alfa",
    title: passage.title,
    titleEn: passage.titleEn,
    fr: normalise(withoutHeadings(passage.body)),
    en: normalise(withoutHeadings(passage.bodyEn)),
  });
}
const allArticles = [...knowledgeItems, ...creditArticles, ...rulesPracticeArticles];
// Drafts are read by their author and admins only: the assistant never quotes them.
const drafts = new Set(allArticles.filter((a) => a.status === "draft").map((a) => a.id));
for (const article of allArticles.filter((a) => !drafts.has(a.id))) {
  if (sources.has(article.id)) throw new Error(`Duplicate source id in the content: ${article.id}`);
  sources.set(article.id, {
    kind: "article",
    title: article.title,
    titleEn: article.titleEn,
    fr: normalise(withoutHeadings(article.content)),
    en: article.contentEn ? normalise(withoutHeadings(article.contentEn)) : undefined,
  });
}

const failures: string[] = [];
const fail = (message: string) => failures.push(message);

// ── Each question ───────────────────────────────────────────────────────────────────────────────
const ids = new Set<string>();
const texts = new Set<string>();
// The held-out sets obey the same rules, and ask nothing the exam asks.
for (const q of [
  ...examQuestions,
  ...heldOutQuestions,
  ...heldOutSets.flatMap((h) => h.questions),
  ...outsideQuestions,
  ...lookAlikeQuestions,
  ...lookAlike2Questions,
  ...lookAlike3Questions,
]) {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(q.id)) fail(`${q.id}: id is not a slug`);
  if (!q.id.startsWith(`${q.lang}-`)) fail(`${q.id}: id should start with "${q.lang}-"`);
  if (ids.has(q.id)) fail(`${q.id}: duplicate id`);
  ids.add(q.id);
  const text = normalise(q.question).trim();
  if (texts.has(text)) fail(`${q.id}: same question asked twice`);
  texts.add(text);
  if (q.question.trim().length < 8) fail(`${q.id}: question too short`);

  if (q.kind === "abstain") {
    if (q.facts.length > 0 || q.sources.length > 0)
      fail(`${q.id}: an abstain question has no facts and no sources`);
    continue;
  }
  if (q.sources.length === 0) fail(`${q.id}: no source`);
  if (q.facts.length === 0) fail(`${q.id}: no required fact`);
  if (q.kind === "fact" && q.facts.length > 5) fail(`${q.id}: more than 5 facts for a fact question`);
  if (q.kind === "list" && q.facts.length < 2) fail(`${q.id}: a list question needs one fact per item`);

  const sourceTexts = q.sources.map((id) => {
    const source = sources.get(id);
    if (drafts.has(id)) {
      fail(`${q.id}: source ${id} is a draft, which the assistant never quotes`);
      return undefined;
    }
    if (!source) {
      fail(`${q.id}: unknown source ${id}`);
      return undefined;
    }
    if (q.lang === "en" && !source.en) fail(`${q.id}: source ${id} has no English text yet`);
    for (const title of [source.title, source.titleEn]) {
      if (title && normalise(q.question).includes(normalise(title)))
        fail(`${q.id}: the question copies the title of ${id}`);
    }
    return q.lang === "fr" ? source.fr : source.en;
  });
  for (const fact of q.facts) {
    if (fact.length === 0) fail(`${q.id}: empty fact`);
    for (const spelling of fact) {
      const wanted = normalise(spelling).trim();
      if (wanted.length < 2) fail(`${q.id}: spelling "${spelling}" is too short to mean anything`);
      if (!sourceTexts.some((t) => t?.includes(wanted))) {
        fail(`${q.id}: "${spelling}" is not in ${q.sources.join(" / ")} (${q.lang})`);
      }
    }
  }
  if (q.assistant === "expert") {
    const categories = q.sources.map(
      (id) =>
        [...knowledgeItems, ...creditArticles, ...rulesPracticeArticles].find((a) => a.id === id)?.category,
    );
    if (!categories.includes("Réglementation")) fail(`${q.id}: expert question not on a regulation article`);
  }
}

// ── Near copies: a held-out question that rewords an earlier one by a word or two is not new ──
const words = (text: string) => new Set(normalise(text).match(/[a-z0-9]{3,}/g) ?? []);
function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.max(1, a.size + b.size - shared);
}
const asWords = (questions: ExamQuestion[]) => questions.map((q) => ({ id: q.id, words: words(q.question) }));
function nearCopies(questions: ExamQuestion[], earlier: { id: string; words: Set<string> }[]) {
  for (const q of questions) {
    const own = words(q.question);
    const copy = earlier.find((e) => e.id !== q.id && overlap(own, e.words) >= 0.6);
    if (copy) fail(`${q.id}: too close to ${copy.id}`);
  }
}
nearCopies(heldOutSets[0].questions, asWords([...examQuestions, ...heldOutQuestions]));
// From the third on, each held-out set against every earlier set, and against itself.
const inOrder = [examQuestions, heldOutQuestions, ...heldOutSets.map((h) => h.questions)];
for (let i = 3; i < inOrder.length; i++) nearCopies(inOrder[i], asWords(inOrder.slice(0, i + 1).flat()));
const heldOutWords = asWords(inOrder.slice(1).flat());

// ── Coverage ───────────────────────────────────────────────────────────────────────────────────
const asked = (lang: "fr" | "en", id: string) =>
  examQuestions.some((q) => q.lang === lang && q.kind !== "abstain" && q.sources.includes(id));
const notEnglishYet: string[] = [];
for (const [id, source] of sources) {
  if (!asked("fr", id)) fail(`${id}: no French question`);
  if (source.en && !asked("en", id)) fail(`${id}: has an English text but no English question`);
  if (!source.en) notEnglishYet.push(id);
}

// ── Counts ─────────────────────────────────────────────────────────────────────────────────────
function counts(questions: ExamQuestion[]) {
  const by = (lang: "fr" | "en", kind?: ExamQuestion["kind"]) =>
    questions.filter((q) => q.lang === lang && (!kind || q.kind === kind)).length;
  return {
    total: questions.length,
    fr: by("fr"),
    en: by("en"),
    fact: { fr: by("fr", "fact"), en: by("en", "fact") },
    list: { fr: by("fr", "list"), en: by("en", "list") },
    abstain: { fr: by("fr", "abstain"), en: by("en", "abstain") },
    expert: questions.filter((q) => q.assistant === "expert").length,
  };
}
const all = counts(examQuestions);
if (all.total < MIN_TOTAL) fail(`${all.total} questions, at least ${MIN_TOTAL} expected`);
if (all.fr < MIN_PER_LANGUAGE || all.en < MIN_PER_LANGUAGE) {
  fail(`${all.fr} French and ${all.en} English questions, at least ${MIN_PER_LANGUAGE} each expected`);
}
if (all.abstain.fr < MIN_ABSTAIN_PER_LANGUAGE || all.abstain.en < MIN_ABSTAIN_PER_LANGUAGE) {
  fail(
    `${all.abstain.fr} + ${all.abstain.en} abstain questions, at least ${MIN_ABSTAIN_PER_LANGUAGE} per language`,
  );
}
if (all.list.fr + all.list.en < MIN_LIST)
  fail(`${all.list.fr + all.list.en} list questions, at least ${MIN_LIST}`);

const subset = counts(examSubset);
const subsetIds = new Set(examSubset.map((q) => q.id));
if (subsetIds.size !== examSubset.length) fail("the subset holds a question twice");
for (const q of examSubset) if (!examQuestions.includes(q)) fail(`subset: ${q.id} is not in the exam`);
if (subset.total !== SUBSET_SIZE) fail(`subset: ${subset.total} questions, ${SUBSET_SIZE} expected`);
if (subset.fr !== SUBSET_SIZE / 2 || subset.en !== SUBSET_SIZE / 2)
  fail(`subset: ${subset.fr} fr / ${subset.en} en`);
if (subset.abstain.fr + subset.abstain.en < SUBSET_MIN_ABSTAIN) fail("subset: too few abstain questions");
if (subset.list.fr + subset.list.en < SUBSET_MIN_LIST) fail("subset: too few list questions");

// ── Warnings: questions whose language the chat would guess wrong (it answers in the guessed one) ──
const misread = [
  ...examQuestions,
  ...heldOutQuestions,
  ...heldOutSets.flatMap((h) => h.questions),
  ...outsideQuestions,
  ...lookAlikeQuestions,
  ...lookAlike2Questions,
  ...lookAlike3Questions,
].filter((q) => detectLanguage(q.question) !== q.lang);
for (const q of misread)
  console.warn(`warning: ${q.id} reads as ${detectLanguage(q.question)}: ${q.question}`);

const line = (name: string, c: ReturnType<typeof counts>) =>
  `${name}: ${c.total} questions (fr ${c.fr}, en ${c.en}); fact ${c.fact.fr + c.fact.en} (fr ${c.fact.fr}, en ${c.fact.en}); ` +
  `list ${c.list.fr + c.list.en} (fr ${c.list.fr}, en ${c.list.en}); abstain ${c.abstain.fr + c.abstain.en} ` +
  `(fr ${c.abstain.fr}, en ${c.abstain.en}); expert ${c.expert}`;
console.log(line("exam", all));
console.log(line("subset", subset));
const heldOut = counts(heldOutQuestions);
console.log(line("held-out", heldOut));
const [minHeldOut, minHeldOutAbstain, minHeldOutList] = MIN_HELD_OUT;
if (heldOut.total < minHeldOut) fail(`held-out: ${heldOut.total} questions, at least ${minHeldOut}`);
if (heldOut.abstain.fr + heldOut.abstain.en < minHeldOutAbstain) fail("held-out: too few abstain questions");
if (heldOut.list.fr + heldOut.list.en < minHeldOutList) fail("held-out: too few list questions");
// The later held-out sets are balanced between the two languages too.
for (const { number, questions } of heldOutSets) {
  const name = `held-out ${number}`;
  const c = counts(questions);
  console.log(line(name, c));
  const [minTotal, minAbstain, minList] =
    number === 6 ? MIN_HELD_OUT_6 : number >= 7 ? MIN_HELD_OUT_FROM_7 : MIN_HELD_OUT;
  if (c.total < minTotal) fail(`${name}: ${c.total} questions, at least ${minTotal}`);
  if (c.fr !== c.en) fail(`${name}: ${c.fr} French and ${c.en} English questions`);
  if (c.abstain.fr + c.abstain.en < minAbstain) fail(`${name}: too few abstain questions`);
  if (c.list.fr + c.list.en < minList) fail(`${name}: too few list questions`);
}
// Every knowledge category and the Alfa documentation are asked in the third to fifteenth held-out sets.
const categoryOf = new Map<string, string>(
  [...knowledgeItems, ...creditArticles, ...rulesPracticeArticles].map((a) => [a.id, a.category]),
);
for (const { number, questions } of heldOutSets.filter((h) => h.number >= 3)) {
  const name = `held-out ${number}`;
  const askedCategories = new Set<string | undefined>(
    questions.flatMap((q) =>
      q.sources.map((id) => (sources.get(id)?.kind === "alfa" ? "Alfa" : categoryOf.get(id))),
    ),
  );
  for (const category of ["Alfa", ...new Set(categoryOf.values())]) {
    if (!askedCategories.has(category)) fail(`${name}: nothing asked on ${category}`);
  }
}
// ── The question log (`asked/`): eight questions per source, four in each language, none repeated ──
const logged = new Map<string, { fr: number; en: number }>();
const loggedQuestions = new Set<string>();
for (const q of askedLog) {
  const [source] = q.sources;
  if (!sources.has(source)) fail(`log: "${q.question}" names ${source}, not a published source`);
  if (detectLanguage(q.question) !== q.lang) fail(`log: "${q.question}" is not written in ${q.lang}`);
  if (loggedQuestions.has(normalise(q.question))) fail(`log: "${q.question}" twice`);
  loggedQuestions.add(normalise(q.question));
  // The log is learned from; the development and held-out sets measure what it brings, so none of them is reworded in it.
  const own = words(q.question);
  const measured = heldOutWords.find((e) => overlap(own, e.words) >= 0.6);
  if (measured) fail(`log: "${q.question}" too close to ${measured.id}`);
  const count = logged.get(source) ?? { fr: 0, en: 0 };
  count[q.lang]++;
  logged.set(source, count);
}
for (const [source, count] of logged) {
  if (count.fr !== 4 || count.en !== 4)
    fail(`log: ${source} asked ${count.fr} times in French, ${count.en} in English`);
}
console.log(`log: ${askedLog.length} questions on ${logged.size} sources`);
const articleCount = [...sources.values()].filter((s) => s.kind === "article").length;
console.log(
  `sources: ${alfaPassages.length} Alfa passages, ${articleCount} articles ` +
    `(${articleCount - notEnglishYet.length} with an English text)`,
);
if (notEnglishYet.length > 0)
  console.log(`articles asked in French only (no English text yet): ${notEnglishYet.length}`);

if (failures.length > 0) {
  console.error(`\n${failures.length} failure(s):`);
  for (const message of failures) console.error(`  - ${message}`);
  process.exit(1);
}
console.log("all checks passed");
