import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations, signedIn, toast } from "./support";

const cards = (page: Page) => page.getByRole("main").getByRole("article");

test.describe("services catalogue", () => {
  test("filters by category (in the URL) and by tag, with counts from the data", async ({ page }) => {
    await signedIn(page);
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1, name: "Services IA" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Tous (15)" })).toHaveAttribute("aria-pressed", "true");
    for (const [label, count] of [
      ["Chatbots IA", 3],
      ["Plateformes & Outils", 2],
      ["Solutions End-to-End", 1],
      ["Progiciels", 3],
      ["Réglementation", 2],
      ["Soft Skills", 2],
      ["Gestion de Projet", 2],
    ] as const) {
      await expect(page.getByRole("button", { name: `${label} (${count})` })).toBeVisible();
    }
    await expect(page.getByText("15 services trouvés")).toBeVisible();
    await expect(cards(page)).toHaveCount(15);

    await page.getByRole("button", { name: "Réglementation (2)" }).click();
    await expect(page).toHaveURL(/\/services\?category=regulation$/);
    await expect(page.getByText("2 services trouvés")).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    // A card shows its rating out of 5 and its usage.
    const aml = page.getByRole("article", { name: "Contrôle LCB-FT / KYC" });
    await expect(aml).toContainText("/ 5");
    await expect(aml).toContainText("utilisations");

    await aml.getByRole("button", { name: "Filtrer par l'étiquette KYC" }).click();
    await expect(page).toHaveURL(/tag=KYC/);
    await expect(page.getByText("1 service trouvé")).toBeVisible();
    await page.getByRole("button", { name: "Retirer le filtre KYC" }).click();
    await expect(page.getByText("2 services trouvés")).toBeVisible();

    // The category survives a reload (it is in the URL); "Tous" clears it.
    await page.reload();
    await expect(page.getByRole("button", { name: "Réglementation (2)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: "Tous (15)" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(cards(page)).toHaveCount(15);
  });

  test("shows the empty state in French and in English", async ({ page }) => {
    await signedIn(page);
    await page.goto("/services?category=regulation&tag=Alfa");
    await expect(page.getByText("Aucun service trouvé")).toBeVisible();
    await page.getByRole("button", { name: "Voir tous les services" }).click();
    await expect(cards(page)).toHaveCount(15);

    await page.evaluate(() => localStorage.setItem("language", "en"));
    await page.goto("/services?category=regulation&tag=Alfa");
    await expect(page.getByText("No services found")).toBeVisible();
    await expect(page.getByText("Try adjusting your filters")).toBeVisible();
    // English names and descriptions.
    await page.goto("/services?category=chatbot");
    await expect(page.getByRole("article", { name: "Consumer Credit Advisor" })).toBeVisible();
  });

  test("launching a service counts it and the dashboard shows it", async ({ page }) => {
    await signedIn(page);
    await page.goto("/services?category=platform");
    const card = page.getByRole("article", { name: "Plateforme de Scoring" });
    const usage = await card.getByText(/utilisations/).textContent();
    await card.getByRole("button", { name: "Lancer Plateforme de Scoring" }).click();
    await expect(toast(page, "Service lancé")).toContainText("Plateforme de Scoring");
    // An external service: the page says so rather than opening nothing.
    const external = page.getByRole("dialog", { name: "Service externe" });
    await expect(external).toContainText("Plateforme de Scoring s'utilise dans son propre outil");
    await external.getByRole("button", { name: "Compris" }).click();
    await expect(external).toBeHidden();
    await expect(card.getByText(/utilisations/)).not.toHaveText(usage ?? "");

    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Tableau de bord" })
      .click();
    await expect(page.getByText("Service utilisé : Plateforme de Scoring")).toBeVisible();
  });

  test("a failed launch says so", async ({ page }) => {
    await signedIn(page);
    await page.route("**/api/services/*/use", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto("/services?category=software");
    await page
      .getByRole("button", { name: /^Lancer / })
      .first()
      .click();
    await expect(toast(page, "Erreur")).toContainText("Impossible de lancer le service");
  });

  test("launching the Alfa service opens the assistant", async ({ page }) => {
    await signedIn(page);
    await page.goto("/services?category=chatbot");
    await page.getByRole("button", { name: "Lancer Assistant Alfa" }).click();
    await expect(toast(page, "Service lancé")).toContainText("Assistant Alfa");
    const dialog = page.getByRole("dialog", { name: "Assistant Alfa" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Aucune conversation")).toBeVisible();
    await expect(page).toHaveURL(/assistant=alfa/);
    await expectNoSeriousViolations(page, "Alfa assistant dialog");
    // One Escape closes the dialog, 'Service lancé' toast up or not, and focus goes back to Lancer.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Lancer Assistant Alfa" })).toBeFocused();
    await expect(page).not.toHaveURL(/assistant=alfa/);
  });

  test("the header suggestions come from the server and open the assistant", async ({ page }) => {
    await signedIn(page);
    await page.goto("/services");
    const panel = page.getByRole("region", { name: "Suggestions IA" });
    await page.getByRole("button", { name: /^Suggestions IA/ }).click();
    await panel.getByRole("link", { name: /Interroger l'assistant Alfa/ }).click();
    await expect(page.getByRole("dialog", { name: "Assistant Alfa" })).toBeVisible();
  });

  test("the suggestions open on demand and can be closed again", async ({ page }) => {
    await signedIn(page);
    const panel = page.getByRole("region", { name: "Suggestions IA" });
    await expect(panel).toBeHidden();
    const open = page.getByRole("button", { name: /^Suggestions IA/ });
    await open.click();
    await expect(panel.getByRole("link").first()).toBeVisible();
    await page.getByRole("button", { name: "Réduire les suggestions" }).click();
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`axe on /services (${theme})`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.addInitScript((value) => localStorage.setItem("tw-store-theme", value), theme);
      await signedIn(page);
      await page.goto("/services");
      await expect(cards(page)).toHaveCount(15);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `/services ${theme}`);
    });
  }
});
