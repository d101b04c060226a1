import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations, signedIn, toast } from "./support";

const analysis = [
  "Activité : transporteur routier régional, 212 salariés. Chiffre d'affaires 2023 de 48,6 M€, en hausse de 7,3 %.",
  "Rentabilité : EBE de 5,8 M€, soit 11,9 % du chiffre d'affaires, au-dessus de la médiane du secteur.",
  "Structure financière : fonds propres de 9,2 M€ ; endettement net / EBE de 2,4x, porté à 2,8x après l'opération.",
  "Capacité de remboursement : CAF de 4,3 M€ pour un service de la dette de 2,9 M€ ; couverture de 1,25 après l'opération.",
].join("\n");

test("create a deliverable from a template, score it, read the breakdown, export it, edit and delete it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedIn(page);
  await page.goto("/deliverables");
  await expect(page.getByRole("heading", { level: 1, name: "Mes Livrables" })).toBeVisible();
  await expect(page.getByText("Aucun livrable pour le moment")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Modèles disponibles" })).toBeVisible();

  // 'Nouveau Livrable': disabled until a name and a template are given, with the spec's message.
  await page.getByRole("button", { name: "Nouveau Livrable" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Nouveau Livrable" });
  await expect(dialog).toBeVisible();
  const createButton = dialog.getByRole("button", { name: "Créer le livrable" });
  await expect(createButton).toBeDisabled();
  await dialog.getByLabel("Nom du livrable").press("Enter");
  await expect(toast(page, "Informations manquantes")).toContainText(
    "Veuillez remplir tous les champs requis.",
  );
  await dialog.getByLabel("Nom du livrable").fill("Note de crédit — Vialis E2E");
  await expect(createButton).toBeDisabled();
  await dialog.getByLabel("Modèle").selectOption({ label: "Note de crédit pour comité" });
  await expect(createButton).toBeEnabled();

  // Required template fields carry a red asterisk.
  const borrowerLabel = dialog.locator("label", { hasText: "Emprunteur (raison sociale)" });
  await expect(borrowerLabel.locator("span.text-red-600")).toHaveText("*");
  await expect(
    dialog.locator("label", { hasText: "Date du comité" }).locator("span.text-red-600"),
  ).toHaveCount(0);
  // Required fields left empty are refused beside each field, and the list of them is announced.
  await createButton.click();
  await expect(dialog.getByRole("alert")).toContainText("7 champs à corriger");
  const borrower = dialog.getByLabel("Emprunteur (raison sociale)");
  await expect(borrower).toBeFocused();
  await expect(borrower).toHaveAttribute("aria-invalid", "true");
  await expect(borrower).toHaveAccessibleDescription("Ce champ est obligatoire.");
  await expectNoSeriousViolations(page, "new deliverable dialog with errors");

  // Typed inputs: an amount and a duration are numbers, a date is a date.
  const amount = dialog.getByLabel("Montant demandé (€)");
  await expect(amount).toHaveAttribute("type", "number");
  await expect(dialog.getByLabel("Durée (mois)")).toHaveAttribute("type", "number");
  // A date is typed dd/mm/yyyy whatever the browser's language, or picked from the calendar.
  await expect(dialog.getByLabel("Date du comité", { exact: true })).toHaveAttribute(
    "placeholder",
    "jj/mm/aaaa",
  );
  await expect(
    dialog.getByRole("button", { name: "Choisir « Date du comité » dans le calendrier" }),
  ).toBeVisible();
  await borrower.fill("Transports Vialis SAS");
  await expect(borrower).not.toHaveAttribute("aria-invalid", "true");
  await amount.fill("2400000");
  await dialog.getByLabel("Type de financement").selectOption({ label: "Crédit-bail mobilier" });
  await dialog.getByLabel("Durée (mois)").fill("600");
  await dialog.getByLabel("Date du comité", { exact: true }).fill("31/02/2025");
  await dialog.getByLabel("Analyse financière").fill(analysis);
  await dialog.getByLabel("Risques identifiés et facteurs d'atténuation").fill("Peu de risques.");
  await dialog.getByLabel("Recommandation").selectOption({ label: "Favorable sous conditions" });
  await createButton.click();
  // 600 months is beyond the template's bound.
  await expect(dialog.getByLabel("Durée (mois)")).toHaveAccessibleDescription(
    "La valeur doit être au plus de 360.",
  );
  await expect(dialog.getByLabel("Date du comité", { exact: true })).toHaveAccessibleDescription(
    "Saisissez une date valide (jj/mm/aaaa).",
  );
  await dialog.getByLabel("Durée (mois)").fill("60");
  await dialog.getByLabel("Date du comité", { exact: true }).fill("14/03/2025");
  await expectNoSeriousViolations(page, "new deliverable dialog");
  await createButton.click();
  await expect(toast(page, "Livrable créé")).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("article", { name: "Note de crédit — Vialis E2E" });
  await expect(card).toBeVisible();
  await expect(card.getByText("Brouillon")).toBeVisible();
  await expect(card.getByText("Non évalué")).toBeVisible();

  // Quality score: nothing until computed, then the explained result.
  await card.getByRole("button", { name: "Score qualité" }).click();
  const quality = page.getByRole("dialog", { name: "Score qualité" });
  await expect(quality.getByText("Aucun Score Calculé")).toBeVisible();
  await quality.getByRole("button", { name: "Calculer le score" }).click();
  await expect(toast(page, "Score calculé")).toBeVisible();
  const score = Number(await quality.getByTestId("quality-score").textContent());
  expect(score).toBeGreaterThan(0);
  expect(score).toBeLessThan(90);
  const breakdown = quality.getByRole("table");
  await expect(breakdown.getByRole("row", { name: /Champs obligatoires renseignés/ })).toContainText(
    "Respectée",
  );
  await expect(breakdown.getByRole("row", { name: /Termes métier attendus/ })).toContainText("Non respectée");
  await expect(breakdown).toContainText(
    "« Risques identifiés et facteurs d'atténuation » : 15/150 caractères",
  );
  await expect(quality.getByText("Calcul final")).toBeVisible();
  await expect(quality.getByRole("heading", { name: "Axes d'amélioration" })).toBeVisible();
  await expect(quality).toContainText("« peu de »");
  await expectNoSeriousViolations(page, "quality dialog");
  await quality.getByRole("button", { name: "Fermer" }).click();
  await expect(card.getByTestId("score-badge")).toContainText(`${score}/100`);

  // Word export, parsed back by the test as a real .docx.
  await card.getByRole("button", { name: "Exporter" }).click();
  const [docx] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "Document Word (.docx)" }).click(),
  ]);
  expect(docx.suggestedFilename()).toBe("Note de crédit — Vialis E2E.docx");
  await expect(toast(page, "Export réussi")).toBeVisible();
  const docxBytes = readFileSync((await docx.path())!);
  expect(docxBytes.subarray(0, 2).toString()).toBe("PK");

  // JSON export, named after the deliverable.
  await card.getByRole("button", { name: "Exporter" }).click();
  const [json] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "Fichier JSON (.json)" }).click(),
  ]);
  expect(json.suggestedFilename()).toBe("Note de crédit — Vialis E2E.json");
  const exported = JSON.parse(readFileSync((await json.path())!, "utf8"));
  expect(exported.name).toBe("Note de crédit — Vialis E2E");
  expect(exported.latestScore).toBe(score);
  expect(exported.fields.find((f: { key: string }) => f.key === "emprunteur").value).toBe(
    "Transports Vialis SAS",
  );
  expect(exported.fields.find((f: { key: string }) => f.key === "montantDemande")).toMatchObject({
    value: "2\u202f400\u202f000\u00a0€",
    raw: "2400000",
  });
  expect(exported.fields.find((f: { key: string }) => f.key === "dateComite").value).toBe("14/03/2025");

  // Edit: complete it; the status filter and the search find it.
  await card.getByRole("button", { name: "Modifier « Note de crédit — Vialis E2E »" }).click();
  const edit = page.getByRole("dialog", { name: "Modifier le livrable" });
  await expect(edit.getByLabel("Montant demandé (€)")).toHaveValue("2400000");
  await expect(edit.getByLabel("Date du comité", { exact: true })).toHaveValue("14/03/2025");
  await edit.getByLabel("Statut").selectOption("completed");
  await edit
    .getByLabel("Garanties et sûretés")
    .fill("Caution solidaire de la holding à hauteur de 30 % de l'encours.");
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(toast(page, "Livrable mis à jour")).toBeVisible();
  await expect(card.getByText("Terminé")).toBeVisible();
  await page.getByLabel("Statut").selectOption("draft");
  await expect(page.getByText("Aucun livrable ne correspond à votre recherche")).toBeVisible();
  await page.getByLabel("Statut").selectOption("completed");
  await expect(card).toBeVisible();
  await page.getByLabel("Rechercher un livrable").fill("introuvable");
  await expect(page.getByText("Aucun livrable ne correspond à votre recherche")).toBeVisible();
  await page.getByLabel("Rechercher un livrable").fill("vialis");
  await expect(card).toBeVisible();
  // Accents do not matter: "note de credit" finds "Note de crédit".
  await page.getByLabel("Rechercher un livrable").fill("note de credit");
  await expect(card).toBeVisible();
  await expectNoSeriousViolations(page, "/deliverables with a deliverable");

  // Delete, after confirmation.
  // Escape closes the question and gives the focus back to the button that asked it.
  const deleteButton = card.getByRole("button", { name: "Supprimer « Note de crédit — Vialis E2E »" });
  await deleteButton.click();
  const confirm = page.getByRole("alertdialog", { name: "Supprimer ce livrable ?" });
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await confirm.getByRole("button", { name: "Supprimer" }).click();
  await expect(toast(page, "Livrable supprimé")).toBeVisible();
  await expect(card).toBeHidden();
});

test("a template card opens 'Nouveau Livrable' with that template, and the scoring example explains the weights", async ({
  page,
}) => {
  await signedIn(page);
  await page.goto("/deliverables");
  await page
    .getByRole("button", { name: "Créer un livrable à partir du modèle « Fiche KYC / LCB-FT »" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Nouveau Livrable" });
  await expect(dialog.getByLabel("Modèle")).toHaveValue("fiche-kyc-lcb-ft");
  await expect(dialog.getByLabel("Bénéficiaires effectifs")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Exemple de Scoring" }).click();
  const example = page.getByRole("dialog", { name: "Exemple de Scoring" });
  await expect(example).toContainText("GPT-4o-mini");
  await expect(example).toContainText("0,3");
  await expect(example).toContainText("1 000");
  await expect(example).toContainText("70 %");
  await expect(example).toContainText("30 %");
  // The real rules: six of them with their weights, and the real thresholds (90 for excellent).
  const rules = example.getByTestId("example-rules");
  await expect(rules.getByRole("listitem")).toHaveCount(7);
  await expect(rules).toContainText("Champs obligatoires renseignés (30 %)");
  await expect(rules).toContainText("Dates valides et plausibles (10 %)");
  await expect(example).toContainText("90+");
  await expect(example).toContainText("70–89");
  await expect(example.getByTestId("example-score")).toHaveText("87/100");
  await expectNoSeriousViolations(page, "scoring example");
});

for (const theme of ["light", "dark"] as const) {
  test(`axe on /deliverables (${theme}, English)`, async ({ page }) => {
    await page.addInitScript((value) => {
      localStorage.setItem("tw-store-theme", value);
      localStorage.setItem("language", "en");
    }, theme);
    await signedIn(page);
    const create = await page.request.post("/api/deliverables/from-template/analyse-credit-bail", {
      data: {
        name: "Lease Dufresne",
        // The required fields, barely filled in: a poor score.
        data: {
          client: "Menuiserie Dufresne",
          materielFinance: "Machine",
          montantHT: "185 000 €",
          dureeMois: "36",
          loyerMensuel: "5 000 €",
          analyseClient: "Bon client.",
          avis: "favorable",
        },
      },
    });
    expect(create.status()).toBe(201);
    const id = (await create.json()).id;
    await page.request.post(`/api/quality/score/${id}?language=en`);
    await page.goto("/deliverables");
    await expect(page.getByRole("heading", { level: 1, name: "My deliverables" })).toBeVisible();
    await expect(page.getByTestId("score-badge")).toContainText("Needs work");
    await expectNoSeriousViolations(page, `/deliverables ${theme}`);
    await page.getByRole("button", { name: "Quality score" }).click();
    await expect(page.getByRole("dialog", { name: "Quality score" }).getByRole("table")).toBeVisible();
    await expectNoSeriousViolations(page, `quality dialog ${theme}`);
  });
}
