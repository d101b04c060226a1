import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations, SIGNED_IN_ROUTES, signedIn } from "./support";

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("tw-store-theme", value), theme);
    });

    test("public pages", async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByRole("region", { name: "Nouveautés" })).toBeVisible();
      await expectNoSeriousViolations(page, "/login");

      await page.getByRole("button", { name: "Créer un compte" }).click();
      await page.getByRole("button", { name: "Créer mon compte" }).click();
      await expect(page.getByText("Le prénom est requis")).toBeVisible();
      await expectNoSeriousViolations(page, "/login (registration errors)");

      await page.getByRole("button", { name: "Ouvrir l'aide et le support" }).click();
      await expectNoSeriousViolations(page, "/login (support open)");

      await page.goto("/forgot-password");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, "/forgot-password");
    });

    // In groups, so each scan has its time even on a slow machine.
    for (let first = 0; first < SIGNED_IN_ROUTES.length; first += 4) {
      const group = SIGNED_IN_ROUTES.slice(first, first + 4);
      test(`signed-in routes ${group.join(" ")}`, async ({ page }) => {
        test.setTimeout(90_000);
        await signedIn(page);
        for (const path of group) {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          // Let data load, so the scan sees the page as people do (not only skeletons).
          await page.waitForLoadState("networkidle");
          await expectNoSeriousViolations(page, path);
        }
      });
    }

    test("shell overlays", async ({ page }) => {
      test.setTimeout(60_000);
      await signedIn(page);
      await expect(page.getByRole("complementary", { name: "Assistant Praxis" })).toBeVisible({
        timeout: 5000,
      });
      await page.getByRole("button", { name: "Afficher les astuces" }).click();
      await expectNoSeriousViolations(page, "help assistant");

      await page.getByRole("button", { name: /^Notifications/ }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousViolations(page, "notifications");
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: /Menu du compte/ }).click();
      await expectNoSeriousViolations(page, "account menu");
      await page.getByRole("menuitem", { name: "Passer à Premium" }).click();
      await expect(page.getByRole("dialog", { name: "Passez à Praxis Premium" })).toBeVisible();
      await expectNoSeriousViolations(page, "premium dialog");
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: /Menu du compte/ }).click();
      await page.getByRole("menuitem", { name: "Préférences" }).click();
      await expect(page.getByRole("dialog", { name: "Préférences" })).toBeVisible();
      await expectNoSeriousViolations(page, "preferences dialog");
    });
  });
}
