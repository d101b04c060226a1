import { expect, type Page, test } from "@playwright/test";
import { signUp, toast } from "./support";

/** The lazy chunks of the error texts and of the list of error codes (lib/error-catalogue.ts). */
const ERROR_CHUNK = /\/assets\/(errors|error-rules)-[\w-]+\.js$/;

/** Every error chunk the page requests from now on. */
function errorChunks(page: Page) {
  const requested: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (ERROR_CHUNK.test(path)) requested.push(path);
  });
  return requested;
}

test.describe("error texts", () => {
  test("the login page does not download them until the reader acts; its errors then read in French", async ({
    page,
  }) => {
    const requested = errorChunks(page);
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);

    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.locator("#login-email-error")).toHaveText("Email invalide");
    await expect(page.locator("#login-password-error")).toHaveText(
      "Le mot de passe doit contenir au moins 6 caractères",
    );
    expect(requested.length).toBeGreaterThan(0);
  });

  test("a form's checks and the server's refusals read in English for an English reader", async ({
    page,
    request,
  }) => {
    const taken = await signUp(request);
    await page.addInitScript(() => localStorage.setItem("language", "en"));
    const requested = errorChunks(page);
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);

    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.locator("#login-email-error")).toHaveText("Invalid email");
    await expect(page.locator("#login-password-error")).toHaveText(
      "The password must contain at least 6 characters",
    );

    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByLabel("First name").fill("Jane");
    await page.getByLabel("Last name").fill("Doe");
    await page.getByLabel("Email").fill(taken.email);
    await page.getByLabel("Password", { exact: true }).fill("password-e2e");
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(toast(page, "Account creation error")).toContainText(
      "An account already exists with this email",
    );
    await expect(page.locator("#register-email-error")).toHaveText(
      "An account already exists with this email",
    );
  });

  test("a demo visitor's knowledge page says on arrival what the server refuses, in French", async ({
    page,
  }) => {
    const res = await page.request.post("/api/auth/demo", { data: { password: "demo-e2e" } });
    expect(res.ok()).toBe(true);
    await page.goto("/knowledge");
    await expect(page.getByRole("note")).toHaveText(
      "Mode démo\u202f: les espaces partagés sont en lecture seule. Créez un compte pour contribuer.",
    );
  });

  test("switching language after an error words it in the new language", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.locator("#login-email-error")).toHaveText("Email invalide");
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("#login-email-error")).toHaveText("Invalid email");
  });
});
