import { type Browser, expect, type Page, test } from "@playwright/test";
import config from "../playwright.config";
import { expectNoSeriousViolations, signedIn, signUp, toast, uniqueEmail } from "./support";

// Chromium refuses a few ports as unsafe, among them 5061 (SIP over TLS), which this suite's server
// may be given: allow the port in use on top of the shared launch options.
const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), `--explicitly-allowed-ports=${new URL(String(config.use?.baseURL)).port}`],
  },
});

const ADMIN = { email: "admin@praxis.test", password: "admin-e2e-password" };

/** Signs `page`'s context in with the API, then opens `path`. */
async function signInAs(page: Page, email: string, password: string, path: string) {
  const res = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(path);
}

async function openAdmin(page: Page) {
  await signInAs(page, ADMIN.email, ADMIN.password, "/admin/taxonomy");
  await expect(page.getByRole("heading", { level: 1, name: "Administration Taxonomy" })).toBeVisible();
  // The shell's suggestion panel opens over the page's top right: fold it away.
  const fold = page.getByRole("button", { name: "Réduire les suggestions" });
  if (await fold.isVisible().catch(() => false)) await fold.click();
}

async function openTab(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("tab", { name, exact: true }).click();
  await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
}

const suffix = () => Math.random().toString(36).slice(2, 7);

test.describe("admin taxonomy", () => {
  test("shows the overview, then creates a role, a skill, a task type and a link", async ({ page }) => {
    test.setTimeout(60_000);
    const id = suffix();
    const roleName = `Analyste leasing ${id}`;
    const skillName = `Pricing des loyers ${id}`;
    const taskName = `Cotation d'un dossier ${id}`;
    await openAdmin(page);
    await expect(page.getByText("Admin", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText([
      "Vue d'ensemble",
      "Rôles",
      "Compétences",
      "Types de tâches",
      "Assignations",
      "Matrice",
    ]);
    for (const label of [
      "Rôles",
      "Compétences",
      "Types de tâches",
      "Associations rôle-tâche",
      "Associations tâche-compétence",
      "Associations rôle-compétence",
    ]) {
      await expect(
        page.getByRole("listitem").filter({ hasText: new RegExp(`^\\d+${label}$`) }),
      ).toBeVisible();
    }

    // Role: validation, then creation with a level.
    await openTab(page, "Rôles");
    await page.getByRole("button", { name: "Nouveau Rôle" }).click();
    const roleDialog = page.getByRole("dialog", { name: "Nouveau Rôle" });
    await roleDialog.getByRole("button", { name: "Créer" }).click();
    await expect(roleDialog.getByText("Le nom est requis")).toBeVisible();
    await roleDialog.getByLabel("Nom", { exact: true }).fill(roleName);
    await roleDialog.getByLabel("Niveau").selectOption({ label: "4 - Expert" });
    await roleDialog.getByRole("button", { name: "Créer" }).click();
    await expect(toast(page, "Rôle créé avec succès")).toBeVisible();
    await expect(roleDialog).toBeHidden();
    const roleCard = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: roleName }) });
    await expect(roleCard.getByText("Niveau 4")).toBeVisible();
    await expect(roleCard.getByText("Expert", { exact: true })).toBeVisible();
    // The form starts empty again.
    await page.getByRole("button", { name: "Nouveau Rôle" }).click();
    await expect(
      page.getByRole("dialog", { name: "Nouveau Rôle" }).getByLabel("Nom", { exact: true }),
    ).toHaveValue("");
    await page.getByRole("dialog", { name: "Nouveau Rôle" }).getByRole("button", { name: "Annuler" }).click();

    // Skill.
    await openTab(page, "Compétences");
    await page.getByRole("button", { name: "Nouvelle Compétence" }).click();
    const skillDialog = page.getByRole("dialog", { name: "Nouvelle Compétence" });
    await skillDialog.getByLabel("Nom", { exact: true }).fill(skillName);
    await skillDialog.getByRole("button", { name: "Créer" }).click();
    await expect(skillDialog.getByText("La catégorie est requise")).toBeVisible();
    await skillDialog.getByLabel("Catégorie", { exact: true }).fill("Leasing");
    await skillDialog.getByLabel("Niveau").selectOption("advanced");
    await skillDialog.getByRole("button", { name: "Créer" }).click();
    await expect(toast(page, "Compétence créée avec succès")).toBeVisible();
    await expect(page.getByRole("heading", { name: skillName })).toBeVisible();

    // Task type, with its duration in minutes.
    await openTab(page, "Types de tâches");
    await page.getByRole("button", { name: "Nouveau Type de Tâche" }).click();
    const taskDialog = page.getByRole("dialog", { name: "Nouveau Type de Tâche" });
    await taskDialog.getByLabel("Nom", { exact: true }).fill(taskName);
    await taskDialog.getByLabel("Catégorie", { exact: true }).fill("Commercial");
    await taskDialog.getByLabel("Durée estimée (minutes)").fill("1.5");
    await taskDialog.getByRole("button", { name: "Créer" }).click();
    await expect(
      taskDialog.getByText("La durée doit être un nombre entier de minutes, supérieur à 0"),
    ).toBeVisible();
    await taskDialog.getByLabel("Durée estimée (minutes)").fill("45");
    await taskDialog.getByRole("button", { name: "Créer" }).click();
    await expect(toast(page, "Type de tâche créé avec succès")).toBeVisible();
    const taskCard = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: taskName }) });
    await expect(taskCard.getByText("45 min")).toBeVisible();

    // A role → task link from the Matrice tab.
    await openTab(page, "Matrice");
    await page.getByRole("button", { name: "Ajouter une association Rôle → Tâche" }).click();
    const linkDialog = page.getByRole("dialog", { name: "Nouvelle association rôle-tâche" });
    await linkDialog.getByRole("button", { name: "Créer" }).click();
    await expect(linkDialog.getByText("Le rôle est requis")).toBeVisible();
    await linkDialog.getByLabel("Rôle").selectOption({ label: roleName });
    await linkDialog.getByLabel("Type de tâche").selectOption({ label: taskName });
    await linkDialog.getByLabel("Maîtrise requise").selectOption("3");
    await linkDialog.getByRole("button", { name: "Créer" }).click();
    await expect(toast(page, "Association rôle-tâche créée")).toBeVisible();
    const link = page.getByRole("listitem").filter({ hasText: `${roleName} → ${taskName}` });
    await expect(link.getByText("Maîtrise requise : 3/5")).toBeVisible();

    // Deleting the linked role first shows what it is linked to, and offers to take the link with it.
    await openTab(page, "Rôles");
    await roleCard.getByRole("button", { name: `Supprimer « ${roleName} »` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Supprimer ce rôle ?" });
    await expect(confirm.getByRole("heading", { name: "Lié à 1 type de tâche" })).toBeVisible();
    await expect(confirm.getByTestId("delete-links").getByRole("listitem")).toHaveText([taskName]);
    await expect(confirm.getByText("sera supprimé définitivement")).toHaveCount(0);
    await expect(confirm.getByRole("button", { name: "Supprimer", exact: true })).toHaveCount(0);
    await expect(confirm.getByRole("button", { name: "Supprimer avec ses associations" })).toBeVisible();
    await confirm.getByRole("button", { name: "Annuler" }).click();

    await openTab(page, "Matrice");
    await page.getByRole("button", { name: `Supprimer l'association ${roleName} → ${taskName}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(toast(page, "Association supprimée")).toBeVisible();

    // Edit, then delete for good.
    await openTab(page, "Rôles");
    await roleCard.getByRole("button", { name: `Modifier « ${roleName} »` }).click();
    const editDialog = page.getByRole("dialog", { name: "Modifier le rôle" });
    await expect(editDialog.getByLabel("Nom", { exact: true })).toHaveValue(roleName);
    await editDialog.getByLabel(/^Description\s*\(/).fill("Étudie les dossiers de crédit-bail.");
    await editDialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(toast(page, "Rôle mis à jour")).toBeVisible();
    await expect(roleCard.getByText("Étudie les dossiers de crédit-bail.")).toBeVisible();
    await roleCard.getByRole("button", { name: `Supprimer « ${roleName} »` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(toast(page, "Rôle supprimé")).toBeVisible();
    await expect(page.getByRole("heading", { name: roleName })).toHaveCount(0);
  });

  test("assigns a role by e-mail, which the user then sees on their profile", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(60_000);
    const user = await signUp(request, { firstName: "Inès", lastName: "Garnier" });
    await openAdmin(page);
    await openTab(page, "Assignations");
    await page.getByRole("button", { name: "Assigner un rôle" }).click();
    const dialog = page.getByRole("dialog", { name: "Assigner un rôle" });
    await expect(dialog.getByLabel("Assigné par")).toHaveValue(ADMIN.email);
    await dialog.getByLabel("Email").fill("pas-un-email");
    await dialog.getByRole("button", { name: "Assigner" }).click();
    await expect(dialog.getByText("Email invalide")).toBeVisible();
    await expect(dialog.getByText("Le rôle est requis")).toBeVisible();
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Rôle").selectOption("analyste-risques");
    await dialog.getByRole("button", { name: "Assigner" }).click();
    await expect(toast(page, "Assignation utilisateur créée")).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole("row").filter({ hasText: user.email });
    await expect(row.getByRole("cell")).toHaveText([
      user.email,
      "Analyste risques",
      ADMIN.email,
      /^\d{2}\/\d{2}\/\d{4}$/,
      "Actif",
      "",
    ]);
    await expect(page.getByRole("columnheader")).toHaveText([
      "Email",
      "Rôle",
      "Assigné par",
      "Date d'assignation",
      "Statut",
      "Actions",
    ]);

    await asUser(browser, user.email, user.password, async (userPage) => {
      await expect(userPage.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
      await expect(userPage.getByText("Analyste risques", { exact: true })).toBeVisible();
      // Sidebar: still no admin entry for them.
      await expect(userPage.getByRole("link", { name: /Admin Taxonomy/ })).toHaveCount(0);
    });

    await row.getByRole("button", { name: `Supprimer l'assignation de ${user.email}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(toast(page, "Assignation utilisateur supprimée")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: user.email })).toHaveCount(0);
  });

  test("imports a Windows-1252 CSV with French headers: created, pending and refused lines", async ({
    page,
    request,
  }) => {
    const someone = await signUp(request, { firstName: "Inès", lastName: "Garnier" });
    const later = uniqueEmail("import");
    await openAdmin(page);
    await openTab(page, "Assignations");
    await page.getByRole("button", { name: "Importer un CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Importer des assignations" });
    // What older French Excel saves: Windows-1252 bytes (é = E9, ü = FC), ";" and French headers.
    const text = `Adresse e-mail;Rôle;Assigné par\r\n${someone.email};Consultant Alfa;Hélène Müller\r\n${later};Consultant Alfa;\r\npas-un-email;Consultant Alfa;\r\n`;
    await dialog.getByLabel("Fichier CSV").setInputFiles({
      name: "assignations.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(text, "latin1"),
    });
    await dialog.getByRole("button", { name: "Importer" }).click();
    await expect(dialog.getByText("1 assignation créée")).toBeVisible();
    await expect(dialog.getByText("1 assignation en attente d'inscription")).toBeVisible();
    await expect(dialog.getByText("1 ligne refusée").first()).toBeVisible();
    await expect(dialog.getByText(/3 lignes lues, encodage détecté\s:\sWindows-1252/)).toBeVisible();
    await expect(dialog.getByTestId("import-rejected").getByRole("row").nth(1).getByRole("cell")).toHaveText([
      "4",
      "pas-un-email",
      "Email invalide",
    ]);
    await expect(dialog.getByTestId("import-pending").getByRole("row").nth(1).getByRole("cell")).toHaveText([
      "3",
      later,
      /^Pas encore de compte\s: s'appliquera à l'inscription$/,
    ]);
    await expectNoSeriousViolations(page, "import report");
    await dialog.getByRole("button", { name: "Fermer" }).first().click();
    await expect(page.getByRole("row").filter({ hasText: someone.email })).toContainText("Hélène Müller");
    await expect(page.getByRole("row").filter({ hasText: later })).toContainText("Pas encore de compte");
  });

  test("deleting a role held by people says so and cannot go ahead; with only associations it goes with them", async ({
    page,
  }) => {
    const roleName = `Rôle lié ${suffix()}`;
    await openAdmin(page);
    const role = (await (
      await page.request.post("/api/admin/taxonomy/roles", { data: { name: roleName, level: 2 } })
    ).json()) as {
      id: string;
    };
    const emails = ["b", "a", "c"].map((p) => `${p}.${suffix()}@example.fr`);
    const assignments: string[] = [];
    for (const email of emails) {
      const res = await page.request.post("/api/admin/taxonomy/user-assignments", {
        data: { email, roleId: role.id, assignedBy: ADMIN.email },
      });
      assignments.push((await res.json()).id);
    }
    await page.request.post("/api/admin/taxonomy/role-skills", {
      data: { roleId: role.id, skillId: "sql-donnees", expectedLevel: 2 },
    });
    await page.reload();
    await openTab(page, "Rôles");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: roleName }) });
    const deleteButton = card.getByRole("button", { name: `Supprimer « ${roleName} »` });
    await deleteButton.click();
    const confirm = page.getByRole("alertdialog", { name: "Supprimer ce rôle ?" });
    await expect(confirm.getByRole("heading", { name: "Attribué à 3 personnes" })).toBeVisible();
    await expect(confirm.getByRole("heading", { name: "Lié à 1 compétence" })).toBeVisible();
    await expect(
      confirm.getByRole("region", { name: "Attribué à 3 personnes" }).getByRole("listitem"),
    ).toHaveText([...emails].sort());
    await expect(confirm.getByRole("alert")).toContainText(
      "ne peut pas être supprimé tant qu'il est attribué",
    );
    await expect(confirm.getByRole("button", { name: /^Supprimer/ })).toHaveCount(0);
    await expectNoSeriousViolations(page, "blocked deletion");
    await confirm.getByRole("button", { name: "Fermer" }).click();
    await expect(confirm).toBeHidden();
    await expect(deleteButton).toBeFocused();

    for (const id of assignments) await page.request.delete(`/api/admin/taxonomy/user-assignments/${id}`);
    await deleteButton.click();
    await expect(confirm.getByRole("heading", { name: "Lié à 1 compétence" })).toBeVisible();
    await expect(confirm.getByText("Ces associations seront supprimées avec le rôle")).toBeVisible();
    await confirm.getByRole("button", { name: "Supprimer avec ses associations" }).click();
    await expect(toast(page, "Rôle supprimé")).toBeVisible();
    await expect(page.getByRole("heading", { name: roleName })).toHaveCount(0);
  });

  test("resets a user's password from the overview", async ({ page, request }) => {
    const user = await signUp(request);
    await openAdmin(page);
    const card = page.locator('[data-slot="card"]').filter({ hasText: "Réinitialiser un mot de passe" });
    await card.getByLabel("Email du compte").fill(user.email);
    await card.getByLabel("Nouveau mot de passe").fill("court");
    await card.getByRole("button", { name: "Réinitialiser" }).click();
    await expect(card.getByText("Le mot de passe doit contenir au moins 6 caractères")).toBeVisible();
    await card.getByLabel("Nouveau mot de passe").fill("nouveau-mdp-e2e");
    await card.getByRole("button", { name: "Réinitialiser" }).click();
    await expect(toast(page, "Mot de passe réinitialisé")).toBeVisible();
    const login = await request.post("/api/auth/login", {
      data: { email: user.email, password: "nouveau-mdp-e2e" },
    });
    expect(login.status()).toBe(200);
  });

  test("a consultant sees no Admin entry and gets the 403 screen", async ({ page }) => {
    await signedIn(page);
    const sidebar = page.getByRole("navigation", { name: "Navigation latérale" });
    await expect(sidebar.getByRole("link", { name: "Mes Livrables" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: /Admin Taxonomy/ })).toHaveCount(0);
    await page.goto("/admin/taxonomy");
    await expect(page.getByRole("heading", { level: 1, name: "Accès refusé" })).toBeVisible();
    await expect(page.getByText("Administration Taxonomy")).toHaveCount(0);
    const api = await page.request.get("/api/admin/taxonomy/matrix");
    expect(api.status()).toBe(403);
  });

  test("an admin sees the Admin entry in the sidebar", async ({ page }) => {
    await signInAs(page, ADMIN.email, ADMIN.password, "/");
    const link = page.getByRole("navigation", { name: "Navigation latérale" }).getByRole("link", {
      name: /Admin Taxonomy/,
    });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/admin\/taxonomy$/);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no serious accessibility violation on any tab (${theme})`, async ({ page }) => {
      // Seven full axe scans, on a machine shared with other suites.
      test.setTimeout(180_000);
      await page.addInitScript((value) => localStorage.setItem("tw-store-theme", value), theme);
      await openAdmin(page);
      await page.waitForLoadState("networkidle");
      // The shell's help assistant fades in after 2 s: scan once it has settled, not mid-fade.
      await expect(page.getByRole("complementary", { name: "Assistant Praxis" })).toBeVisible();
      await expectNoSeriousViolations(page, "Vue d'ensemble");
      for (const tab of ["Rôles", "Compétences", "Types de tâches", "Assignations", "Matrice"]) {
        await openTab(page, tab);
        await page.waitForLoadState("networkidle");
        await expectNoSeriousViolations(page, tab);
      }
      await page.getByRole("button", { name: "Ajouter une association Rôle → Compétence" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Créer" }).click();
      await expect(page.getByRole("dialog").getByText("La compétence est requise")).toBeVisible();
      await expectNoSeriousViolations(page, "link dialog with errors");
      await page.keyboard.press("Escape");
      await openTab(page, "Assignations");
      await page.getByRole("button", { name: "Assigner un rôle" }).click();
      await expectNoSeriousViolations(page, "assignment dialog");
    });
  }
});

/** Runs `check` on /profile in a separate browser session signed in as the given user. */
async function asUser(
  browser: Browser,
  email: string,
  password: string,
  check: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAs(page, email, password, "/profile");
    await check(page);
  } finally {
    await context.close();
  }
}
