import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoSeriousViolations, signedIn } from "./support";

const kyc = {
  raisonSociale: "Transports Vialis SAS",
  siren: "823 456 785",
  beneficiairesEffectifs:
    "Laurent Vial, né le 12/06/1968, détient indirectement 62 % du capital et des droits de vote via la holding Vialis Participations SAS.",
  activiteOrigineFonds:
    "Activité de transport routier de marchandises exercée depuis 2003. Origine des fonds : loyers réglés par prélèvement SEPA depuis le compte professionnel, trésorerie cohérente avec les comptes 2023.",
  ppe: "non",
  niveauRisque: "standard",
  mesuresVigilance:
    "Vigilance normale : vérification du Kbis et des pièces d'identité ; filtrage sur les listes de gel des avoirs sans correspondance ; justificatif de domiciliation bancaire obtenu.",
  dateRevue: "14/03/2028",
};

/** Two deliverables: both created and scored, one edited, exported and completed. */
async function someWork(request: APIRequestContext) {
  const a = await (
    await request.post("/api/deliverables/from-template/fiche-kyc-lcb-ft", {
      data: { name: "KYC Vialis", data: kyc },
    })
  ).json();
  const b = await (
    await request.post("/api/deliverables/from-template/fiche-kyc-lcb-ft", {
      data: { name: "KYC Vialis Holding", data: kyc },
    })
  ).json();
  // Every write is checked against the template: the edit sends the whole form.
  const edited = await request.put(`/api/deliverables/${b.id}`, {
    data: { data: { ...kyc, raisonSociale: "Vialis Participations SAS" } },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  await request.post(`/api/quality/score/${a.id}`);
  await request.post(`/api/quality/score/${b.id}`);
  await request.get(`/api/deliverables/${a.id}/export?format=json`);
  await request.put(`/api/deliverables/${a.id}`, { data: { status: "completed" } });
}

test("analytics: empty state first, then KPIs, breakdown, timeline chart, summary and paths", async ({
  page,
}) => {
  await signedIn(page);
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics & Task Mining" })).toBeVisible();
  await expect(page.getByRole("button", { name: "30 jours" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Aucune activité sur les 30 derniers jours")).toBeVisible();
  await expect(page.locator("main")).not.toContainText("NaN");

  await someWork(page.request);
  await page.reload();
  // 2 creations, 1 edit, 2 scores, 1 export, 1 completion.
  await expect(page.getByTestId("kpi-totalEvents")).toHaveText("7");
  await expect(page.getByTestId("kpi-created")).toHaveText("2");
  await expect(page.getByTestId("kpi-finalisation")).toHaveText(/^50\s%$/);
  await expect(page.getByText("1 export pour 2 créations", { exact: true })).toBeVisible();
  // The creations row counts every kind of item and says which: here only deliverables.
  await expect(page.getByText("Créations (tous éléments)", { exact: true })).toBeVisible();
  await expect(page.getByTestId("by-entity-create")).toHaveText("Livrables créés\u00a0: 2");
  await expect(page.getByTestId("kpi-dailyAverage")).toHaveText("0,2");
  await expect(page.getByRole("heading", { name: "Répartition par type d'événement" })).toBeVisible();
  await expect(page.getByText("Évaluation", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Chronologie des 7 derniers jours" })).toBeVisible();
  await expect(page.getByTestId("timeline-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Résumé de performance" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Parcours des livrables" })).toBeVisible();
  await expect(page.getByText("Création", { exact: true }).first()).toBeVisible();
  await expect(page.locator("main")).not.toContainText("NaN");
  await expectNoSeriousViolations(page, "/analytics with data");

  await page.getByRole("button", { name: "7 jours" }).click();
  await expect(page.getByRole("button", { name: "7 jours" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("kpi-dailyAverage")).toHaveText("1");
  await page.getByRole("button", { name: "90 jours" }).click();
  await expect(page.getByTestId("kpi-dailyAverage")).toHaveText("0,1");
});

test("competencies: from an empty page to levels, achievements and the skill matrix", async ({ page }) => {
  await signedIn(page);
  await page.goto("/competency");
  await expect(page.getByRole("heading", { level: 1, name: "Mes Compétences" })).toBeVisible();
  await expect(page.getByTestId("competency-score")).toHaveText("0");
  await expect(page.getByText("Aucune compétence en progression pour l'instant.")).toBeVisible();

  await someWork(page.request);
  await page.reload();
  const score = Number(await page.getByTestId("competency-score").textContent());
  expect(score).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "Progression des compétences" })).toBeVisible();
  await expect(page.getByText("Connaissance client (KYC)").first()).toBeVisible();
  await expect(
    page.getByText(/Niveau \d+ · (Débutant|Intermédiaire|Confirmé|Avancé|Expert)/).first(),
  ).toBeVisible();
  await expect(page.getByText("Livrable « KYC Vialis » finalisé")).toBeVisible();
  await expect(page.getByText(/Livrable «\sKYC Vialis\s» évalué \d+\/100/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Matrice des compétences" })).toBeVisible();
  await expect(page.getByRole("progressbar").first()).toBeVisible();
  expect(await page.getByRole("progressbar").count()).toBeLessThanOrEqual(8);
  await expectNoSeriousViolations(page, "/competency with data");
});

for (const theme of ["light", "dark"] as const) {
  test(`axe on /analytics and /competency with data (${theme}, English)`, async ({ page }) => {
    await page.addInitScript((value) => {
      localStorage.setItem("tw-store-theme", value);
      localStorage.setItem("language", "en");
    }, theme);
    await signedIn(page);
    await someWork(page.request);
    await page.goto("/analytics");
    await expect(page.getByTestId("kpi-totalEvents")).toHaveText("7");
    await expectNoSeriousViolations(page, `/analytics ${theme}`);
    await page.goto("/competency");
    await expect(page.getByRole("heading", { name: "Skill matrix" })).toBeVisible();
    await expectNoSeriousViolations(page, `/competency ${theme}`);
  });
}
