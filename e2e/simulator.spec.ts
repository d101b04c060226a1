import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations, signedIn, toast } from "./support";

test.describe("financing simulator", () => {
  test("computes a known loan and exports its schedule as CSV", async ({ page }) => {
    await signedIn(page);
    await page.getByRole("link", { name: /Simulateur/ }).click();
    await expect(page).toHaveURL(/\/simulator$/);
    await expect(page.getByRole("heading", { level: 1, name: "Simulateur de financement" })).toBeVisible();

    await page.getByLabel("Montant financé (€ HT)").fill("10 000");
    await page.getByLabel("Durée (mois)").fill("12");
    await page.getByLabel("Taux nominal annuel (%)").fill("12");
    await expect(page.getByTestId("payment")).toHaveText(/^888,49\s€$/);
    await expect(page.getByText("12 échéances", { exact: true })).toBeVisible();
    await expect(page.getByTestId("total-cost")).toContainText("661,8");

    const table = page.getByRole("table", { name: "Tableau d'amortissement, 12 échéances" });
    await expect(table.getByRole("row")).toHaveCount(13);
    const first = table.getByRole("row").nth(1);
    await expect(first).toContainText("100,00");
    await expect(first).toContainText("788,49");
    await expect(first).toContainText("9 211,51");
    await expect(page.getByRole("img", { name: /Graphique/ })).toBeVisible({ timeout: 20_000 });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exporter en CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("echeancier-simulation.csv");
    const csv = await readFile(await file.path(), "utf8");
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Période;Capital restant début;Échéance;Intérêts;Capital amorti;Capital restant fin",
    );
    expect(lines[1]).toBe("1;10000,00;888,49;100,00;788,49;9211,51");
    expect(lines).toHaveLength(13);
    await expect(toast(page, "Export réussi")).toBeVisible();
  });

  test("explains invalid parameters", async ({ page }) => {
    await signedIn(page);
    await page.goto("/simulator");
    const amount = page.getByLabel("Montant financé (€ HT)");
    await amount.fill("0");
    await expect(page.getByText("Saisissez un montant supérieur à 0.")).toBeVisible();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("Corrigez les paramètres signalés pour obtenir la simulation."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Exporter en CSV" })).toBeHidden();
    await amount.fill("20000");

    await page.getByLabel("Taux nominal annuel (%)").fill("8");
    await page.getByLabel("Durée (mois)").fill("10");
    await page.getByLabel("Périodicité").selectOption("quarterly");
    await expect(page.getByText("La durée doit être un multiple de la périodicité choisie.")).toBeVisible();
    await page.getByLabel("Durée (mois)").fill("24");
    await expect(page.getByTestId("payment")).toHaveText(/^2\s?730,20\s€$/);
  });

  test("simulates a lease with an increased first rent and a purchase option", async ({ page }) => {
    await signedIn(page);
    await page.goto("/simulator");
    await page.getByText("Crédit-bail / location").click();
    await expect(page.getByLabel("Premier loyer majoré (€)")).toHaveValue("3000");
    await expect(page.getByLabel("Valeur résiduelle / option d'achat (€)")).toHaveValue("3000");
    await expect(page.getByLabel("Paiement")).toHaveValue("advance");
    await expect(page.getByText("Loyer mensuel")).toBeVisible();
    await expect(page.getByTestId("payment")).toHaveText(/^741,4\d\s€$/);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`axe on /simulator (${theme})`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.addInitScript((value) => localStorage.setItem("tw-store-theme", value), theme);
      await signedIn(page);
      await page.goto("/simulator");
      // The chart is its own chunk (recharts): give it time on a busy machine.
      await expect(page.getByRole("img", { name: /Graphique/ })).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `/simulator ${theme}`);
    });
  }
});
