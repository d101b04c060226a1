import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations, signedIn, signUp, toast } from "./support";

const card = (page: Page, title: string) => page.getByTestId("task-card").filter({ hasText: title });
const column = (page: Page, status: "todo" | "in_progress" | "done") => page.getByTestId(`column-${status}`);

async function createTask(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post("/api/kanban/tasks", { data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

async function openBoard(page: Page) {
  await page.goto("/kanban");
  await expect(page.getByRole("heading", { level: 1, name: "Gestion de Projets" })).toBeVisible();
  await expect(column(page, "todo")).toBeVisible();
}

/** A real pointer drag: press, move past the activation distance, travel, release. */
async function dragWithMouse(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("not visible");
  const x = from.x + from.width / 2;
  const y = from.y + 24;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 12, y + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 2 });
  await page.mouse.up();
}

/**
 * Moves a card with the keyboard as a screen-reader user would: pick it up, wait until the board
 * announces where the card is, step with the arrows (each announced), drop.
 *
 * dnd-kit starts listening for the arrows one task after the pick-up, so on a loaded machine an
 * arrow pressed at once can arrive before it listens (CI saw this once). A person would press
 * again; so does this helper, but only while the announcement shows that nothing has moved.
 */
async function moveWithKeyboard(page: Page, title: string, keys: string[], pickUp = "Space") {
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole("button", { name: `Déplacer la tâche « ${title} »` }).focus();
  await page.keyboard.press(pickUp);
  await expect(live).toContainText(`Tâche « ${title} » au-dessus de la colonne`);
  for (const key of keys) {
    const before = (await live.textContent()) ?? "";
    await expect(async () => {
      if ((await live.textContent()) === before) await page.keyboard.press(key);
      await expect(live).not.toHaveText(before, { timeout: 2_000 });
    }).toPass({ timeout: 10_000 });
  }
  await page.keyboard.press(pickUp);
  await expect(live).toContainText("déposée");
}

test.describe("board", () => {
  test("creates a task with the spec's validation, then edits and deletes it", async ({ page }) => {
    await signedIn(page);
    await openBoard(page);
    for (const status of ["todo", "in_progress", "done"] as const) {
      await expect(column(page, status)).toContainText("Aucune tâche pour le moment");
    }

    await page.getByRole("button", { name: "Nouvelle tâche" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouvelle tâche" });
    await expect(dialog.getByLabel("Type de tâche")).toHaveValue("credit-evaluation");
    await dialog.getByRole("button", { name: "Créer la tâche" }).click();
    await expect(dialog.getByText("Le titre est requis")).toBeVisible();
    await dialog.getByLabel("Titre").fill("Analyser le bilan 2024 de Transports Morel");
    await dialog.getByLabel("Description").fill("Retraiter le crédit-bail et calculer la CAF.");
    await dialog.getByLabel("Priorité").selectOption("critical");
    await dialog.getByLabel("Échéance").fill("2024-11-30");
    await dialog.getByRole("button", { name: "Créer la tâche" }).click();
    await expect(toast(page, "Tâche créée")).toBeVisible();
    await expect(dialog).toBeHidden();

    const created = card(page, "Analyser le bilan 2024");
    await expect(column(page, "todo")).toContainText("Analyser le bilan 2024");
    await expect(column(page, "todo").getByText("1 tâche")).toBeAttached();
    await expect(created).toContainText("Critique");
    await expect(created).toContainText("30/11/2024");
    await expect(created).toContainText("En retard");
    await expect(created).toContainText("Non assignée");

    // The status dropdown moves it directly.
    await created.getByLabel(/Statut de la tâche/).selectOption("done");
    await expect(toast(page, "Tâche mise à jour")).toBeVisible();
    await expect(column(page, "done")).toContainText("Analyser le bilan 2024");
    await expect(card(page, "Analyser le bilan 2024")).not.toContainText("En retard");

    await card(page, "Analyser le bilan 2024")
      .getByRole("button", { name: /Modifier la tâche/ })
      .click();
    const edit = page.getByRole("dialog", { name: "Modifier la tâche" });
    await edit.getByLabel("Titre").fill("");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await expect(edit.getByText("Le titre est requis")).toBeVisible();
    await edit.getByLabel("Titre").fill("Analyser le bilan 2024 (SARL Morel)");
    await edit.getByLabel("Assignée à").selectOption({ label: "Camille Durand" });
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await expect(toast(page, "Tâche mise à jour")).toBeVisible();
    await expect(card(page, "SARL Morel")).toContainText("Assignée à Camille Durand");

    await card(page, "SARL Morel")
      .getByRole("button", { name: /Modifier la tâche/ })
      .click();
    await expect(edit.getByRole("heading", { name: "Historique" })).toBeVisible();
    await expect(edit.getByText("Camille Durand a créé la tâche")).toBeVisible();
    await expect(edit.getByText(/l'a déplacée de «\sÀ faire\s» vers «\sTerminé\s»/)).toBeVisible();
    await expect(edit.getByText("Camille Durand l'a assignée à Camille Durand")).toBeVisible();
    // Escape closes the question only (the task stays open), focus back on its opener.
    await edit.getByRole("button", { name: "Supprimer" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Supprimer la tâche ?" });
    await expect(confirm).toBeVisible();
    // The question has taken the focus (as a keyboard user sees it) before Escape is pressed: drawn
    // but not yet listening, under load, the Escape went to the task's dialog beneath it.
    await expect(confirm.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(edit.getByRole("button", { name: "Supprimer" })).toBeFocused();
    await edit.getByRole("button", { name: "Supprimer" }).click();
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await expect(toast(page, "Tâche supprimée")).toBeVisible();
    await expect(column(page, "done")).toContainText("Aucune tâche pour le moment");
  });

  test("drags a task to 'En cours' with the mouse and another with the keyboard", async ({ page }) => {
    await signedIn(page);
    await createTask(page.request, { title: "Glisser à la souris" });
    await createTask(page.request, { title: "Glisser au clavier" });
    await createTask(page.request, { title: "Troisième tâche" });
    await createTask(page.request, { title: "Quatrième tâche" });
    await openBoard(page);

    await dragWithMouse(page, card(page, "Glisser à la souris"), column(page, "in_progress"));
    await expect(column(page, "in_progress")).toContainText("Glisser à la souris");
    await expect(column(page, "todo")).not.toContainText("Glisser à la souris");

    await moveWithKeyboard(page, "Glisser au clavier", ["ArrowRight"]);
    await expect(column(page, "in_progress")).toContainText("Glisser au clavier");
    await expect(page.getByText(/déposée dans la colonne En cours/)).toBeAttached();

    // Within a column: the last card goes up one place.
    const todoTitles = column(page, "todo").getByRole("heading", { level: 3 });
    await expect(todoTitles).toHaveText(["Troisième tâche", "Quatrième tâche"]);
    await moveWithKeyboard(page, "Quatrième tâche", ["ArrowUp"], "Enter");
    await expect(todoTitles).toHaveText(["Quatrième tâche", "Troisième tâche"]);

    // Persisted: a fresh load shows the same board.
    await page.reload();
    await expect(column(page, "in_progress").getByTestId("task-card")).toHaveCount(2);
    await expect(todoTitles).toHaveText(["Quatrième tâche", "Troisième tâche"]);
    await expect(column(page, "in_progress").getByText("2 tâches")).toBeAttached();
  });

  test("a refused move goes back with the error toast", async ({ page }) => {
    await signedIn(page);
    await createTask(page.request, { title: "Déplacement refusé" });
    await openBoard(page);
    await page.route("**/api/kanban/task/*/move", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"x","code":"internal"}',
      }),
    );
    await moveWithKeyboard(page, "Déplacement refusé", ["ArrowRight"]);
    await expect(toast(page, "Erreur")).toContainText("Impossible de mettre à jour la tâche.");
    await expect(column(page, "todo")).toContainText("Déplacement refusé");
    await expect(column(page, "in_progress")).not.toContainText("Déplacement refusé");
  });

  test("filters by text, priority and assignee", async ({ page }) => {
    const me = await signedIn(page);
    const meId = (await (await page.request.get("/api/auth/me")).json()).user.id;
    await createTask(page.request, {
      title: "Relancer Garage Dupuis",
      priority: "critical",
      assignedTo: meId,
    });
    await createTask(page.request, { title: "Contrôler le KYC de Vélocité", priority: "low" });
    await openBoard(page);
    await page.getByLabel("Rechercher une tâche").fill("kyc");
    await expect(page.getByTestId("task-card")).toHaveCount(1);
    await expect(page.getByText("1 tâche affichée sur 2")).toBeVisible();
    await page.getByRole("button", { name: "Effacer les filtres" }).click();
    await page.getByLabel("Priorité", { exact: true }).selectOption("critical");
    await expect(page.getByTestId("task-card")).toHaveCount(1);
    await expect(card(page, "Garage Dupuis")).toBeVisible();
    await page.getByLabel("Priorité", { exact: true }).selectOption("");
    await page.getByLabel("Assignée à").selectOption("none");
    await expect(page.getByTestId("task-card")).toHaveCount(1);
    await expect(card(page, "Vélocité")).toBeVisible();
    await expect(column(page, "in_progress")).toContainText("Aucune tâche pour le moment");
    expect(me.firstName).toBe("Camille");
  });
});

test.describe("collaboration", () => {
  test("invites a second account as viewer, who accepts and sees the board read-only", async ({
    page,
    browser,
    request,
  }) => {
    await signedIn(page, { firstName: "Inès", lastName: "Roche" });
    await createTask(page.request, { title: "Dossier partagé Leasecom" });
    const guest = await signUp(request, { firstName: "Hugo", lastName: "Martin" });
    await openBoard(page);

    await page.getByRole("button", { name: "Gérer" }).click();
    const manage = page.getByRole("dialog", { name: "Gérer votre Kanban" });
    // The permissions legend.
    await expect(manage.getByRole("term")).toHaveText(["Propriétaire", "Éditeur", "Spectateur"]);
    await manage.getByRole("button", { name: "Inviter" }).click();
    await expect(manage.getByText("Veuillez entrer une adresse email.")).toBeVisible();
    await manage.getByLabel("Adresse email").fill("hugo.martin");
    await manage.getByRole("button", { name: "Inviter" }).click();
    await expect(manage.getByText("Veuillez entrer une adresse email valide.")).toBeVisible();
    await expect(manage.getByLabel("Rôle")).toHaveValue("viewer");
    await manage.getByLabel("Adresse email").fill(guest.email);
    await manage.getByRole("button", { name: "Inviter" }).click();
    await expect(toast(page, "Invitation envoyée")).toBeVisible();
    await expect(manage.getByLabel("Adresse email")).toHaveValue("");
    await expect(manage.getByText(guest.email)).toBeVisible();
    await expect(
      manage.getByRole("button", { name: `Annuler l'invitation de ${guest.email}` }),
    ).toBeVisible();

    // The guest signs in in another browser and finds the invitation.
    const other = await browser.newContext();
    const guestPage = await other.newPage();
    const login = await guestPage.request.post("/api/auth/login", {
      data: { email: guest.email, password: guest.password },
    });
    expect(login.status()).toBe(200);
    await openBoard(guestPage);
    await guestPage.getByRole("button", { name: /^Notifications/ }).click();
    await expect(guestPage.getByRole("dialog")).toContainText(
      "Invitation à collaborer sur un tableau Kanban",
    );
    await expect(guestPage.getByRole("dialog")).toContainText(
      "Inès Roche vous invite à rejoindre son tableau.",
    );
    await guestPage.keyboard.press("Escape");
    const invitations = guestPage.getByRole("region", { name: "Invitations en attente" });
    await expect(invitations).toContainText("Inès Roche vous invite à rejoindre");
    await invitations.getByRole("button", { name: /Accepter l'invitation/ }).click();
    await expect(toast(guestPage, "Invitation acceptée")).toBeVisible();
    await expect(invitations).toBeHidden();

    // Read-only: the tasks are there, nothing that would change them is.
    await expect(guestPage.getByText("Lecture seule")).toBeVisible();
    await expect(card(guestPage, "Dossier partagé Leasecom")).toBeVisible();
    await expect(guestPage.getByRole("button", { name: "Nouvelle tâche" })).toHaveCount(0);
    await expect(
      card(guestPage, "Dossier partagé Leasecom").getByRole("button", { name: /Modifier/ }),
    ).toHaveCount(0);
    await expect(
      card(guestPage, "Dossier partagé Leasecom").getByRole("button", { name: /Déplacer/ }),
    ).toHaveCount(0);
    await expect(card(guestPage, "Dossier partagé Leasecom").getByRole("combobox")).toHaveCount(0);
    await expect(
      card(guestPage, "Dossier partagé Leasecom").getByRole("button", { name: /Learning/ }),
    ).toBeVisible();
    // The server agrees.
    const boards = await (await guestPage.request.get("/api/kanban/boards")).json();
    const shared = boards.find((b: { isOwn: boolean }) => !b.isOwn);
    expect(shared.role).toBe("viewer");
    const refused = await guestPage.request.post("/api/kanban/tasks", {
      data: { boardId: shared.id, title: "x" },
    });
    expect(refused.status()).toBe(403);

    // The owner sees the new collaborator and makes them an editor.
    await page.reload();
    await page.getByRole("button", { name: "Gérer" }).click();
    await expect(manage.getByText("Aucune invitation en attente")).toBeVisible();
    await manage.getByLabel("Rôle de Hugo Martin").selectOption("editor");
    await expect(toast(page, "Rôle mis à jour")).toBeVisible();
    await guestPage.reload();
    await expect(guestPage.getByRole("button", { name: "Nouvelle tâche" })).toBeVisible();
    await other.close();
  });
});

test.describe("Learning Boost", () => {
  test("shows the task type's capsules and 'Terminé' raises the level", async ({ page }) => {
    await signedIn(page);
    await createTask(page.request, { title: "Évaluer le dossier Transports Morel" });
    await openBoard(page);
    // Slow the first answer down so the loading state can be seen.
    await page.route("**/api/learning/recommendations/*", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });

    await card(page, "Transports Morel")
      .getByRole("button", { name: /Learning/ })
      .click();
    const panel = page.getByRole("complementary", { name: "Learning Boost" });
    await expect(panel.getByRole("heading", { name: "Learning Boost" })).toBeVisible();
    await expect(panel.getByTestId("capsule-skeleton")).toHaveCount(3);
    await expect(panel).toContainText("Recommandations pour Évaluation de crédit");
    const first = panel.getByRole("listitem").filter({ hasText: "Lire un bilan en 15 minutes" });
    await expect(first).toContainText("Débutant");
    await expect(first).toContainText("15 min");
    await expect(first.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    const open = first.getByRole("link", { name: /Accéder/ });
    await expect(open).toHaveAttribute("target", "_blank");
    await expect(open).toHaveAttribute("href", /^https:\/\/academy\.praxis-learning\.fr\/capsules\//);
    await expect(panel.getByText("Votre niveau : 0/3").first()).toBeVisible();

    await first.getByRole("button", { name: /Terminé/ }).click();
    await expect(toast(page, "Progression mise à jour")).toContainText("Niveau 1 atteint");
    await expect(first).toBeHidden();
    const next = panel.getByRole("listitem").filter({ hasText: "Soldes intermédiaires de gestion et EBE" });
    await expect(next.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
    await expect(panel.getByRole("region", { name: "Analyse des états financiers" })).toContainText(
      "Votre niveau : 1/3",
    );

    // A failed save says so and changes nothing.
    await page.route("**/api/learning/progress", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"x","code":"internal"}',
      }),
    );
    await next.getByRole("button", { name: /Terminé/ }).click();
    await expect(toast(page, "Erreur")).toContainText("Impossible de mettre à jour votre progression.");
    await expect(next).toBeVisible();

    await panel.getByRole("button", { name: "Fermer Learning Boost" }).click();
    await expect(panel).toBeHidden();
    await expect(card(page, "Transports Morel").getByRole("button", { name: /Learning/ })).toBeFocused();
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`axe on /kanban with the dialogs and the panel open (${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((value) => localStorage.setItem("tw-store-theme", value), theme);
    await signedIn(page);
    await createTask(page.request, {
      title: "Tâche pour l'audit",
      priority: "critical",
      dueDate: "2024-01-15",
    });
    await createTask(page.request, { title: "Seconde tâche", priority: "low" });
    await openBoard(page);
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, "/kanban");

    await page.getByRole("button", { name: "Gérer" }).click();
    const manage = page.getByRole("dialog", { name: "Gérer votre Kanban" });
    await manage.getByRole("button", { name: "Inviter" }).click();
    await expect(manage.getByText("Veuillez entrer une adresse email.")).toBeVisible();
    await expectNoSeriousViolations(page, "manage dialog");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Nouvelle tâche" }).click();
    await page.getByRole("button", { name: "Créer la tâche" }).click();
    await expect(page.getByText("Le titre est requis")).toBeVisible();
    await expectNoSeriousViolations(page, "create dialog");
    await page.keyboard.press("Escape");

    await card(page, "Tâche pour l'audit")
      .getByRole("button", { name: /Modifier la tâche/ })
      .click();
    await expect(page.getByText(/a créé la tâche/)).toBeVisible();
    await expectNoSeriousViolations(page, "edit dialog");
    await page.keyboard.press("Escape");

    await card(page, "Tâche pour l'audit")
      .getByRole("button", { name: /Learning/ })
      .click();
    await expect(page.getByText("Lire un bilan en 15 minutes")).toBeVisible();
    await expectNoSeriousViolations(page, "Learning Boost panel");
  });
}
