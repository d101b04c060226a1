import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askedLog } from "../../../bench/assistant/asked";
import { askedWordsOf, learnedFrom, loggedQuestionsOf } from "../../../bench/assistant/asked-words";
import { runExam } from "../../../bench/assistant/exam";
import { examSubset } from "../../../bench/assistant/questions";
import { detectLanguage } from "../../../shared/domain/language";
import { type TestApp, testApp } from "../../test/test-app";
import askedLogFile from "./asked-log.json";
import askedWords from "./asked-words.json";
import { composeAnswer } from "./local-provider";
import { concepts, retrieve } from "./retrieval";

/**
 * Floors on a fixed subset of the assistant's exam (`npm run bench -- assistant` runs it whole):
 * the local engine must not answer less, less completely or less honestly than it does today.
 */
// Measured on this subset when last raised (26 November 2026, PGlite): accuracy, list completeness,
// abstention precision and recall all 1.0 — every answerable question answered with all its facts,
// every question outside the domain declined. Raise them as the engine improves; never lower them
// to let a change in: a question of the subset that fails is a regression to fix.
// Re-measured after the passing-word and unknown-share rules (26 November 2026): still 1.0 on every
// floor. Re-measured after the everyday wordings (paraphrases.ts) and the wider everyday subjects
// (26 November 2026): still 1.0 on every floor, nothing left to raise. The held-out sets have no
// floor on purpose: both (`bench/assistant/held-out/`, `held-out-2/`) have since become development
// sets, measured by the bench.
const ACCURACY_FLOOR = 1;
const LIST_FLOOR = 1;
const ABSTENTION_FLOOR = 1;

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe("the assistant's exam (fixed subset)", () => {
  it("keeps the words earlier questions used as the questions it learns from ask them (npx tsx bench/assistant/asked-words.ts)", () => {
    expect(askedWords).toEqual(askedWordsOf(learnedFrom));
    expect(askedLogFile).toEqual(loggedQuestionsOf(askedLog));
  });

  it("answers right, in whole lists, abstains outside its domain, in the question's language", async () => {
    expect(examSubset.length).toBeGreaterThanOrEqual(40);
    const score = await runExam(t.app.db, examSubset);
    const report = score.failures
      .map(
        (f) =>
          `${f.question.id}: ${
            f.abstained
              ? "abstained"
              : `missing ${f.question.facts
                  .filter((_, i) => !f.facts[i])
                  .map((x) => x[0])
                  .join(", ")}`
          }`,
      )
      .join("\n");
    expect(score.accuracy, report).toBeGreaterThanOrEqual(ACCURACY_FLOOR);
    expect(score.listCompleteness, report).toBeGreaterThanOrEqual(LIST_FLOOR);
    expect(score.abstentionPrecision, report).toBeGreaterThanOrEqual(ABSTENTION_FLOOR);
    expect(score.abstentionRecall, report).toBeGreaterThanOrEqual(ABSTENTION_FLOOR);
    expect(score.wrongLanguage, report).toBe(0);
  });
});

/** Asks the Alfa assistant as the chat does: the sources cited, and the answer. */
async function answer(question: string) {
  const language = detectLanguage(question);
  const passages = await retrieve(t.app.db, question, { language, scope: "alfa" });
  const text = composeAnswer({
    messages: [{ role: "user", content: question }],
    model: "gpt-4o-mini",
    language,
    context: passages,
    persona: "alfa",
  });
  return { sources: passages.map((p) => p.id), text };
}

describe("the assistant's general behaviours", () => {
  it("answers a procedure written one section per step with every step, in both languages", async () => {
    const fr = await answer(
      "Quelles sont les étapes pour paramétrer un nouveau produit financier dans Alfa ?",
    );
    expect(fr.sources[0]).toBe("alfa-parametrage-produits");
    for (const step of ["Formaliser le besoin", "Dupliquer un produit proche", "Cotation standard"])
      expect(fr.text).toContain(step);
    const en = await answer(
      "What are the steps to configure a new financial product in Alfa, from the requirement to the tests?",
    );
    expect(en.sources[0]).toBe("alfa-parametrage-produits");
    for (const step of ["Formalise the requirement", "Copy a similar product", "Standard quote"])
      expect(en.text).toContain(step);
  });

  it("declines an everyday question that shares a word with the knowledge", async () => {
    for (const question of [
      "Quel est le taux d'alcoolémie autorisé au volant ?",
      "Which smartphone has the best battery life?",
      "How much does an electrician charge per hour?",
      "Quel est le meilleur hôtel près de la plage à Biarritz ?",
    ]) {
      const { sources, text } = await answer(question);
      expect(sources, question).toEqual([]);
      expect(text, question).toMatch(/^(?:Je ne sais pas|I don't know)/);
    }
  });

  it("reads an everyday wording as the domain's term it stands for", async () => {
    // Neither question names the concept ("cession-bail", "rétractation") its article is about.
    const leaseback = await answer(
      "Une PME vend ses locaux à un financeur et les lui reloue : comment est-ce comptabilisé ?",
    );
    expect(leaseback.sources[0]).toBe("cession-bail-leaseback");
    const withdrawal = await answer(
      "Le client a changé d'avis deux jours après avoir signé son crédit : que peut-il faire ?",
    );
    expect(withdrawal.sources[0]).toBe("reg-delai-retractation-credit");
    for (const question of [
      "Comment télécharger des photos de vacances sur mon ordinateur ?",
      "What is the best bike for commuting to work?",
    ])
      expect((await answer(question)).sources, question).toEqual([]);
  });

  it("reads a way of asking as what the answering section is titled", async () => {
    // "combien de temps avons-nous": the deadlines; "chaque semaine": the weekly report.
    const deadline = await answer(
      "Une personne demande une copie de ses données : combien de temps avons-nous pour lui répondre ?",
    );
    expect(deadline.sources[0]).toBe("reg-rgpd-credit-droits-conservation");
    expect(deadline.text).toContain("Droits des personnes et délais");
    const weekly = await answer("Que contient le reporting envoyé chaque semaine au comité ?");
    expect(weekly.sources[0]).toBe("projet-indicateurs-reporting");
    expect(weekly.text).toContain("Le rapport hebdomadaire");
    // "what tends to go wrong": the pitfalls.
    const pitfalls = await answer(
      "What tends to go wrong when migrating contracts from an old leasing system?",
    );
    expect(pitfalls.sources.slice(0, 2)).toContain("reprise-donnees-migration");
  });

  it("declines the market of the day, not a domain rate asked today", async () => {
    for (const question of [
      "Quel est le meilleur taux pour un crédit auto en ce moment ?",
      "What is the best mortgage rate I can get today?",
    ]) {
      const { sources } = await answer(question);
      expect(sources, question).toEqual([]);
    }
    const usury = await answer("Quel est le taux d'usure aujourd'hui pour un prêt personnel ?");
    expect(usury.sources.length).toBeGreaterThan(0);
  });

  it("keeps as concepts the words an everyday wording's wildcards take in", async () => {
    // "how much is … worth" is a valuation; what is valued stays the question's subject.
    const labels = concepts("How much is one Solana token worth?").map((c) => c.label);
    expect(labels).toEqual(expect.arrayContaining(["solana", "token"]));
    expect((await answer("How much is one Picasso painting worth?")).sources).toEqual([]);
    const car = await answer("How much is a three-year-old leased car worth at the end of the contract?");
    expect(car.sources.length).toBeGreaterThan(0);
  });

  it("reads a compound or a shortened word the knowledge never holds as it may be meant", async () => {
    // "accord-cadre": the passage writes "contrat cadre"; "perso": "prêt personnel".
    const compound = await answer(
      "Le plafond de l'accord-cadre de ce client est atteint : que faire pour activer une nouvelle annexe ?",
    );
    expect(compound.sources[0]).toBe("alfa-multi-asset-master-agreement");
    const shortened = await answer(
      "Sur un prêt perso, le prêteur peut-il facturer une indemnité si le client rembourse tout avant la fin ?",
    );
    expect(shortened.sources[0]).toBe("pret-personnel");
  });

  it("declines a question naming an everyday subject the best passage does not speak of", async () => {
    for (const question of [
      "Est-ce le bon moment pour acheter des actions Airbus ?",
      "My landlord keeps my deposit: can I stop paying the rent?",
      "Comment résilier mon assurance habitation ?",
    ])
      expect((await answer(question)).sources, question).toEqual([]);
  });

  it("still answers when the everyday word names the customer, not the subject", async () => {
    const { sources } = await answer(
      "A plumber with three employees signs a rental on his premises with a vendor: can he withdraw?",
    );
    expect(sources[0]).toBe("reg-credit-professionnels-leasing");
  });
});
