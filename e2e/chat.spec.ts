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
    await expect(answer).toContainText("D'après « ");
    await expect(answer.getByText("Sources", { exact: true })).toBeVisible();
    await expect(answer.getByText(/tokens$/)).toBeVisible();
    // The sources are the buttons under the whole answer: the answer does not list them again.
    await expect(answer.getByRole("button", { name: /^\[1\] / })).toBeVisible();
    await expect(answer.getByText(/^Sources\s*:/)).toHaveCount(0);
    // The engine that wrote the reply: the built-in one here.
    await expect(answer.getByTestId("reply-engine")).toHaveText("Moteur local");
    await expect(dialog.getByRole("log")).toHaveAttribute("aria-busy", "false");
    await expect(dialog.getByText("L'assistant rédige sa réponse…")).toHaveCount(0);

    // The conversation is listed, titled by the question.
    await expect(dialog.getByRole("button", { name: THREAD })).toBeVisible();
  });

  test("a source opens beside the conversation, which stays on screen", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const dialog = await openAlfa(page);
    const box = dialog.getByLabel("Votre message");
    await box.fill(QUESTION);
    await box.press("Enter");
    const answer = dialog.getByRole("article", { name: "Assistant" });
    await expect(answer.getByText("Sources", { exact: true })).toBeVisible();
    const chip = answer.getByRole("button", { name: /^\[1\]/ });
    const title = ((await chip.textContent()) ?? "").replace(/^\[1\]\s*/, "").trim();
    await chip.click();

    const panel = dialog.getByRole("complementary", { name: title });
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Source [1]")).toBeVisible();
    await expect(panel.getByRole("heading", { name: title })).toBeFocused();
    await expect(chip).toHaveAttribute("aria-expanded", "true");
    // The passage itself, and the way to its page.
    await expect(panel.getByRole("region", { name: title })).not.toBeEmpty();
    await expect(panel.getByRole("link", { name: "Ouvrir dans la base de connaissances" })).toHaveAttribute(
      "href",
      /^\/knowledge\?/,
    );
    // The conversation is still there, beside the panel, not under it.
    const log = dialog.getByRole("log");
    await expect(log).toBeVisible();
    await expect(dialog.getByLabel("Votre message")).toBeVisible();
    const [logBox, panelBox] = [await log.boundingBox(), await panel.boundingBox()];
    expect(logBox && panelBox && logBox.x + logBox.width <= panelBox.x + 1).toBe(true);
    await expectNoSeriousViolations(page, "Alfa assistant with a source open");

    // Escape closes the source only; the focus goes back to its chip.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(chip).toBeFocused();

    // Its page is one click away (the dialog then closes).
    await chip.click();
    await panel.getByRole("link", { name: "Ouvrir dans la base de connaissances" }).click();
    await expect(page).toHaveURL(/\/knowledge\?(item|category)=/);
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
    // The stopped reply stays, marked as such.
    await expect(dialog.getByRole("article", { name: "Assistant" })).toHaveCount(1);
    await expect(dialog.getByRole("article", { name: "Assistant" })).toContainText("Réponse interrompue");
    await expect(model).toBeEnabled();
    release();
    await page.unroute("**/api/chat/alfa-coordinated/coordinate");

    // The model chosen is the one asked for.
    const sent = page.waitForRequest((req) => req.url().endsWith("/coordinate"));
    await box.press("Enter");
    expect((await sent).postDataJSON().model).toBe("gpt-4o");
    await expect(
      dialog.getByRole("article", { name: "Assistant" }).nth(1).getByText("Sources", { exact: true }),
    ).toBeVisible();
  });

  test("a stopped reply keeps its text, is marked after a reload, and can be regenerated", async ({
    page,
    baseURL,
  }) => {
    const dialog = await openAlfa(page);
    // A reader who stops the answer as soon as it starts (a tab closed, the stop button): asked
    // here from outside the page, so the stop lands while the server is still writing.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const abort = new AbortController();
    const res = await fetch(`${baseURL}/api/chat/alfa-coordinated/coordinate`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", cookie },
      body: JSON.stringify({ message: "Quelles sont les étapes de la procédure de fin de bail dans Alfa ?" }),
      signal: abort.signal,
    });
    const reader = res.body!.getReader();
    let received = "";
    while (!received.includes("event: token"))
      received += new TextDecoder().decode((await reader.read()).value);
    abort.abort();

    await page.reload();
    await dialog.getByRole("button", { name: /^Quelles sont les étapes/ }).click();
    const reply = dialog.getByRole("article", { name: "Assistant" });
    await expect(reply).toContainText("Réponse interrompue");
    await expect(dialog.getByText("L'assistant rédige sa réponse…")).toHaveCount(0);
    await expect(reply.getByTestId("reply-engine")).toHaveText("Moteur local");
    await expectNoSeriousViolations(page, "Alfa assistant with a stopped reply");

    await dialog.getByRole("button", { name: "Régénérer la réponse" }).click();
    await expect(reply.getByText("Sources", { exact: true })).toBeVisible();
    await expect(reply).not.toContainText("Réponse interrompue");
    await expect(reply).toHaveCount(1);
  });

  test("a reply that fails mid-way keeps its text, says why, and offers to regenerate", async ({ page }) => {
    const dialog = await openAlfa(page);
    await page.route("**/api/chat/alfa-coordinated/coordinate", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/event-stream",
        body: [
          `event: meta\ndata: ${JSON.stringify({ threadId: "00000000-0000-4000-8000-000000000001", threadTitle: QUESTION, sources: [], messageId: "00000000-0000-4000-8000-000000000002", engine: "mistral-small" })}\n\n`,
          `event: token\ndata: ${JSON.stringify({ text: "Début de la réponse" })}\n\n`,
          `event: error\ndata: ${JSON.stringify({ message: "x", code: "ai_busy", messageId: "00000000-0000-4000-8000-000000000002" })}\n\n`,
        ].join(""),
      }),
    );
    const box = dialog.getByLabel("Votre message");
    await box.fill(QUESTION);
    await box.press("Enter");
    const reply = dialog.getByRole("article", { name: "Assistant" });
    await expect(reply).toContainText("Début de la réponse");
    await expect(reply).toContainText("Échec de la réponse");
    await expect(reply.getByRole("alert")).toHaveText(
      "Le service d'IA est très sollicité. Réessayez dans un instant.",
    );
    await expect(reply.getByTestId("reply-engine")).toHaveText("mistral-small");
    await expect(dialog.getByRole("button", { name: "Régénérer la réponse" })).toBeVisible();
    await expectNoSeriousViolations(page, "Alfa assistant with a failed reply");
    await expect(dialog.getByText("L'assistant rédige sa réponse…")).toHaveCount(0);
  });

  test("regenerates the last reply, then deletes the thread and clears all", async ({ page }) => {
    const dialog = await openAlfa(page);
    const box = dialog.getByLabel("Votre message");
    await box.fill(QUESTION);
    await box.press("Enter");
    const answers = dialog.getByRole("article", { name: "Assistant" });
    await expect(answers.getByText("Sources", { exact: true })).toBeVisible();

    const regenerated = page.waitForRequest(
      (req) => req.url().endsWith("/coordinate") && req.postDataJSON().regenerate === true,
    );
    await dialog.getByRole("button", { name: "Régénérer la réponse" }).click();
    await regenerated;
    await expect(answers.getByText("Sources", { exact: true })).toBeVisible();
    await expect(answers).toHaveCount(1);
    await expect(dialog.getByRole("button", { name: /2 messages/ })).toBeVisible();

    // A second conversation, then delete the first one.
    await dialog.getByRole("button", { name: "Nouvelle conversation" }).click();
    await expect(dialog.getByRole("article")).toHaveCount(0);
    await box.fill("Quelles sont les options en fin de bail ?");
    await box.press("Enter");
    await expect(answers.getByText("Sources", { exact: true })).toBeVisible();
    const deleteFirst = dialog.getByRole("button", {
      name: new RegExp(`^Supprimer la conversation «\\s${QUESTION.replace("?", "\\?")}\\s»$`),
    });
    await deleteFirst.click();
    await expect(deleteFirst).toBeHidden();
    await expect(dialog.getByRole("button", { name: /^Supprimer la conversation/ })).toHaveCount(1);

    // Clear all asks for confirmation.
    await dialog.getByRole("button", { name: "Tout effacer" }).click();
    await dialog.getByRole("button", { name: "Annuler", exact: true }).click();
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
    await expect(
      dialog.getByRole("article", { name: "Assistant" }).getByText("Sources", { exact: true }),
    ).toBeVisible();
    // Escape does not close the dialog while a reply is being written.
    await expect(dialog.getByRole("log")).toHaveAttribute("aria-busy", "false");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.getByRole("button", { name: "Ouvrir l'assistant Alfa" }).click();
    await dialog.getByRole("button", { name: THREAD }).click();
    await expect(dialog.getByRole("article", { name: "Vous" })).toContainText(QUESTION);
    await expect(
      dialog.getByRole("article", { name: "Assistant" }).getByText("Sources", { exact: true }),
    ).toBeVisible();
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
    await expect(dialog.getByRole("article", { name: "Assistant" })).toContainText("Échec de la réponse");
    // The question never reached the server: asking again sends it again.
    await page.unroute("**/api/chat/alfa-coordinated/coordinate");
    await dialog.getByRole("button", { name: "Régénérer la réponse" }).click();
    await expect(
      dialog.getByRole("article", { name: "Assistant" }).getByText("Sources", { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByRole("article", { name: "Vous" })).toHaveCount(1);
    await expect(dialog.getByRole("alert")).toHaveCount(0);
  });

  test("deleting a conversation can be undone from the toast", async ({ page }) => {
    const dialog = await openAlfa(page);
    const box = dialog.getByLabel("Votre message");
    await box.fill(QUESTION);
    await box.press("Enter");
    await expect(
      dialog.getByRole("article", { name: "Assistant" }).getByText("Sources", { exact: true }),
    ).toBeVisible();
    const thread = dialog.getByRole("button", { name: THREAD });
    await expect(thread).toBeVisible();

    await dialog.getByRole("button", { name: /^Supprimer la conversation/ }).click();
    await expect(thread).toBeHidden();
    await expect(dialog.getByRole("article")).toHaveCount(0);
    // The toast of the deletion, inside the dialog, offers to undo it and has the focus.
    const notice = dialog.getByRole("status").filter({ hasText: "Conversation supprimée" });
    await expect(notice).toBeVisible();
    const undo = notice.getByRole("button", { name: /^Annuler/ });
    await expect(undo).toHaveText("Annuler");
    await expect(undo).toBeFocused();
    // At once: the undo lasts a few seconds, which a slow accessibility scan could outlast.
    await undo.click();

    // Back in the list and on screen, with its messages, and still there after a reload.
    await expect(thread).toBeVisible();
    await expect(dialog.getByRole("article", { name: "Vous" })).toContainText(QUESTION);
    await expect(dialog.getByRole("status").filter({ hasText: "Conversation restaurée" })).toBeVisible();
    await page.reload();
    await expect(dialog.getByRole("button", { name: THREAD })).toBeVisible();

    // The toast itself passes axe: scanned on a second deletion, left to expire.
    await dialog.getByRole("button", { name: /^Supprimer la conversation/ }).click();
    await expect(notice).toBeVisible();
    await expectNoSeriousViolations(page, "Alfa assistant with the undo toast");
  });

  test("closing the assistant gives the focus back to the button that opened it", async ({ page }) => {
    await signedIn(page);
    await page.goto("/services");
    const opener = page.getByRole("button", { name: "Ouvrir l'assistant Alfa" });
    const dialog = page.getByRole("dialog", { name: "Assistant Alfa" });
    await opener.click();
    await expect(dialog.getByLabel("Votre message")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // With the close button too, and from the keyboard.
    await opener.press("Enter");
    await expect(dialog.getByLabel("Votre message")).toBeFocused();
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
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
    await expect(answer).toContainText("D'après « ");
    const thread = page.getByRole("button", { name: /^Comment le taux d'usure.*messages?$/ });
    await expect(thread).toBeVisible();
    // A source opens beside the answer (in the list's place), with the way to its page.
    const chip = answer.getByRole("button", { name: /Taux d'usure/ }).first();
    await chip.click();
    const panel = page.getByRole("complementary").filter({ hasText: "Source [" });
    await expect(panel.getByRole("link", { name: "Ouvrir dans la base de connaissances" })).toHaveAttribute(
      "href",
      /^\/knowledge\?item=/,
    );
    await expect(page.getByRole("log", { name: "Conversation" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, "/llm-vertical with an answer and a source");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(chip).toBeFocused();
    await expect(thread).toBeVisible();

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

test.describe("Assistant layout", () => {
  test("says which engine answered, in English too", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "en"));
    await signedIn(page);
    await page.goto("/services");
    await page.getByRole("button", { name: "Open the Alfa assistant" }).click();
    const dialog = page.getByRole("dialog", { name: "Alfa assistant" });
    const box = dialog.getByLabel("Your message");
    await box.fill("How do I activate a contract in Alfa?");
    await box.press("Enter");
    const answer = dialog.getByRole("article", { name: "Assistant" });
    await expect(answer.getByTestId("reply-engine")).toHaveText("Local engine");
  });

  test("on a phone the conversations fold behind their heading, and unfold from the keyboard", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await openAlfa(page);
    const box = dialog.getByLabel("Votre message");
    await box.fill(QUESTION);
    await box.press("Enter");
    await expect(dialog.getByRole("log")).toHaveAttribute("aria-busy", "false");
    const thread = dialog.getByRole("button", { name: THREAD });
    const toggle = dialog.getByRole("button", { name: "Conversations (1)" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(thread).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Nouvelle conversation" })).toBeVisible();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(thread).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Tout effacer" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(thread).toBeHidden();
    // On a wide screen the list is a column, always shown, with no fold.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(thread).toBeVisible();
    await expect(toggle).toBeHidden();
  });

  for (const width of [1366, 390]) {
    test(`the Suggestions IA panel never covers the conversation (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await signedIn(page);
      for (const path of ["/llm-vertical", "/services?assistant=alfa"]) {
        await page.goto(path);
        const log = page.getByRole("log", { name: "Conversation" });
        await expect(log).toBeVisible();
        const suggestions = page
          .locator("section")
          .filter({ has: page.getByRole("heading", { name: "Suggestions IA" }) });
        const logBox = await log.boundingBox();
        if (!logBox) throw new Error("no conversation");
        if (await suggestions.isVisible()) {
          const panel = await suggestions.boundingBox();
          const overlaps =
            panel &&
            panel.x < logBox.x + logBox.width &&
            logBox.x < panel.x + panel.width &&
            panel.y < logBox.y + logBox.height &&
            logBox.y < panel.y + panel.height;
          expect(overlaps, `${path}: suggestions over the conversation`).toBeFalsy();
        }
        // Whatever is on top at the conversation's corners is the conversation itself.
        for (const [x, y] of [
          [logBox.x + 4, logBox.y + 4],
          [logBox.x + logBox.width - 4, logBox.y + 4],
          [logBox.x + logBox.width / 2, logBox.y + logBox.height / 2],
        ]) {
          const inside = await log.evaluate(
            (el, [px, py]) => el.contains(document.elementFromPoint(px, py)),
            [x, y] as const,
          );
          expect(
            inside,
            `${path}: something covers the conversation at ${Math.round(x)},${Math.round(y)}`,
          ).toBe(true);
        }
      }
    });
  }
});
