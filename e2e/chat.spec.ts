import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations, signedIn } from "./support";

async function openAlfa(page: Page) {
  await signedIn(page);
  await page.goto("/services");
  await page.getByRole("button", { name: "Ouvrir l'assistant Alfa" }).click();
  const dialog = page.getByRole("dialog", { name: "Assistant Alfa" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const QUESTION = "Comment activer un contrat dans Alfa ?";
/** The thread of QUESTION in the list (its name also carries the date and message count). */
const THREAD = /^Comment activer un contrat dans Alfa \? .*messages?$/;

test.describe("Alfa assistant", () => {
  test("asks a question and reads the streamed answer with its sources", async ({ page }) => {
    const dialog = await openAlfa(page);
    await expect(dialog.getByText("Aucune conversation")).toBeVisible();
    const box = dialog.getByLabel("Votre message");
    await expect(box).toBeFocused();
    const send = dialog.getByRole("button", { name: "Envoyer le message" });
    await expect(send).toBeDisabled();

    // Shift+Enter adds a line; a blank message is never sent.
    await box.press("Shift+Enter");
    await expect(box).toHaveValue("\n");
    await box.press("Enter");
    await expect(dialog.getByRole("article")).toHaveCount(0);

    // The token estimate of the draft and the reply budget show before sending.
    await box.fill(QUESTION);
    await expect(dialog.getByTestId("token-estimate")).toHaveText("≈ 11 tokens");
    await expect(dialog.getByTestId("reply-budget")).toContainText("1 500");

    // Watch the answer arrive in several server-sent events.
    const streamed = page.waitForResponse(
      (res) =>
        res.url().endsWith("/coordinate") && res.headers()["content-type"]?.includes("text/event-stream"),
    );
    await box.press("Enter");
    await expect(box).toHaveValue("");
    const body = await (await streamed).text();
    expect(body.match(/^event: token$/gm)?.length ?? 0).toBeGreaterThan(10);

    const answer = dialog.getByRole("article", { name: "Assistant" });
    await expect(answer).toContainText("D'après la documentation Alfa");
    await expect(answer.getByText("Sources")).toBeVisible();
    await expect(answer.getByRole("link").first()).toHaveAttribute("href", /^\/knowledge\?/);
    await expect(answer.getByText(/tokens · gpt-4o-mini/)).toBeVisible();
    await expect(dialog.getByRole("log")).toHaveAttribute("aria-busy", "false");

    // The conversation is listed, titled by the question.
    await expect(dialog.getByRole("button", { name: THREAD })).toBeVisible();

    // A source opens the knowledge item (and closes the dialog).
    await answer.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/knowledge\?item=/);
    await expect(dialog).toBeHidden();
  });

  test("switches model, locked while a reply is pending, and stops a reply", async ({ page }) => {
    const dialog = await openAlfa(page);
    const model = dialog.getByLabel("Modèle");
    await expect(model).toHaveValue("gpt-4o-mini");
    await model.selectOption("gpt-4o");
    await expect(dialog.getByTestId("reply-budget")).toContainText("4 000");

    // Hold the reply so it stays pending until stopped.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/chat/alfa-coordinated/coordinate", async (route) => {
      await held;
      await route.abort().catch(() => {});
    });
    const box = dialog.getByLabel("Votre message");
    await box.fill(QUESTION);
    await box.press("Enter");
    await expect(dialog.getByText("L'assistant rédige sa réponse…")).toBeVisible();
    await expect(model).toBeDisabled();
    await expect(dialog.getByRole("log")).toHaveAttribute("aria-busy", "true");
    // Nothing else can be sent while a reply is pending.
    await box.fill("Et pour la fin de bail ?");
    await box.press("Enter");
    await expect(box).toHaveValue("Et pour la fin de bail ?");

    await dialog.getByRole("button", { name: "Arrêter la réponse" }).click();
    await expect(dialog.getByText("L'assistant rédige sa réponse…")).toBeHidden();
    // Stopping does not send the draft.
    await expect(box).toHaveValue("Et pour la fin de bail ?");
    await expect(dialog.getByRole("article", { name: "Vous" })).toHaveCount(1);
    await expect(dialog.getByRole("article", { name: "Assistant" })).toHaveCount(0);
    await expect(model).toBeEnabled();
    release();
    await page.unroute("**/api/chat/alfa-coordinated/coordinate");

    // The model chosen is the one used.
    await box.press("Enter");
    await expect(dialog.getByRole("article", { name: "Assistant" }).getByText(/· gpt-4o$/)).toBeVisible();
  });

  test("regenerates the last reply, then deletes the thread and clears all", async ({ page }) => {
    const dialog = await openAlfa(page);
    const box = dialog.getByLabel("Votre message");
    await box.fill(QUESTION);
    await box.press("Enter");
    const answers = dialog.getByRole("article", { name: "Assistant" });
    await expect(answers.getByText("Sources")).toBeVisible();

    const regenerated = page.waitForRequest(
      (req) => req.url().endsWith("/coordinate") && req.postDataJSON().regenerate === true,
    );
    await dialog.getByRole("button", { name: "Régénérer la réponse" }).click();
    await regenerated;
    await expect(answers.getByText("Sources")).toBeVisible();
    await expect(answers).toHaveCount(1);
    await expect(dialog.getByRole("button", { name: /2 messages/ })).toBeVisible();

    // A second conversation, then delete the first one.
    await dialog.getByRole("button", { name: "Nouvelle conversation" }).click();
    await expect(dialog.getByRole("article")).toHaveCount(0);
    await box.fill("Quelles sont les options en fin de bail ?");
    await box.press("Enter");
    await expect(answers.getByText("Sources")).toBeVisible();
    const deleteFirst = dialog.getByRole("button", { name: `Supprimer la conversation « ${QUESTION} »` });
    await deleteFirst.click();
    await expect(deleteFirst).toBeHidden();
    await expect(dialog.getByRole("button", { name: /^Supprimer la conversation/ })).toHaveCount(1);

    // Clear all asks for confirmation.
    await dialog.getByRole("button", { name: "Tout effacer" }).click();
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog.getByRole("button", { name: /^Supprimer la conversation/ })).toHaveCount(1);
    await dialog.getByRole("button", { name: "Tout effacer" }).click();
    await dialog.getByRole("button", { name: "Effacer", exact: true }).click();
    await expect(dialog.getByText("Aucune conversation")).toBeVisible();
    await expect(dialog.getByRole("article")).toHaveCount(0);
  });

  test("opens an earlier conversation", async ({ page }) => {
    const dialog = await openAlfa(page);
    const box = dialog.getByLabel("Votre message");
    await box.fill(QUESTION);
    await box.press("Enter");
    await expect(dialog.getByRole("article", { name: "Assistant" }).getByText("Sources")).toBeVisible();
    // Escape does not close the dialog while a reply is being written.
    await expect(dialog.getByRole("log")).toHaveAttribute("aria-busy", "false");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.getByRole("button", { name: "Ouvrir l'assistant Alfa" }).click();
    await dialog.getByRole("button", { name: THREAD }).click();
    await expect(dialog.getByRole("article", { name: "Vous" })).toContainText(QUESTION);
    await expect(dialog.getByRole("article", { name: "Assistant" }).getByText("Sources")).toBeVisible();
  });

  test("a failed reply shows the spec's message", async ({ page }) => {
    const dialog = await openAlfa(page);
    await page.route("**/api/chat/alfa-coordinated/coordinate", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"x","code":"internal"}',
      }),
    );
    const box = dialog.getByLabel("Votre message");
    await box.fill(QUESTION);
    await box.press("Enter");
    await expect(dialog.getByRole("alert")).toHaveText(
      "Désolé, une erreur s'est produite. Veuillez réessayer.",
    );
  });
});

test.describe("Expert IA page", () => {
  test("answers a starter question from the regulation knowledge, with sources", async ({ page }) => {
    await signedIn(page);
    await page.goto("/llm-vertical");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByText("Expert IA", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Comment le taux d'usure est-il calculé et contrôlé ?" }).click();
    const answer = page.getByRole("article", { name: "Assistant" });
    await expect(answer).toContainText("D'après la base réglementaire");
    await expect(answer.getByRole("link", { name: /Taux d'usure/ })).toHaveAttribute(
      "href",
      /^\/knowledge\?item=/,
    );
    await expect(page.getByRole("button", { name: /^Comment le taux d'usure.*messages?$/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, "/llm-vertical with an answer");

    // Expert conversations are kept apart from the Alfa assistant's.
    await page.goto("/services?assistant=alfa");
    await expect(
      page.getByRole("dialog", { name: "Assistant Alfa" }).getByText("Aucune conversation"),
    ).toBeVisible();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`axe on /llm-vertical (${theme})`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.addInitScript((value) => localStorage.setItem("tw-store-theme", value), theme);
      await signedIn(page);
      await page.goto("/llm-vertical");
      await expect(page.getByText("Aucune conversation")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `/llm-vertical ${theme}`);
    });
  }
});
