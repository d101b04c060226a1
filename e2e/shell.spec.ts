import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations, signedIn, signUp, toast } from "./support";

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

const suggestionsPanel = (page: Page) => page.getByRole("region", { name: "Suggestions IA" });
const suggestionsButton = (page: Page) => page.getByRole("button", { name: /^Suggestions IA/ });

test.describe("signed out", () => {
  test("login from the keyboard: email, Tab, password, Enter signs in", async ({ page, request }) => {
    const account = await signUp(request);
    await page.goto("/login");
    await page.getByLabel("Email").focus();
    await page.keyboard.type(account.email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Mot de passe", { exact: true })).toBeFocused();
    await page.keyboard.type(account.password);
    // Then the show/hide toggle of the field, the submit button, and only then the links.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Afficher le mot de passe" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Mot de passe oublié ?" })).toBeFocused();

    await page.getByLabel("Mot de passe", { exact: true }).press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a language switch on the login and forgot-password screens", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
    await page.getByRole("button", { name: "Français" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mot de passe oublié ?");
    // The choice is kept.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mot de passe oublié ?");
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 1024],
    [1366, 768],
  ] as const) {
    test(`the changelog is open on arrival and covers nothing (${width}×${height})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      // Every frame from the first one, the form's and the changelog's boxes taken together (two
      // boxes read one after the other may come from two layouts: the page's parts, catalogues and
      // demo button arrive late, the changelog fades in): none may overlap, while the page loads nor
      // after.
      await page.addInitScript(() => {
        const w = window as unknown as { __covered: string[]; __frames: number };
        w.__covered = [];
        w.__frames = 0;
        const frame = () => {
          const form = document.querySelector("form")?.getBoundingClientRect();
          const panel = document.getElementById("changelog")?.getBoundingClientRect();
          if (form && panel && form.width && panel.width) {
            w.__frames++;
            const apart =
              form.right <= panel.left ||
              panel.right <= form.left ||
              form.bottom <= panel.top ||
              panel.bottom <= form.top;
            if (!apart) w.__covered.push(JSON.stringify({ form, panel }));
          }
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      await page.goto("/login");
      const changelog = page.getByRole("region", { name: "Nouveautés" });
      await expect(changelog).toBeVisible();
      const form = page.locator("form");
      await expect(form).toBeVisible();
      // Settled: no animation running, and the same two boxes over two frames in a row.
      await page.waitForFunction(
        () => {
          const w = window as unknown as { __lastLayout?: string };
          const layout = ["form", "#changelog"]
            .map((s) => JSON.stringify(document.querySelector(s)?.getBoundingClientRect()))
            .join();
          const same = w.__lastLayout === layout;
          w.__lastLayout = layout;
          return same && document.getAnimations().every((a) => a.playState !== "running");
        },
        undefined,
        { polling: "raf" },
      );
      const formBox = await box(form);
      const changelogBox = await box(changelog);
      expect(overlaps(formBox, changelogBox), "changelog over the form").toBe(false);
      const frames = await page.evaluate(() => (window as unknown as { __frames: number }).__frames);
      expect(frames).toBeGreaterThan(0);
      const covered = await page.evaluate(() => (window as unknown as { __covered: string[] }).__covered);
      expect(covered, "changelog over the form in a frame while the page loaded").toEqual([]);
      // Whatever is drawn at the form's corners is the form itself.
      for (const [x, y] of [
        [formBox.x + 4, formBox.y + 4],
        [formBox.x + formBox.width - 4, formBox.y + formBox.height - 4],
      ]) {
        const inForm = await page.evaluate(
          ([px, py]) => !!document.elementFromPoint(px, py)?.closest("form"),
          [x, y],
        );
        expect(inForm, `form covered at ${x},${y}`).toBe(true);
      }
    });
  }

  test("an error toast stays on its page", async ({ page, request }) => {
    const account = await signUp(request);
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(toast(page, "Erreur de connexion")).toBeVisible();
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mot de passe oublié ?" })).toBeVisible();
    await expect(toast(page, "Erreur de connexion")).toBeHidden();
  });

  test("with nothing focused, one Escape closes the changelog and leaves the toast", async ({
    page,
    request,
  }) => {
    const account = await signUp(request);
    await page.goto("/login");
    const changelog = page.getByRole("region", { name: "Nouveautés" });
    await expect(changelog).toBeVisible();
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(toast(page, "Erreur de connexion")).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Escape");
    await expect(changelog).toBeHidden();
    await expect(toast(page, "Erreur de connexion")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toast(page, "Erreur de connexion")).toBeHidden();
  });

  test("the demo dialog: Escape closes it at once, toast or not, and focus goes back", async ({ page }) => {
    await page.goto("/login");
    const opener = page.getByRole("button", { name: "Essayer le mode démo" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Mode démo" });
    await dialog.getByLabel("Mot de passe de démonstration").fill("wrong-password");
    await dialog.getByRole("button", { name: "Accéder à la démo" }).click();
    await expect(toast(page, "Mot de passe incorrect")).toBeVisible();
    await dialog.getByLabel("Mot de passe de démonstration").focus();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("signed in", () => {
  test("the suggestions panel is closed on arrival, opens on demand, closes with Escape and a click outside", async ({
    page,
  }) => {
    await signedIn(page);
    const button = suggestionsButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(suggestionsPanel(page)).toHaveCount(0);
    // Something new to see: a dot on the button, named in its label.
    await expect(page.getByTestId("suggestions-dot")).toBeVisible();
    await expect(button).toHaveAccessibleName(/nouvelles?$/);

    await button.click();
    await expect(suggestionsPanel(page).getByRole("link").first()).toBeVisible();
    await expect(page.getByTestId("suggestions-dot")).toHaveCount(0);
    await suggestionsPanel(page).getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(suggestionsPanel(page)).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    await expect(suggestionsPanel(page)).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(suggestionsPanel(page)).toHaveCount(0);

    // Seen suggestions are not flagged again; a reload still starts with the panel closed.
    await page.reload();
    await expect(suggestionsButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(suggestionsPanel(page)).toHaveCount(0);
    await expect(page.getByTestId("suggestions-dot")).toHaveCount(0);
  });

  test("Lancer opens a service Praxis has, and says when one is external", async ({ page }) => {
    await signedIn(page);
    await page.goto("/services?category=software");
    const pricing = page.getByRole("article", { name: "Calculateur de Loyers" });
    await expect(pricing).toContainText("Ouvre le simulateur");
    await pricing.getByRole("button", { name: "Lancer Calculateur de Loyers" }).click();
    await expect(page).toHaveURL(/\/simulator$/);
    await expect(toast(page, "Service lancé")).toContainText("Calculateur de Loyers");

    await page.goto("/services?category=software");
    const ifrs = page.getByRole("article", { name: "Moteur IFRS 16" });
    await expect(ifrs).toContainText("Outil externe à Praxis");
    const launch = ifrs.getByRole("button", { name: "Lancer Moteur IFRS 16" });
    await launch.click();
    const dialog = page.getByRole("dialog", { name: "Service externe" });
    await expect(dialog).toContainText("Moteur IFRS 16 s'utilise dans son propre outil");
    // One Escape closes the dialog even with the 'Service lancé' toast up; focus goes back to Lancer.
    await expect(toast(page, "Service lancé")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(launch).toBeFocused();
    await launch.click();
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, "external service dialog");
    await expect(page).toHaveURL(/\/services\?category=software$/);
  });

  test("a dialog opened from the account menu gives focus back to the menu's button", async ({ page }) => {
    await signedIn(page);
    const account = page.getByRole("button", { name: /Menu du compte/ });
    await account.click();
    await page.getByRole("menuitem", { name: /Préférences/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(account).toBeFocused();
  });

  test("on a wide screen too the help assistant waits as a small button, over no card's Lancer", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signedIn(page);
    await page.goto("/services");
    const help = page.getByRole("complementary", { name: "Assistant Praxis" });
    await expect(help.getByRole("button", { name: "Afficher les astuces" })).toBeVisible({ timeout: 5000 });
    const helpBox = await box(help);
    expect(helpBox.width).toBeLessThanOrEqual(48);
    for (const launch of await page.getByRole("button", { name: /^Lancer / }).all()) {
      if (!(await launch.isVisible())) continue;
      expect(overlaps(await box(launch), helpBox), "help assistant over a Lancer button").toBe(false);
    }
  });

  test("on a phone the help assistant is a small button, and toasts never overlap it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page);
    const help = page.getByRole("complementary", { name: "Assistant Praxis" });
    const open = help.getByRole("button", { name: "Afficher les astuces" });
    await expect(open).toBeVisible({ timeout: 5000 });
    const helpBox = await box(help);
    expect(helpBox.width).toBeLessThanOrEqual(48);
    expect(helpBox.height).toBeLessThanOrEqual(48);

    await page.goto("/services?category=software");
    await expect(open).toBeVisible({ timeout: 5000 });
    await page.getByRole("button", { name: "Lancer Moteur IFRS 16" }).click();
    await page
      .getByRole("dialog", { name: "Service externe" })
      .getByRole("button", { name: "Compris" })
      .click();
    const raised = toast(page, "Service lancé");
    await expect(raised).toBeVisible();
    expect(overlaps(await box(raised), await box(help)), "toast over the help assistant").toBe(false);

    // Unfolded, it shows its tips; folded again, it is the small button with the focus.
    await open.click();
    await expect(help.getByText("Astuce 1 sur 6")).toBeVisible();
    if (await raised.isVisible()) {
      // The toasts move up at the next frame, once the unfolded assistant has published its height.
      await expect
        .poll(async () => overlaps(await box(raised), await box(help)), {
          message: "toast over the unfolded assistant",
        })
        .toBe(false);
    }
    await help.getByRole("button", { name: "Réduire l'assistant" }).click();
    await expect(open).toBeFocused();
  });
});
