import { expect, type Page, test } from "@playwright/test";
import { signedIn, signUp, toast } from "./support";

const card = (page: Page, title: string) => page.getByTestId("task-card").filter({ hasText: title });
const column = (page: Page, status: "todo" | "in_progress" | "done") => page.getByTestId(`column-${status}`);

test.describe("live collaboration", () => {
  test("a task moved or added by one member appears on the other's open board without a reload", async ({
    page,
    browser,
    request,
  }) => {
    await signedIn(page, { firstName: "Inès", lastName: "Roche" });
    const created = await page.request.post("/api/kanban/tasks", { data: { title: "Dossier Leasecom" } });
    expect(created.status()).toBe(201);
    const task = await created.json();

    // A colleague, signed in elsewhere, joins the board and opens it.
    const guest = await signUp(request, { firstName: "Hugo", lastName: "Martin" });
    const other = await browser.newContext();
    const guestPage = await other.newPage();
    expect(
      (
        await guestPage.request.post("/api/auth/login", {
          data: { email: guest.email, password: guest.password },
        })
      ).status(),
    ).toBe(200);
    const stream = guestPage.waitForResponse((r) => r.url().endsWith("/api/events"));
    await guestPage.goto("/kanban");
    await expect(column(guestPage, "todo")).toBeVisible();
    expect((await stream).status()).toBe(200);
    const bell = guestPage.getByRole("button", { name: /^Notifications/ });
    const badgeBefore = (await bell.getAttribute("aria-label")) ?? "";
    const invitation = await page.request.post(`/api/kanban/boards/${task.boardId}/invitations`, {
      data: { email: guest.email, role: "editor" },
    });
    expect(invitation.status()).toBe(201);
    // The invitation arrives live, with a toast.
    await expect(toast(guestPage, "Nouvelle invitation")).toBeVisible();
    // The bell's badge counts it without a reload.
    await expect(bell).not.toHaveAttribute("aria-label", badgeBefore);
    await expect(bell).toHaveAttribute("aria-label", /non lues?\)$/);
    const invitations = guestPage.getByRole("region", { name: "Invitations en attente" });
    await invitations.getByRole("button", { name: /Accepter l'invitation/ }).click();
    await expect(card(guestPage, "Dossier Leasecom")).toBeVisible();
    await expect(column(guestPage, "todo")).toContainText("Dossier Leasecom");

    // Each sees the other on the board.
    await page.goto("/kanban");
    await expect(page.getByTestId("board-presence")).toHaveText("Aussi sur ce tableau\u00a0: Hugo Martin");
    await expect(guestPage.getByTestId("board-presence")).toHaveText(
      "Aussi sur ce tableau\u00a0: Inès Roche",
    );

    // The owner moves the task and adds another: the colleague's board follows, no reload.
    const moved = await page.request.put(`/api/kanban/task/${task.id}/move`, {
      data: { status: "in_progress" },
    });
    expect(moved.status()).toBe(200);
    await expect(column(guestPage, "in_progress")).toContainText("Dossier Leasecom");
    await expect(column(guestPage, "todo")).not.toContainText("Dossier Leasecom");
    await page.request.post("/api/kanban/tasks", { data: { title: "Relance Sofinco" } });
    await expect(column(guestPage, "todo")).toContainText("Relance Sofinco");

    // The owner's board page, open meanwhile, shows what the colleague does.
    await expect(column(page, "todo")).toContainText("Relance Sofinco");
    const fromGuest = await guestPage.request.post("/api/kanban/tasks", {
      data: { boardId: task.boardId, title: "Note de Hugo" },
    });
    expect(fromGuest.status()).toBe(201);
    await expect(column(page, "todo")).toContainText("Note de Hugo");
    // The colleague closes the tab: the owner no longer sees them on the board.
    await other.close();
    await expect(page.getByTestId("board-presence")).toHaveText("");
  });

  test("signing out in one tab signs the other tab out", async ({ page, context }) => {
    await signedIn(page);
    const stream = page.waitForResponse((r) => r.url().endsWith("/api/events"));
    await page.goto("/kanban");
    await stream;
    await expect(column(page, "todo")).toBeVisible();
    const second = await context.newPage();
    await second.goto("/");
    expect((await second.request.post("/api/auth/logout")).status()).toBe(200);
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  });
});
