import { type Browser, expect, type Page, test } from "@playwright/test";
import { elide } from "../shared/i18n/elision";
import { expectNoSeriousViolations, expectTabsAndSearchFit, signedIn, toast } from "./support";

async function adminPage(browser: Browser) {
  // Its own context (axe needs one per page), with the config's base URL and locale.
  const page = await (await browser.newContext()).newPage();
  const res = await page.request.post("/api/auth/login", {
    data: { email: "admin@praxis.test", password: "admin-e2e-password" },
  });
  expect(res.status()).toBe(200);
  return page;
}

const cards = (page: Page) => page.getByRole("article");
/** The catalogue's count of solutions ("28 solutions"), of which the list shows a page at a time. */
const solutionCount = async (page: Page) =>
  Number((await page.getByText(/^\d+ solutions?$/).textContent())?.match(/\d+/)?.[0] ?? Number.NaN);

test.describe("external marketplace", () => {
  // Many cards, dialogs and axe scans: slower than the default budget on a busy machine.
  test.slow();

  test("filters (in the URL) and searches the catalogue, with the spec's prices and buttons", async ({
    page,
  }) => {
    await signedIn(page);
    await page.goto("/marketplace");
    await expect(page.getByRole("heading", { level: 1, name: "Marketplace Externe" })).toBeVisible();
    const stats = page.getByRole("region", { name: "Chiffres de la marketplace" });
    for (const label of ["Solutions", "Fournisseurs", "Téléchargements", "Croissance"]) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/^\d+ solutions$/)).toBeVisible();
    const total = await solutionCount(page);
    expect(total).toBeGreaterThanOrEqual(24);
    // Twelve cards, then twelve more at a time; the keyboard goes on from the first new card.
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByText(`12 sur ${total}`)).toBeVisible();
    await page.getByRole("button", { name: "Afficher plus de solutions" }).click();
    await expect(cards(page)).toHaveCount(24);
    await expect(cards(page).nth(12).getByRole("button")).toBeFocused();

    await page.getByLabel("Marché").selectOption({ label: "Mobilité" });
    await expect(page).toHaveURL(/market=mobility/);
    await expect.poll(() => solutionCount(page)).toBeLessThan(total);
    expect(await cards(page).count()).toBe(Math.min(12, await solutionCount(page)));
    for (const card of await cards(page).all())
      await expect(card.getByText("Mobilité", { exact: true })).toBeVisible();

    // Free solutions read 'Gratuit' with 'Ajouter'; paid ones read their price by model with "S'abonner".
    const pricing = page.getByLabel("Modèle de prix");
    await pricing.selectOption({ label: "Freemium" });
    await expect(page).toHaveURL(/pricingModel=freemium/);
    const free = cards(page).first();
    await expect(free.getByText("Gratuit", { exact: true })).toBeVisible();
    await expect(free.getByRole("button", { name: "Ajouter" })).toBeVisible();
    await pricing.selectOption({ label: "Licence" });
    await expect(
      page
        .getByRole("article", { name: "Portail partenaires constructeur" })
        .getByText(/^24\s000\s€ \(licence\)$/),
    ).toBeVisible();
    await pricing.selectOption({ label: "À l'utilisation" });
    await expect(
      cards(page)
        .first()
        .getByText(/^\d+(,\d\d)?\s€\/utilisation$/),
    ).toBeVisible();
    await pricing.selectOption({ label: "Mensuel" });
    const paid = cards(page).first();
    await expect(paid.getByText(/^\d+\s€\/mois$/)).toBeVisible();
    await expect(paid.getByRole("button", { name: "S'abonner" })).toBeVisible();

    // The filtered view survives a reload (it lives in the URL).
    await page.reload();
    await expect(page.getByLabel("Marché")).toHaveValue("mobility");
    await expect(pricing).toHaveValue("monthly");

    await page.getByRole("button", { name: "Réinitialiser les filtres" }).click();
    await expect.poll(() => solutionCount(page)).toBe(total);
    await expect(cards(page)).toHaveCount(12);
    // Search ignores accents and case, and forgives typos.
    const search = page.getByLabel("Rechercher", { exact: true });
    await search.fill("VEHICULE ELECTRIQUE");
    await expect(page.getByRole("article", { name: "Simulateur TCO flotte électrique" })).toBeVisible();
    await search.fill("tarifcation");
    await expect(page.getByRole("article", { name: "Tarification GAP et perte financière" })).toBeVisible();
    await search.fill("zzqxw");
    await expect(page.getByText("Aucune solution ne correspond à ces filtres.")).toBeVisible();
  });

  test("asks to confirm a paid subscription with its price, adds a free one at once, and unsubscribes", async ({
    page,
  }) => {
    await signedIn(page);
    await page.goto("/marketplace?pricingModel=monthly");
    const card = cards(page).first();
    const name = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
    const price = (await card.getByText(/€\/mois$/).textContent()) ?? "";
    const subscribe = card.getByRole("button", { name: "S'abonner" });
    await subscribe.click();
    const dialog = page.getByRole("dialog", { name: "Confirmer la souscription" });
    const summary = dialog.getByRole("definition");
    await expect(summary.filter({ hasText: name })).toBeVisible();
    await expect(summary.filter({ hasText: "Mensuel" })).toBeVisible();
    await expect(summary.filter({ hasText: price })).toBeVisible();
    await expectNoSeriousViolations(page, "subscription summary");
    // Cancelling subscribes to nothing and gives the focus back to the button.
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeHidden();
    await expect(subscribe).toBeFocused();
    expect((await page.request.get("/api/marketplace/subscriptions")).ok()).toBe(true);
    expect(await (await page.request.get("/api/marketplace/subscriptions")).json()).toEqual([]);

    await subscribe.click();
    await dialog.getByRole("button", { name: "Confirmer la souscription" }).click();
    await expect(toast(page, "Souscription activée")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("article", { name }).getByRole("button", { name: "Souscrite" }),
    ).toBeDisabled();

    // A free solution needs no confirmation.
    await page.goto("/marketplace?pricingModel=freemium");
    const freeCard = cards(page).first();
    await freeCard.getByRole("button", { name: "Ajouter" }).click();
    await expect(toast(page, "Souscription activée")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(freeCard.getByRole("button", { name: "Ajoutée" })).toBeDisabled();

    await page.getByRole("tab", { name: "Mes Solutions" }).click();
    await expect(page).toHaveURL(/tab=mine/);
    await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    await expectNoSeriousViolations(page, "/marketplace?tab=mine");
    // From the keyboard: the help assistant floats over the bottom of the list.
    await page.getByRole("button", { name: `Se désabonner ${elide("de", name)}` }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog", { name: "Résilier la souscription ?" });
    await confirm.getByRole("button", { name: "Se désabonner" }).click();
    await expect(toast(page, "Souscription résiliée")).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name })).toHaveCount(0);
  });

  test("fits a phone: the tabs on one row, the search placeholder whole", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page);
    await page.goto("/marketplace");
    await expect(page.getByRole("tab")).toHaveCount(3);
    await expectTabsAndSearchFit(page, page.getByLabel("Rechercher", { exact: true }));
    await page.screenshot({ path: test.info().outputPath("marketplace-phone.png") });
  });

  test("a partner submits a solution that an admin approves before it is listed", async ({
    page,
    browser,
  }) => {
    await signedIn(page);
    const name = `Scoring locatif ${Date.now()}`;
    await page.goto("/marketplace?tab=publish");
    await page.getByRole("button", { name: "Commencer la Publication" }).click();
    const dialog = page.getByRole("dialog", { name: "Soumettre une solution" });
    await dialog.getByRole("button", { name: "Soumettre pour validation" }).click();
    await expect(dialog.getByText("Le nom de la solution est requis")).toBeVisible();
    await expectNoSeriousViolations(page, "submission form with errors");
    await dialog.getByLabel("Nom de la solution").fill(name);
    await dialog.getByLabel("Fournisseur").fill("Locatix");
    await dialog.getByLabel("Email du contact partenaire").fill("contact@locatix.fr");
    await dialog.getByLabel("Marché").selectOption({ label: "Mobilité" });
    await dialog.getByLabel("Type").selectOption({ label: "Microservice" });
    await dialog.getByLabel("Modèle de prix").selectOption({ label: "À l'utilisation" });
    await dialog.getByLabel("Prix (€)").fill("0.25");
    await dialog.getByLabel("Étiquettes").fill("LLD, scoring");
    await dialog.getByLabel("Description").fill("Score de risque des locataires longue durée.");
    await dialog.getByRole("button", { name: "Soumettre pour validation" }).click();
    await expect(toast(page, "Solution soumise")).toBeVisible();
    const mine = page.getByRole("region", { name: "Mes soumissions" });
    await expect(mine.getByText(name)).toBeVisible();
    await expect(mine.getByText("En attente de validation")).toBeVisible();

    const admin = await adminPage(browser);
    await admin.goto("/marketplace?tab=publish");
    await admin.getByRole("button", { name: `Approuver ${name}` }).click();
    await expect(toast(admin, "Solution publiée")).toBeVisible();
    await admin.context().close();

    await page.goto("/marketplace?market=mobility&pricingModel=usage");
    await expect(page.getByRole("article", { name })).toBeVisible();
    await expect(page.getByRole("article", { name }).getByText("0,25 €/utilisation")).toBeVisible();
  });

  test("passes axe in light and dark", async ({ page }) => {
    await signedIn(page);
    for (const theme of ["light", "dark"]) {
      await page.evaluate((value) => localStorage.setItem("tw-store-theme", value), theme);
      await page.goto("/marketplace");
      await expect(cards(page).first()).toBeVisible();
      await expectNoSeriousViolations(page, `/marketplace (${theme})`);
      await page.goto("/marketplace?tab=publish");
      await expect(page.getByRole("button", { name: "Commencer la Publication" })).toBeVisible();
      await expectNoSeriousViolations(page, `/marketplace?tab=publish (${theme})`);
    }
  });
});
