import { expect, test } from "@playwright/test";
import { newAccount, SIGNED_IN_ROUTES, signedIn, signUp, toast } from "./support";

test.describe("signed out", () => {
  test("every path shows the login page, with the changelog open", async ({ page }) => {
    await page.goto("/kanban");
    await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
    // The URL stays as typed (spec: "every path shows the login screen").
    await expect(page).toHaveURL(/\/kanban$/);

    const changelog = page.getByRole("region", { name: "Nouveautés" });
    await expect(changelog).toBeVisible();
    await expect(changelog.getByText("v0.1", { exact: true })).toBeVisible();
    await expect(changelog.getByText("v0.4.1b", { exact: true })).toBeVisible();
    await expect(changelog.getByText("09/08/2025")).toBeVisible();
    await expect(changelog.getByText("14/08/2025")).toBeVisible();

    await changelog.getByRole("button", { name: "Fermer les nouveautés" }).click();
    await expect(changelog).toBeHidden();
    const reopen = page.getByRole("button", { name: "Nouveautés" });
    await reopen.click();
    await expect(changelog).toBeVisible();
    await expect(changelog).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(changelog).toBeHidden();
    await expect(reopen).toBeFocused();
  });

  test("the support widget toggles and can be dismissed then reactivated", async ({ page }) => {
    await page.goto("/login");
    const support = page.getByRole("region", { name: "Besoin d'aide ?" });
    await page.getByRole("button", { name: "Ouvrir l'aide et le support" }).click();
    await expect(support).toContainText("Du lundi au vendredi, de 9h30 à 17h00");
    await page.getByRole("button", { name: "Fermer l'aide et le support" }).click();
    await expect(support).toBeHidden();

    await page.getByRole("button", { name: "Ouvrir l'aide et le support" }).click();
    await page.getByRole("button", { name: "Masquer le widget de support" }).click();
    const reactivate = page.getByRole("button", { name: "Support masqué : cliquez pour le réactiver" });
    await expect(reactivate).toHaveAttribute("title", "Support masqué\u202f: cliquez pour le réactiver");
    await reactivate.click();
    await expect(support).toBeVisible();
  });

  test("the forgot-password page explains the reset and links back", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mot de passe oublié ?" })).toBeVisible();
    await expect(page.getByText("Du lundi au vendredi, de 9h30 à 17h00")).toBeVisible();
    await page.getByRole("link", { name: "Retour à la connexion" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
  });
});

test.describe("registration and login", () => {
  test("registration errors are the contract's French messages", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeVisible();
    await expect(page.getByLabel("Rôle métier")).toHaveValue("consultant");

    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByText("Le prénom est requis")).toBeVisible();
    await expect(page.getByText("Le nom est requis")).toBeVisible();
    await expect(page.getByText("Email invalide")).toBeVisible();
    await expect(page.getByText("Le mot de passe doit contenir au moins 6 caractères")).toBeVisible();
    await expect(page.getByLabel("Prénom")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Prénom")).toBeFocused();
  });

  test("the login form points at the first wrong field and clears each error once fixed", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Se connecter" }).click();
    const email = page.getByLabel("Email");
    const password = page.getByLabel("Mot de passe", { exact: true });
    await expect(page.getByText("Email invalide")).toBeVisible();
    await expect(page.getByText("Le mot de passe doit contenir au moins 6 caractères")).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-describedby", "login-email-error");

    await email.fill("camille@praxis.test");
    await expect(page.getByText("Email invalide")).toBeHidden();
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(password).toHaveAttribute("aria-invalid", "true");
  });

  test("an e-mail already in use is refused", async ({ page, request }) => {
    const taken = await signUp(request);
    await page.goto("/login");
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await page.getByLabel("Prénom").fill("Jeanne");
    await page.getByLabel("Nom", { exact: true }).fill("Petit");
    await page.getByLabel("Email").fill(taken.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("motdepasse-e2e");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(toast(page, "Erreur de création")).toContainText("Un compte existe déjà avec cet email");
    await expect(page.locator("#register-email-error")).toHaveText("Un compte existe déjà avec cet email");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("sign-up lands on the dashboard", async ({ page }) => {
    const account = newAccount({ firstName: "Léa", lastName: "Moreau" });
    await page.goto("/login");
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await page.getByLabel("Prénom").fill(account.firstName);
    await page.getByLabel("Nom", { exact: true }).fill(account.lastName);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
    await page.getByLabel("Rôle métier").selectOption("analyst");
    await page.getByRole("button", { name: "Créer mon compte" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    await expect(toast(page, "Compte créé")).toBeVisible();
    for (const label of [
      "Agents IA actifs",
      "Consultations",
      "Formations terminées",
      "Solutions déployées",
    ]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Aucune activité récente")).toBeVisible();
    await expect(page.getByRole("link", { name: /Chatbots IA.*agents? disponibles?/ })).toHaveAttribute(
      "href",
      "/services?category=chatbot",
    );
    // New accounts start with three unread welcome notifications.
    await expect(page.getByRole("button", { name: "Notifications (3 non lues)" })).toBeVisible();
  });

  test("login: wrong password, then success", async ({ page, request }) => {
    const account = await signUp(request);
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(toast(page, "Erreur de connexion")).toContainText("Email ou mot de passe incorrect");

    await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    await expect(toast(page, "Connexion réussie")).toBeVisible();
    // Signed in, /login sends the user home.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
  });

  test("demo login asks for the shared password", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Essayer le mode démo" }).click();
    const dialog = page.getByRole("dialog", { name: "Mode démo" });
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Accéder à la démo" }).click();
    await expect(dialog.getByText("Le mot de passe est requis")).toBeVisible();

    await dialog.getByLabel("Mot de passe de démonstration").fill("wrong-password");
    await dialog.getByRole("button", { name: "Accéder à la démo" }).click();
    await expect(dialog.getByText("Mot de passe incorrect")).toBeVisible();
    // The toast itself (shown 5 s), not Radix's announcement of it, which is there for 1 s only
    // and can be gone by the time a loaded machine looks.
    await expect(toast(page, "Le mot de passe saisi n'est pas valide.")).toBeVisible();

    await dialog.getByLabel("Mot de passe de démonstration").fill("demo-e2e");
    await dialog.getByRole("button", { name: "Accéder à la démo" }).click();
    await expect(toast(page, "Mode démo activé")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("signed in", () => {
  test("switching to English translates the app and persists", async ({ page }) => {
    await signedIn(page);
    await page.getByRole("button", { name: /Changer de langue/ }).click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    // Contract messages are shown in English too.
    await page.getByLabel("First name").fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
  });

  test("logout returns to the login page and keeps the device preferences", async ({ page }) => {
    await signedIn(page);
    await page.getByRole("button", { name: "Passer en mode sombre" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);

    await page.getByRole("button", { name: /Menu du compte/ }).click();
    await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("tw-store-theme"))).toBe("dark");
    await expect(page.locator("html")).toHaveClass(/dark/);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
  });

  test("unknown paths show the 404 page", async ({ page }) => {
    await signedIn(page);
    await page.goto("/this/page/does-not-exist");
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("every route of the spec renders its page", async ({ page }) => {
    await signedIn(page);
    const titles: [string, string][] = [
      ["/services", "Services IA"],
      ["/knowledge", "Base de connaissances"],
      ["/training", "Formation"],
      ["/kanban", "Gestion de Projets"],
      ["/deliverables", "Mes Livrables"],
      ["/analytics", "Analytics & Task Mining"],
      ["/competency", "Mes Compétences"],
      ["/marketplace", "Marketplace Externe"],
      ["/internal-marketplace", "Marketplace Interne Collaborative"],
      ["/llm-vertical", "LLM Vertical Expert"],
      // A consultant is refused the admin area (the admin sees its title: e2e/taxonomy.spec.ts).
      ["/admin/taxonomy", "Accès refusé"],
      ["/profile", "Mon Profil"],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      if (path === "/services" || path === "/knowledge" || path === "/training") continue; // owned by later features
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(title);
    }
  });

  test("a page opened from its address knows who is signed in, and takes every read started for it", async ({
    page,
  }) => {
    await signedIn(page);
    for (const path of SIGNED_IN_ROUTES.filter((p) => p !== "/no-such-page")) {
      const asked: string[] = [];
      const record = (r: { url(): string; method(): string }) => {
        const url = new URL(r.url());
        if (r.method() === "GET" && url.pathname.startsWith("/api/") && url.pathname !== "/api/events")
          asked.push(`${url.pathname}${url.search}`);
      };
      page.on("request", record);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      await page.waitForLoadState("networkidle");
      page.off("request", record);
      // The page carries the answer to "who is signed in?"; the reads theme-init.js starts early
      // are the very ones the page makes (none left untaken).
      expect(asked, path).not.toContain("/api/auth/me");
      const left = await page.evaluate(() =>
        Object.keys((window as { __praxisEarly?: object }).__praxisEarly ?? {}),
      );
      expect(left, path).toEqual([]);
    }
  });

  test("the admin entry of the sidebar is shown only with admin_access", async ({ page, browser }) => {
    await signedIn(page);
    const sidebar = page.getByRole("navigation", { name: "Navigation latérale" });
    await expect(sidebar.getByRole("link", { name: /Mes Livrables/ })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: /Marketplace Interne/ })).toContainText("Collab");
    await expect(sidebar.getByRole("link", { name: /LLM Vertical/ })).toContainText("Expert IA");
    await expect(sidebar.getByRole("link", { name: /Admin Taxonomy/ })).toHaveCount(0);

    const admin = await browser.newPage();
    const res = await admin.request.post("/api/auth/login", {
      data: { email: "admin@praxis.test", password: "admin-e2e-password" },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await admin.goto("/");
    const adminSidebar = admin.getByRole("navigation", { name: "Navigation latérale" });
    await expect(adminSidebar.getByRole("link", { name: /Admin Taxonomy/ })).toContainText("Admin");
    await admin.close();
  });

  test("notifications can be marked read", async ({ page }) => {
    await signedIn(page);
    await page.getByRole("button", { name: "Notifications (3 non lues)" }).click();
    await expect(page.getByText("Complétez votre profil")).toBeVisible();
    await page.getByRole("button", { name: "Marquer comme lue : Complétez votre profil" }).click();
    await expect(page.getByRole("button", { name: "Notifications (2 non lues)" })).toBeVisible();
    await page.getByRole("button", { name: "Tout marquer comme lu" }).click();
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
    await expect(page.getByTestId("notification-badge")).toHaveCount(0);
  });

  test("profile shows the account and saves changes", async ({ page }) => {
    const account = await signedIn(page, { firstName: "Hugo", lastName: "Lefèvre" });
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Mon Profil" })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.locator("#main").getByText("HL", { exact: true })).toBeVisible();
    await expect(page.getByText(/^\+\d+ autres$/)).toBeVisible();

    await page.getByLabel("Prénom").fill("");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page.getByText("Le prénom est requis")).toBeVisible();

    await page.getByLabel("Prénom").fill("Hugo");
    await page.getByLabel("Téléphone").fill("01 23 45 67 89");
    await page.getByLabel("Service").fill("Crédit-bail");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(toast(page, "Profil mis à jour")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Service")).toHaveValue("Crédit-bail");
  });

  test("the shell: sidebar collapse is remembered, help appears", async ({ page }) => {
    await signedIn(page);

    await page.getByRole("button", { name: "Réduire la barre latérale" }).click();
    await page.reload();
    await expect(page.getByRole("button", { name: "Déplier la barre latérale" })).toBeVisible();

    const help = page.getByRole("complementary", { name: "Assistant Praxis" });
    await expect(help).toBeVisible({ timeout: 5000 });
    await help.getByRole("button", { name: "Afficher les astuces" }).click();
    await expect(help.getByText("Astuce 1 sur 6")).toBeVisible();
    await expect(help.getByText("Astuce 2 sur 6")).toBeVisible({ timeout: 6000 });
    await help.getByRole("button", { name: "Fermer l'assistant" }).click();
    await expect(help).toBeHidden();
  });

  test("the header's menus load after the page: a click or a focus made meanwhile is kept", async ({
    page,
  }) => {
    // Their code downloads once the page is drawn; hold it back to act on the triggers before then.
    const held = new Map<string, () => void>();
    const hold = (chunk: string) =>
      page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
        await new Promise<void>((resolve) => held.set(chunk, resolve));
        await route.continue();
      });
    await hold("account-menu-overlay");
    await hold("notification-popover");
    await signedIn(page);

    // A click on the account menu opens it once its code is there.
    const account = page.getByRole("button", { name: /Menu du compte/ });
    await account.click();
    await expect.poll(() => held.has("account-menu-overlay")).toBe(true);
    await expect(page.getByRole("menu")).toHaveCount(0);
    held.get("account-menu-overlay")?.();
    await expect(page.getByRole("menuitem", { name: "Mon profil" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(account).toBeFocused();

    // The bell, reached from the keyboard, keeps the focus when its real trigger takes over.
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await bell.focus();
    await expect.poll(() => held.has("notification-popover")).toBe(true);
    held.get("notification-popover")?.();
    await expect(bell).toHaveAttribute("data-state", "closed");
    await expect(bell).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(bell).toBeFocused();

    await page.getByRole("button", { name: /Changer de langue/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitemradio", { name: "English" })).toBeVisible();
  });

  test("a menu's code arriving while the mouse button is down: the press still opens it", async ({
    page,
  }) => {
    // The hover asks for the code; it arrives between press and release, when the real trigger
    // takes the look-alike's place: the release is then on another element and no click follows.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/notification-popover-[^/]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await signedIn(page);
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await bell.hover();
    await page.mouse.down();
    release();
    await expect(bell).toHaveAttribute("data-state", /open|closed/);
    await page.mouse.up();
    await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(bell).toBeFocused();
  });

  test("the collapsed sidebar names its entries in tooltips", async ({ page }) => {
    await signedIn(page);
    await page.getByRole("button", { name: "Réduire la barre latérale" }).click();
    const sidebar = page.getByRole("navigation", { name: "Navigation latérale" });
    // As a person would, the pointer moves again over the entry if the first move came too early.
    await expect(async () => {
      await sidebar.getByRole("link", { name: "Mes Livrables" }).hover();
      await expect(page.getByRole("tooltip", { name: "Mes Livrables" })).toBeVisible({ timeout: 1500 });
    }).toPass();
    await page.mouse.move(600, 400);
    // From the keyboard too. Scrolled to first, the scroll's event let through: a tooltip closes
    // when its list scrolls.
    const newAgent = sidebar.getByRole("button", { name: "Nouvel agent IA" });
    await newAgent.scrollIntoViewIfNeeded();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await newAgent.focus();
    await expect(page.getByRole("tooltip", { name: "Nouvel agent IA" })).toBeVisible();
  });

  test("on a phone the sidebar's entries are in the menu drawer", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page);
    await expect(page.getByRole("navigation", { name: "Navigation latérale" })).toBeHidden();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("link", { name: "Mes Livrables" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mes Livrables" })).toBeVisible();
    await expect(drawer).toBeHidden();
  });
});
