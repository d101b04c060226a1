import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations, signedIn, toast } from "./support";

const moduleCard = (page: Page, title: string) => page.getByRole("article", { name: title });

test.describe("training", () => {
  test("shows the three progress bars, the certifications and the modules by track", async ({ page }) => {
    await signedIn(page);
    await page.goto("/training");
    await expect(page.getByRole("heading", { level: 1, name: "Formation" })).toBeVisible();
    for (const track of ["Formation générale", "Spécialisation crédit", "Réglementation"]) {
      await expect(page.getByRole("progressbar", { name: `Progression : ${track}` })).toHaveAttribute(
        "aria-valuenow",
        "0",
      );
      await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^${track}`) })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Certifications" })).toBeVisible();
    await expect(
      page.getByRole("article", { name: "Certification Consultant augmenté par l'IA" }),
    ).toContainText("0/5 modules terminés");
    // A locked module: 'À venir' and a disabled button.
    const locked = moduleCard(page, "Concevoir un agent IA pour une mission");
    await expect(locked.getByText("À venir")).toBeVisible();
    await expect(locked.getByRole("button", { name: "Commencer" })).toBeDisabled();
  });

  test("Commencer sets 10 %, Continuer adds 15 %", async ({ page }) => {
    await signedIn(page);
    await page.goto("/training");
    const card = moduleCard(page, "Prise en main de Praxis");
    await expect(card.getByText("Disponible")).toBeVisible();
    const saved = page.waitForRequest(
      (req) => req.url().endsWith("/api/training/progress") && req.method() === "POST",
    );
    await card.getByRole("button", { name: "Commencer" }).click();
    expect((await saved).postDataJSON()).toMatchObject({
      trainingModuleId: "gen-prise-en-main-praxis",
      progress: 10,
      completed: false,
    });
    await expect(toast(page, "Progression mise à jour")).toBeVisible();
    await expect(card.getByText("En cours")).toBeVisible();
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "10");
    await card.getByRole("button", { name: "Continuer" }).click();
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
    // The general track averages its five modules: 25 / 5 = 5 %.
    await expect(page.getByRole("progressbar", { name: "Progression : Formation générale" })).toHaveAttribute(
      "aria-valuenow",
      "5",
    );
  });

  test("finishing a track earns a certificate, downloadable and verifiable signed out", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signedIn(page, { firstName: "Lucie", lastName: "Moreau" });
    // The first four modules of the general track through the API; the last one in the page.
    for (const id of [
      "gen-prise-en-main-praxis",
      "gen-fondamentaux-ia-generative",
      "gen-redaction-prompts",
      "gen-protection-donnees-ia",
    ]) {
      const res = await page.request.post("/api/training/progress", {
        data: { trainingModuleId: id, progress: 100, completed: true, score: 90 },
      });
      expect(res.status()).toBe(200);
    }
    await page.goto("/training");
    const card = moduleCard(page, "Concevoir un agent IA pour une mission");
    await expect(card.getByText("Disponible")).toBeVisible();
    await card.getByRole("button", { name: "Commencer" }).click();
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "10");
    for (const value of [25, 40, 55, 70, 85]) {
      await card.getByRole("button", { name: "Continuer" }).click();
      await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(value));
    }
    const completing = page.waitForRequest(
      (req) => req.url().endsWith("/api/training/progress") && req.method() === "POST",
    );
    await card.getByRole("button", { name: "Continuer" }).click();
    const body = (await completing).postDataJSON();
    expect(body).toMatchObject({ progress: 100, completed: true });
    expect(body.score).toBeGreaterThanOrEqual(80);
    expect(body.score).toBeLessThanOrEqual(99);

    await expect(toast(page, "Progression mise à jour")).toContainText(
      "Vous avez obtenu la « Certification Consultant augmenté par l'IA »",
    );
    await expect(card.getByText("Terminé")).toBeVisible();
    await expect(card.getByRole("button", { name: "Réviser" })).toBeEnabled();
    await expect(card.getByText(`Score : ${body.score}/100`)).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Progression : Formation générale" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );

    const certificate = page.getByRole("article", { name: "Certification Consultant augmenté par l'IA" });
    await expect(certificate.getByText("Obtenue", { exact: true })).toBeVisible();
    await expect(certificate).toContainText("5/5 modules terminés");
    const code = (await certificate.locator("code").textContent()) ?? "";
    expect(code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);

    // The certificate is made in the reader's language.
    await expect(certificate.getByRole("link", { name: "Télécharger le PDF" })).toHaveAttribute(
      "href",
      `/api/training/certificates/${code}/pdf?language=fr`,
    );
    const downloading = page.waitForEvent("download");
    await certificate.getByRole("link", { name: "Télécharger le PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`certificat-general-${code}.pdf`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    await expect(certificate.getByRole("link", { name: "Ouvrir la page de vérification" })).toHaveAttribute(
      "href",
      `/certificates/${code}`,
    );

    // Signed out, in a fresh browser context: the public verification page.
    const visitor = await browser.newContext();
    const stranger = await visitor.newPage();
    await stranger.goto(`/certificates/${code}`);
    await expect(
      stranger.getByRole("heading", { level: 1, name: "Vérification de certificat" }),
    ).toBeVisible();
    await expect(stranger.getByText("Certificat authentique")).toBeVisible();
    await expect(stranger.getByText("Lucie Moreau")).toBeVisible();
    await expect(stranger.getByText("Certification Consultant augmenté par l'IA")).toBeVisible();
    await expect(stranger.getByText(code)).toBeVisible();
    await expect(stranger.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expectNoSeriousViolations(stranger, "/certificates/:code");

    await stranger.goto("/certificates/0000-0000-0000-0000");
    await expect(stranger.getByText("Code de certificat inconnu")).toBeVisible();
    await expectNoSeriousViolations(stranger, "/certificates/:code (unknown)");
    await visitor.close();

    // Signed in, the same page.
    await page.goto(`/certificates/${code}`);
    await expect(page.getByText("Certificat authentique")).toBeVisible();
  });

  test("the copy button puts the verification link on the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signedIn(page);
    for (const id of [
      "reg-credit-consommation",
      "reg-taux-usure",
      "reg-bale-crr3",
      "reg-ifrs9-ifrs16",
      "reg-lcb-ft-kyc",
      "reg-rgpd-dora",
    ]) {
      await page.request.post("/api/training/progress", {
        data: { trainingModuleId: id, progress: 100, completed: true, score: 85 },
      });
    }
    await page.goto("/training");
    const certificate = page.getByRole("article", {
      name: "Certification Conformité & Réglementation financière",
    });
    const code = (await certificate.locator("code").textContent()) ?? "";
    await certificate.getByRole("button", { name: "Copier le lien de vérification" }).click();
    await expect(toast(page, "Lien de vérification copié")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/certificates/${code}$`),
    );
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no serious accessibility violation (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("tw-store-theme", value), theme);
      await signedIn(page);
      await page.request.post("/api/training/progress", {
        data: { trainingModuleId: "credit-analyse-entreprises", progress: 40 },
      });
      await page.goto("/training");
      await expect(page.getByRole("article").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, "/training");
    });
  }
});
