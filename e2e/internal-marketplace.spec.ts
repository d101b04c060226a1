import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
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
/** The catalogue's count of solutions ("20 solutions"), of which the list shows twelve at a time. */
const solutionCount = async (page: Page) =>
  Number((await page.getByText(/^\d+ solutions?$/).textContent())?.match(/\d+/)?.[0] ?? Number.NaN);
const stat = (page: Page, id: string) => page.getByTestId(`stat-${id}`);
const number = async (page: Page, id: string) =>
  Number(((await stat(page, id).textContent()) ?? "").replace(/\D/g, ""));

test.describe("internal marketplace", () => {
  // Many cards, dialogs and axe scans: slower than the default budget on a busy machine.
  test.slow();

  test("filters and searches on the server, accents and typos forgiven", async ({ page }) => {
    await signedIn(page);
    await page.goto("/internal-marketplace");
    await expect(
      page.getByRole("heading", { level: 1, name: "Marketplace Interne Collaborative" }),
    ).toBeVisible();
    for (const label of [
      "Solutions",
      "Approuvées",
      "Téléchargements",
      "Note moyenne",
      "Communautés",
      "Contributeurs",
    ]) {
      await expect(
        page.getByRole("region", { name: /Chiffres/ }).getByText(label, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole("tab", { name: "Explorer" })).toHaveAttribute("aria-selected", "true");
    // Once the catalogue has loaded (its cards, not the grey placeholders).
    await expect(page.getByText(/^\d+ solutions$/)).toBeVisible();
    const total = await solutionCount(page);
    expect(total).toBeGreaterThanOrEqual(16);
    // Twelve cards, then twelve more at a time; the keyboard goes on from the first new card.
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole("button", { name: "Afficher plus de solutions" }).click();
    await expect(cards(page)).toHaveCount(Math.min(24, total));
    await expect(cards(page).nth(12).getByRole("heading", { level: 3 }).getByRole("button")).toBeFocused();
    const first = cards(page).first();
    await expect(first.getByText("Recommandé")).toBeVisible();
    await expect(first.getByRole("button", { name: "Télécharger" })).toBeVisible();
    await expect(first.getByText(/^\(\d+ avis\)$/)).toBeVisible();

    const search = page.getByPlaceholder("Rechercher une solution...");
    await search.fill("reconciliation");
    await expect(page).toHaveURL(/q=reconciliation/);
    await expect(page.getByRole("article", { name: "Réconciliation source / cible" })).toBeVisible();
    await expect.poll(() => solutionCount(page)).toBeLessThan(total);
    await search.fill("connecteur prelevemnts");
    await expect(page.getByRole("article", { name: "Connecteur prélèvements SEPA" })).toBeVisible();
    await search.fill("zzqxw");
    await expect(page.getByText("Aucune solution trouvée avec ces critères de recherche.")).toBeVisible();
    await search.fill("");

    await page.getByLabel("Catégorie", { exact: true }).selectOption({ label: "PMO & Méthodologie" });
    await expect(page).toHaveURL(/category=pmo/);
    await expect.poll(() => solutionCount(page)).toBeLessThan(total);
    for (const card of await cards(page).all())
      await expect(card.getByText("PMO & Méthodologie", { exact: true })).toBeVisible();
    await page.getByLabel("Type").selectOption({ label: "Agent IA" });
    await expect(page.getByRole("article", { name: "Assistant rapport d'avancement" })).toBeVisible();
    await page.getByLabel("Type").selectOption({ label: "Tous types" });
    await page.getByLabel("Catégorie", { exact: true }).selectOption({ label: "Toutes catégories" });
    await page.getByRole("button", { name: "Recommandés" }).click();
    await expect(page.getByRole("button", { name: "Recommandés" })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/featured=true/);
    await expect.poll(() => solutionCount(page)).toBeLessThan(total);
    for (const card of await cards(page).all())
      await expect(card.getByText("Recommandé", { exact: true })).toBeVisible();
  });

  test("downloads an item: the count grows without a reload", async ({ page }) => {
    await signedIn(page);
    await page.goto("/internal-marketplace?q=calcul%20de%20loyers");
    const card = page.getByRole("article", { name: "API de calcul de loyers" });
    const count = async () =>
      Number(((await card.getByTestId("downloads").textContent()) ?? "").replace(/\D/g, ""));
    const before = await count();
    const totalBefore = await number(page, "totalDownloads");
    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: "Télécharger" }).click();
    const file = await download;
    // The solution's own document, not a pointer to it.
    expect(file.suggestedFilename()).toBe("int-api-calcul-loyers-2.4.1.md");
    expect(readFileSync((await file.path())!, "utf8")).toContain("# API de calcul de loyers");
    await expect(toast(page, "Téléchargement lancé")).toBeVisible();
    await expect.poll(count).toBe(before + 1);
    await expect.poll(() => number(page, "totalDownloads")).toBe(totalBefore + 1);
  });

  test("rates an item in its detail view, then changes the rating", async ({ page }) => {
    await signedIn(page, { firstName: "Inès", lastName: "Valette" });
    await page.goto("/internal-marketplace");
    // Past the first twelve cards.
    await page.getByRole("button", { name: "Afficher plus de solutions" }).click();
    await page.getByRole("button", { name: "Registre des risques projet" }).click();
    const dialog = page.getByRole("dialog", { name: "Registre des risques projet" });
    await expect(dialog.getByText("Version")).toBeVisible();
    const reviewsTitle = dialog.getByRole("heading", { name: /^Avis \(\d+\)$/ });
    const before = Number(((await reviewsTitle.textContent()) ?? "").replace(/\D/g, ""));
    await expectNoSeriousViolations(page, "item detail");
    await dialog.getByRole("radio", { name: "4 étoiles" }).check({ force: true });
    await dialog.getByLabel("Commentaire (facultatif)").fill("Très utile pour préparer les COPIL.");
    await dialog.getByRole("button", { name: "Publier mon avis" }).click();
    await expect(toast(page, "Avis publié")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: `Avis (${before + 1})` })).toBeVisible();
    const mine = dialog.getByRole("listitem").filter({ hasText: "Inès Valette" });
    await expect(mine).toContainText("Très utile pour préparer les COPIL.");

    await dialog.getByRole("radio", { name: "2 étoiles" }).check({ force: true });
    await dialog.getByRole("button", { name: "Mettre à jour mon avis" }).click();
    await expect(toast(page, "Avis mis à jour")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: `Avis (${before + 1})` })).toBeVisible();
    // (Escape would first dismiss the toast, the newest layer.)
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("article", { name: "Registre des risques projet" }).getByText(`(${before + 1} avis)`),
    ).toBeVisible();
  });

  test("joins and leaves a community with real counts", async ({ page }) => {
    await signedIn(page);
    await page.goto("/internal-marketplace");
    await page.getByRole("tab", { name: "Communautés" }).click();
    await expect(page).toHaveURL(/tab=communities/);
    const card = page.getByRole("article", { name: "PMO Leasing" });
    const members = async () =>
      Number(((await card.getByText(/membres?$/).textContent()) ?? "").replace(/\D/g, ""));
    const before = await members();
    const contributors = await number(page, "totalMembers");
    await card.getByRole("button", { name: "Rejoindre PMO Leasing" }).click();
    await expect(toast(page, "Vous avez rejoint la communauté")).toBeVisible();
    await expect(card.getByRole("button", { name: "Quitter PMO Leasing" })).toBeVisible();
    await expect.poll(members).toBe(before + 1);
    await expect.poll(() => number(page, "totalMembers")).toBe(contributors + 1);
    await expectNoSeriousViolations(page, "communities");
    await card.getByRole("button", { name: "Quitter PMO Leasing" }).click();
    await expect(card.getByRole("button", { name: "Rejoindre PMO Leasing" })).toBeVisible();
    await expect.poll(members).toBe(before);
  });

  test("the sidebar's new AI agent opens Contribuer; an admin approves it and it appears in Explorer", async ({
    page,
    browser,
  }) => {
    await signedIn(page);
    const name = `Agent de relance ${Date.now()}`;
    await page.getByRole("button", { name: "Nouvel agent IA" }).click();
    await expect(page).toHaveURL(/tab=contribute&type=agent/);
    const dialog = page.getByRole("dialog", { name: "Nouvelle contribution : Agent IA" });
    await expect(dialog.getByLabel("Type")).toHaveValue("agent");
    await dialog.getByRole("button", { name: "Soumettre pour validation" }).click();
    await expect(dialog.getByText("Le nom de la solution est requis")).toBeVisible();
    await expectNoSeriousViolations(page, "contribution form with errors");
    await dialog.getByLabel("Nom de la solution").fill(name);
    await dialog.getByLabel("Description").fill("Prépare les relances amiables des impayés de crédit-bail.");
    await dialog.getByLabel("Catégorie", { exact: true }).selectOption({ label: "Analystes Métier" });
    await dialog.getByLabel("Sous-catégorie").fill("Recouvrement");
    await dialog.getByLabel("Étiquettes").fill("recouvrement, impayés, IA générative");
    await dialog.getByLabel("Adresse (https://…)").fill("https://git.praxis-interne.fr/agents/relance");
    await dialog.getByRole("button", { name: "Soumettre pour validation" }).click();
    await expect(toast(page, "Contribution envoyée pour validation")).toBeVisible();
    const mine = page.getByRole("region", { name: "Mes contributions" });
    await expect(mine.getByText(name)).toBeVisible();
    await expect(mine.getByText("En attente de validation")).toBeVisible();

    // Only admins see the queue.
    await expect(page.getByRole("heading", { name: "Contributions à valider" })).toHaveCount(0);
    const admin = await adminPage(browser);
    await admin.goto("/internal-marketplace?tab=contribute");
    await expectNoSeriousViolations(admin, "moderation queue");
    await admin.getByRole("button", { name: `Approuver ${name}` }).click();
    await expect(toast(admin, "Contribution approuvée")).toBeVisible();
    await admin.context().close();

    await page.reload();
    await expect(mine.getByText("Approuvée")).toBeVisible();
    await page.getByRole("tab", { name: "Explorer" }).click();
    await page.getByPlaceholder("Rechercher une solution...").fill(name);
    await expect(page.getByRole("article", { name })).toBeVisible();
  });

  test("contributes a file; once approved, Télécharger gives back the same file under its name", async ({
    page,
    browser,
  }) => {
    await signedIn(page);
    const name = `Trame de relance ${Date.now()}`;
    const content = Buffer.from("# Trame de relance\n\nMadame, Monsieur, sauf erreur de notre part…\n");
    await page.goto("/internal-marketplace?tab=contribute&type=template");
    const dialog = page.getByRole("dialog", { name: /Nouvelle contribution/ });
    await dialog.getByLabel("Nom de la solution").fill(name);
    await dialog.getByLabel("Description").fill("Trame de courrier de relance amiable pour les impayés.");
    await dialog.getByLabel("Catégorie", { exact: true }).selectOption({ label: "Analystes Métier" });
    await dialog.getByLabel("Fichier à déposer").check();
    await dialog.getByLabel("Fichier", { exact: true }).setInputFiles({
      name: "trame-relance.md",
      mimeType: "text/markdown",
      buffer: content,
    });
    await dialog.getByRole("button", { name: "Soumettre pour validation" }).click();
    await expect(toast(page, "Contribution envoyée pour validation")).toBeVisible();

    const admin = await adminPage(browser);
    await admin.goto("/internal-marketplace?tab=contribute");
    await admin.getByRole("button", { name: `Approuver ${name}` }).click();
    await expect(toast(admin, "Contribution approuvée")).toBeVisible();
    await admin.context().close();

    await page.goto(`/internal-marketplace?q=${encodeURIComponent(name)}`);
    const card = page.getByRole("article", { name });
    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: "Télécharger" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("trame-relance.md");
    expect(readFileSync((await file.path())!).equals(content)).toBe(true);
  });

  test("fits a phone: the tabs on one row, the search placeholder whole", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page);
    await page.goto("/internal-marketplace");
    await expect(page.getByRole("tab")).toHaveCount(3);
    await expectTabsAndSearchFit(page, page.getByRole("searchbox").first());
    await page.screenshot({ path: test.info().outputPath("internal-marketplace-phone.png") });
  });

  test("passes axe in light and dark", async ({ page }) => {
    await signedIn(page);
    for (const theme of ["light", "dark"]) {
      await page.evaluate((value) => localStorage.setItem("tw-store-theme", value), theme);
      for (const tab of ["", "?tab=communities", "?tab=contribute"]) {
        await page.goto(`/internal-marketplace${tab}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expectNoSeriousViolations(page, `/internal-marketplace${tab} (${theme})`);
      }
    }
  });
});
