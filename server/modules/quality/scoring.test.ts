import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_WEIGHT, RULES_WEIGHT, scoringExample } from "../../../shared/domain/quality";
import { deliverableTemplates, sampleDeliverables } from "../../db/seed/content/deliverable-templates";
import { localProvider } from "../../plugins/ai/local-provider";
import { openaiProvider } from "../../plugins/ai/openai-provider";
import { type FakeOpenAi, fakeAssessment, startFakeOpenAi } from "../../test/fake-openai";
import { aiScoreOf } from "./assessor";
import { evaluateRules, RULE_WEIGHTS, type ScoringTemplate } from "./rules";
import { parseAssessment, type ScoreInput, scoreLocally, scoreWithProvider } from "./scoring";
import { containsTerm, hasSection, parseAmount, parseFrenchDate } from "./text";

const NOW = new Date("2025-06-01T10:00:00Z");

function template(id: string): ScoreInput["template"] {
  const t = deliverableTemplates.find((x) => x.id === id)!;
  const properties = Object.fromEntries(
    Object.entries(t.fields.properties).map(([k, f], order) => [k, { ...f, order }]),
  );
  return { id: t.id, name: t.name, nameEn: t.nameEn, fields: { properties }, rules: t.rules };
}

function sample(templateId: string, quality: "good" | "poor") {
  return sampleDeliverables.find((s) => s.templateId === templateId && s.quality === quality)!;
}

const input = (
  templateId: string,
  data: Record<string, string>,
  language: "fr" | "en" = "fr",
): ScoreInput => ({
  template: template(templateId),
  name: "Test",
  data,
  language,
  now: NOW,
});

/** A French text as the score writes it: narrow no-break spaces before : ; ! ? » and after «. */
const typeset = (text: string) => text.replace(/ ([:;!?»])/g, "\u202f$1").replace(/« /g, "«\u202f");

const rule = (t: ScoringTemplate, data: Record<string, string>, code: string, lang: "fr" | "en" = "fr") =>
  evaluateRules(t, data, lang, NOW).breakdown.find((b) => b.code === code);

describe("reading the content", () => {
  it("reads French amounts and rejects vague ones", () => {
    expect(parseAmount("2 400 000 €")).toBe(2_400_000);
    expect(parseAmount("3 466,07 €")).toBeCloseTo(3466.07);
    expect(parseAmount("185 000")).toBe(185_000);
    expect(parseAmount("2,4 M€")).toBe(2_400_000);
    expect(parseAmount("562 500 € HT")).toBe(562_500);
    expect(parseAmount("environ 2 M")).toBeNull();
    expect(parseAmount("à voir")).toBeNull();
    expect(parseAmount("ok")).toBeNull();
  });

  it("reads real dd/mm/yyyy dates, and yyyy-mm-dd as a date field stores them", () => {
    expect(parseFrenchDate("14/03/2025")?.toISOString()).toBe("2025-03-14T00:00:00.000Z");
    expect(parseFrenchDate("31/02/2025")).toBeNull();
    expect(parseFrenchDate("mars")).toBeNull();
    expect(parseFrenchDate("2025-03-14")?.toISOString()).toBe("2025-03-14T00:00:00.000Z");
    expect(parseFrenchDate("2025-02-31")).toBeNull();
  });

  it("matches terms without case or accents, and sections at the start of a line", () => {
    expect(containsTerm("La CAPACITE de remboursement est bonne", "capacité de remboursement")).toBe(true);
    expect(containsTerm("débet", "EBE")).toBe(false);
    expect(containsTerm("avancement à 62 %", "%")).toBe(true);
    expect(hasSection("Activité : transport\nRentabilité : bonne", "Rentabilité")).toBe(true);
    expect(hasSection("## Activité\ntexte", "Activité")).toBe(true);
    expect(hasSection("L'activité est bonne", "Activité")).toBe(false);
  });
});

describe("template rules", () => {
  const note = template("note-credit-comite");
  const good = sample("note-credit-comite", "good").data;

  it("required fields: the share filled in, and which are missing", () => {
    expect(rule(note, good, "required")).toMatchObject({ score: 100, passed: true });
    const r = rule(note, { ...good, dureeMois: "", recommandation: "inconnue" }, "required")!;
    expect(r.passed).toBe(false);
    expect(r.score).toBe(71); // 5 of 7
    expect(r.detail).toContain("« Durée (mois) »");
    // A select only counts with one of its options.
    expect(r.detail).toContain("« Recommandation »");
  });

  it("minimum lengths: proportional, naming short fields with their counts", () => {
    const r = rule(note, { ...good, garanties: "Caution de la holding." }, "min_length")!;
    expect(r.passed).toBe(false);
    expect(r.score).toBeGreaterThan(80);
    expect(r.score).toBeLessThan(100);
    expect(r.detail).toContain("« Garanties et sûretés » : 22/50 caractères");
  });

  it("expected terms: the share found, listing the missing ones by field", () => {
    const r = rule(
      note,
      { ...good, analyseFinanciere: good.analyseFinanciere.replaceAll("EBE", "excédent") },
      "expected_terms",
    )!;
    expect(r.score).toBe(88); // 7 of 8
    expect(r.passed).toBe(true);
    expect(r.detail).toContain("« Analyse financière » : EBE");
  });

  it("expected terms and sections: a deliverable written in English counts with the English ones", () => {
    const english = [
      "Business: regional haulier, revenue of €48.6m.",
      "Profitability: EBITDA of €5.8m.",
      "Financial structure: equity of €9.2m, net debt of €14.1m.",
      "Repayment capacity: repayment capacity covers the rents 1.25 times.",
    ].join("\n");
    const data = { ...good, analyseFinanciere: english };
    expect(rule(note, data, "expected_terms")!.detail).not.toContain("Analyse financière");
    expect(rule(note, data, "expected_sections")).toMatchObject({ score: 100, passed: true });
    const missing = rule(
      note,
      { ...data, analyseFinanciere: "Business: a haulier." },
      "expected_terms",
      "en",
    )!;
    expect(missing.detail).toContain(
      "3/8; “Financial analysis”: revenue, EBITDA, equity, debt, repayment capacity",
    );
  });

  it("expected sections: headings at the start of lines", () => {
    const flat = good.analyseFinanciere.replace("Rentabilité :", "Côté rentabilité,");
    const r = rule(note, { ...good, analyseFinanciere: flat }, "expected_sections")!;
    expect(r).toMatchObject({ score: 75, passed: false });
    expect(r.detail).toContain("Rentabilité");
  });

  it("amounts: readable, and rents consistent with the financed amount", () => {
    const lease = template("analyse-credit-bail");
    const data = sample("analyse-credit-bail", "good").data;
    expect(rule(lease, data, "amounts")).toMatchObject({ score: 100, passed: true });
    expect(rule(lease, data, "amounts")!.detail).toContain("3 466,07 € × 60 mois");
    // A rent typed ten times too small no longer repays the asset.
    const wrong = rule(lease, { ...data, loyerMensuel: "346,60 €" }, "amounts")!;
    expect(wrong.passed).toBe(false);
    expect(wrong.detail).toContain("✗");
    const vague = rule(note, { ...good, montantDemande: "environ 2 M" }, "amounts")!;
    expect(vague).toMatchObject({ score: 0, passed: false });
    expect(vague.detail).toContain("« environ 2 M »");
  });

  it("dates: valid, plausible, a next date after the others, ranges forwards", () => {
    const minutes = template("compte-rendu-comite-credit");
    const data = sample("compte-rendu-comite-credit", "good").data;
    expect(rule(minutes, data, "dates")).toMatchObject({ score: 100, passed: true });
    expect(rule(minutes, { ...data, dateComite: "mars" }, "dates")!.passed).toBe(false);
    expect(rule(minutes, { ...data, dateComite: "14/03/1890" }, "dates")!.passed).toBe(false);
    const backwards = rule(minutes, { ...data, prochainComite: "01/03/2025" }, "dates")!;
    expect(backwards.passed).toBe(false);
    expect(backwards.detail).toContain("« Prochain comité » ≤ « Date du comité »");
    const project = template("rapport-avancement-projet");
    const report = sample("rapport-avancement-projet", "good").data;
    expect(rule(project, report, "dates")!.passed).toBe(true);
    expect(rule(project, { ...report, periode: "du 14/03/2025 au 03/03/2025" }, "dates")!.passed).toBe(false);
  });

  it("uses the weights and rules the 'Exemple de Scoring' dialog shows, for the template it shows", () => {
    const example = scoringExample();
    const note = evaluateRules(
      template("note-credit-comite"),
      sample("note-credit-comite", "good").data,
      "fr",
      NOW,
    );
    expect(note.breakdown.map((b) => [b.code, b.weight])).toEqual(
      example.rules.map((r) => [r.code, r.weight]),
    );
    // The blend of a real score is the one the dialog computes.
    const scored = scoreLocally(input("note-credit-comite", sample("note-credit-comite", "good").data));
    const fc = scored.details.final_calculation;
    expect([fc.ai_weight, fc.rules_weight]).toEqual([example.aiWeight, example.rulesWeight]);
  });

  it("shares the weights among the rules a template has, adding up to 1", () => {
    for (const t of deliverableTemplates) {
      const { breakdown } = evaluateRules(template(t.id), sample(t.id, "good").data, "fr", NOW);
      const total = breakdown.reduce((s, b) => s + b.weight, 0);
      expect(total).toBeCloseTo(1, 2);
    }
    // The KYC form has no sections and no amounts: its four rules share the whole weight.
    const kyc = evaluateRules(
      template("fiche-kyc-lcb-ft"),
      sample("fiche-kyc-lcb-ft", "good").data,
      "fr",
      NOW,
    );
    expect(kyc.breakdown.map((b) => b.code)).toEqual(["required", "min_length", "expected_terms", "dates"]);
    const sum =
      RULE_WEIGHTS.required + RULE_WEIGHTS.min_length + RULE_WEIGHTS.expected_terms + RULE_WEIGHTS.dates;
    expect(kyc.breakdown[0].weight).toBeCloseTo(RULE_WEIGHTS.required / sum, 3);
  });
});

describe("the whole score", () => {
  it("blends 70% assessment and 30% rules, as final_calculation shows", () => {
    const r = scoreLocally(input("note-credit-comite", sample("note-credit-comite", "poor").data));
    const fc = r.details.final_calculation;
    expect(fc.ai_weight).toBe(AI_WEIGHT);
    expect(fc.rules_weight).toBe(RULES_WEIGHT);
    expect(fc.final_score).toBe(Math.round(0.7 * fc.ai_score + 0.3 * fc.rules_score));
    expect(r.score).toBe(fc.final_score);
    expect(fc.ai_score).toBe(aiScoreOf(r.details.criteria));
    const weighted = r.details.breakdown.reduce((s, b) => s + b.score * b.weight, 0);
    expect(Math.abs(weighted - fc.rules_score)).toBeLessThan(1);
  });

  it("is deterministic for the same content and language", () => {
    for (const s of sampleDeliverables) {
      const a = scoreLocally({ ...input(s.templateId, s.data), name: s.name });
      const b = scoreLocally({ ...input(s.templateId, { ...s.data }), name: s.name });
      expect(b).toEqual(a);
    }
  });

  it("scores each poor sample below its good one, with the bands a reader expects", () => {
    for (const t of deliverableTemplates) {
      const good = scoreLocally(input(t.id, sample(t.id, "good").data));
      const poor = scoreLocally(input(t.id, sample(t.id, "poor").data));
      expect(good.score, t.id).toBeGreaterThanOrEqual(90);
      expect(poor.score, t.id).toBeLessThan(50);
      expect(poor.score, t.id).toBeLessThan(good.score);
      for (const c of ["tone", "depth", "structure", "consistency"] as const) {
        expect(poor.details.criteria[c], `${t.id} ${c}`).toBeLessThanOrEqual(good.details.criteria[c]);
      }
    }
  });

  it("explains itself with the document's own labels, missing terms and figures", () => {
    const poor = scoreLocally(input("note-credit-comite", sample("note-credit-comite", "poor").data));
    const text = JSON.stringify(poor);
    // French typography: narrow no-break spaces before the colon and inside the quotes.
    expect(poor.areas_for_improvement[0]).toBe(
      "Champs obligatoires vides\u202f: «\u202fDurée (mois)\u202f», «\u202fRecommandation\u202f».",
    );
    expect(poor.areas_for_improvement.join(" ")).toContain("EBE");
    expect(poor.suggestions.join(" ")).toContain(typeset("Renseignez « Recommandation »"));
    expect(poor.ai_insights.professional_tone).toContain(typeset("« pas de problème »"));
    expect(poor.ai_insights.consistency_check).toContain(typeset("« environ 2 M »"));
    expect(text).not.toMatch(/ [:;!?»]|« /);
    expect(text).not.toContain("undefined");

    const good = scoreLocally(input("note-credit-comite", sample("note-credit-comite", "good").data));
    expect(good.areas_for_improvement).toEqual([]);
    expect(good.strengths.join(" ")).toContain("48,6 M€");
    expect(good.ai_insights.content_depth).toMatch(/\d+ chiffres cités/);
    const minutes = scoreLocally(
      input("compte-rendu-comite-credit", sample("compte-rendu-comite-credit", "good").data),
    );
    expect(minutes.ai_insights.consistency_check).toContain(
      typeset("« Montant total accordé (€) » (2 720 000 €)"),
    );
  });

  it("quotes a typed amount as the reader writes numbers", () => {
    const data = {
      emprunteur: "Transports Vialis SAS",
      montantDemande: "2400000",
      dureeMois: "60",
      analyseFinanciere: "Revenue of 48.6 and a margin of 11.9 for 212 staff.",
    };
    const figuresOf = (lang: "fr" | "en") =>
      scoreLocally(input("note-credit-comite", data, lang)).strengths.find((x) =>
        /^(Propos chiffré|Backed by figures)/.test(x),
      );
    expect(figuresOf("en")).toContain("2,400,000");
    expect(figuresOf("fr")).toContain("2 400 000");
    expect(`${figuresOf("en")} ${figuresOf("fr")}`).not.toContain("2400000");
  });

  it("speaks English when asked, naming the template's fields and expected terms in English", () => {
    const en = scoreLocally(input("note-credit-comite", sample("note-credit-comite", "poor").data, "en"));
    expect(en.language).toBe("en");
    expect(en.details.breakdown[0].rule).toBe("Required fields filled in");
    expect(en.areas_for_improvement[0]).toContain("Required fields left empty: “Term (months)”");
    const terms = en.details.breakdown.find((r) => r.code === "expected_terms");
    expect(terms?.detail).toContain("“Financial analysis”: EBITDA, equity");
    expect(JSON.stringify(en)).not.toMatch(/Durée|Analyse financière|chiffre d'affaires/);
    expect(en.details.ai_assessment).toContain("Credit committee memo");
    const fr = scoreLocally(input("note-credit-comite", sample("note-credit-comite", "poor").data, "fr"));
    expect(en.score).toBe(fr.score);
  });
});

describe("with an LLM", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  const data = sample("analyse-credit-bail", "good").data;

  it("asks for JSON, checks it and uses it for the 70% part", async () => {
    const ai = openaiProvider({ baseUrl: fake.baseUrl, models: { "gpt-4o-mini": "assessor-model" } });
    const r = await scoreWithProvider(ai, input("analyse-credit-bail", data));
    expect(r.provider).toBe("openai");
    expect(r.ai_insights).toEqual(fakeAssessment.ai_insights);
    expect(r.details.criteria).toEqual({ tone: 80, depth: 70, structure: 60, consistency: 90 });
    expect(r.details.final_calculation.ai_score).toBe(aiScoreOf(r.details.criteria));
    // The rules part stays the template's own.
    expect(r.details.final_calculation.rules_score).toBe(100);
    const sent = fake.requests.at(-1)!.body;
    expect(sent.model).toBe("assessor-model");
    const prompt = sent.messages.map((m) => m.content).join("\n");
    expect(prompt).toContain("JSON");
    expect(prompt).toContain("Analyse du client");
    expect(prompt).toContain("Menuiserie Dufresne");
  });

  it("falls back to the local assessor when the answer is not the JSON asked for, or fails", async () => {
    const reasons: string[] = [];
    const prose = openaiProvider({ baseUrl: fake.baseUrl, models: { "gpt-4o-mini": "chatty-model" } });
    const r = await scoreWithProvider(prose, input("analyse-credit-bail", data), {
      onFallback: (why) => reasons.push(why),
    });
    expect(r).toEqual(scoreLocally(input("analyse-credit-bail", data)));
    const failing = openaiProvider({ baseUrl: fake.baseUrl, models: { "gpt-4o-mini": "fail-model" } });
    const f = await scoreWithProvider(failing, input("analyse-credit-bail", data), {
      onFallback: (why) => reasons.push(why),
    });
    expect(f.provider).toBe("local");
    expect(reasons).toHaveLength(2);
  });

  it("accepts JSON in a code fence and rejects out-of-range values", () => {
    expect(parseAssessment(`Voici :\n\`\`\`json\n${JSON.stringify(fakeAssessment)}\n\`\`\``)).toEqual(
      fakeAssessment,
    );
    expect(parseAssessment(JSON.stringify({ ...fakeAssessment, tone: 140 }))).toBeNull();
    expect(parseAssessment("{ not json }")).toBeNull();
  });

  it("never calls a network with the local provider", async () => {
    const before = fake.requests.length;
    const r = await scoreWithProvider(localProvider(), input("analyse-credit-bail", data));
    expect(r.provider).toBe("local");
    expect(fake.requests.length).toBe(before);
  });
});
