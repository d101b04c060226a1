import { expect, type Page, test } from "@playwright/test";
import { SIGNED_IN_ROUTES, signedIn } from "./support";

/**
 * The language sweep: every route and the main dialogs, read as a person reads them. In English no
 * French may show; in French no English interface word. A part deliberately in the other language
 * says so with a `lang` attribute (an untranslated entity marked as such, a language's own name),
 * and is left out of the reading, as screen readers switch voice for it.
 */

const ADMIN = { email: "admin@praxis.test", password: "admin-e2e-password" };

// The administration is read as an admin, tab by tab, below.
const ROUTES = SIGNED_IN_ROUTES.filter((path) => path !== "/admin/taxonomy");

/** Words only French has (grammar words and common words of the screens); accents count too. */
const FRENCH_WORDS = new Set(
  (
    "le la les un une des du de en au aux et est sont pour dans avec sur par pas qui que vos votre nos notre " +
    "ce cette ces mes mon ma ses son sa leur leurs ou où aucun aucune tous toutes tout plus moins " +
    "nouveau nouvelle nouveaux rechercher ajouter supprimer modifier enregistrer annuler fermer ouvrir " +
    "voir mois jours semaine heures livrable livrables tableau tâche tâches compétences formation " +
    "connaissances crédit crédits bail financement contrat contrats"
  ).split(" "),
);

/** English words an interface written in French must not show. */
const ENGLISH_WORDS = new Set(
  (
    "the and with your you our for from this that these those are is was not all any new add edit delete " +
    "save cancel close open search settings loading error errors empty none view show hide back next " +
    "previous submit create update upload download yes no of to in by"
  ).split(" "),
);

/**
 * Names and terms that read the same in both languages or are the spec's own: products, people
 * of the seed, the spec's English strings shown in the French interface, and the language switch.
 */
const ALLOWED = [
  /\bPraxis\b/g,
  /\bAlfa\b/g,
  /\bPremium\b/g,
  /\bKanban\b/gi,
  /\bLearning Boost\b/g,
  /\bAdministration Taxonomy\b/g,
  /\bPage Not Found\b/g,
  /\bDid you forget to add the page to the router\?/g,
  /\bCamille\b|\bDurand\b/g,
  /\bFR\b|\bEN\b/g,
  // Terms of French law and practice that English texts quote, as in "usury rate (taux d'usure)".
  /\b(?:crédit-bail(?: immobilier| mobilier)?|location financière|location avec option d'achat|location longue durée|taux d'usure|Code de la consommation|Code monétaire et financier|Banque de France)\b/g,
  // A term French uses as it is.
  /\bopen banking\b/gi,
];

function strip(text: string): string {
  // A short aside in brackets quotes a term of the other language: "usury rate (taux d'usure)".
  let out = text.replace(/\([^()]{1,40}\)/g, " ");
  // An e-mail address or a link is a name, not words: a random address may hold "ou" or "de".
  out = out.replace(/\S+@\S+|\bhttps?:\/\/\S+/g, " ");
  for (const re of ALLOWED) out = out.replace(re, " ");
  return out;
}

/** The words of `text` that belong to the other language than `language`. */
function foreignWords(text: string, language: "fr" | "en"): string[] {
  const words = strip(text).match(/[A-Za-zÀ-ÖØ-öø-ÿœŒ'’-]+/g) ?? [];
  const found = new Set<string>();
  for (const raw of words) {
    const word = raw.replace(/^[dlj]['’]/i, "").replace(/['’-]+$/, "");
    const lower = word.toLowerCase();
    if (!lower) continue;
    if (language === "en") {
      if (/[àâçéèêëîïôûùüÿœ]/.test(lower) || FRENCH_WORDS.has(lower)) found.add(word);
      if (/^(?:d|l|qu|n)['’][a-zà-ÿ]/i.test(raw)) found.add(raw);
    } else if (ENGLISH_WORDS.has(lower) && raw === lower) {
      // Capitalised English words at a sentence start are rare in French; lower case is the signal.
      found.add(word);
    }
  }
  return [...found];
}

/** The page's visible text (and what screen readers alone read), without parts marked as another language. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.documentElement.lang;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript")) continue;
      if ((parent.closest("[lang]")?.getAttribute("lang") ?? root) !== root) continue;
      // Names (people, products) are the same in every language.
      if (parent.closest("[translate='no']")) continue;
      if (!parent.checkVisibility() && !parent.closest(".sr-only")) continue;
      parts.push(node.textContent ?? "");
    }
    return parts.join(" ");
  });
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** Records, for `where`, each foreign word with the words around it (to find where it comes from). */
async function read(page: Page, language: "fr" | "en", where: string, found: Map<string, string[]>) {
  const text = (await visibleText(page)).replace(/\s+/g, " ");
  const words = foreignWords(text, language);
  if (!words.length) return;
  found.set(
    where,
    words.map((word) => {
      const at = text.search(
        new RegExp(`(?<![\\p{L}'’])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u"),
      );
      return at < 0 ? word : `${word} ← …${text.slice(Math.max(0, at - 30), at + word.length + 30)}…`;
    }),
  );
}

test("the detector finds the other language and lets names and quoted terms be", () => {
  expect(foreignWords("Training in progress: Prise en main de Praxis", "en")).toEqual(["en", "de"]);
  expect(foreignWords("Évaluation de crédit", "en")).toEqual(["Évaluation", "de", "crédit"]);
  expect(foreignWords("Steering the Alfa migration (crédit-bail)", "en")).toEqual([]);
  expect(foreignWords("Tableau de bord", "fr")).toEqual([]);
  expect(foreignWords("Aucun livrable for now", "fr")).toEqual(["for"]);
  expect(foreignWords("Administration Taxonomy", "fr")).toEqual([]);
});

for (const language of ["en", "fr"] as const) {
  test.describe(`language sweep (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("language", value), language);
    });

    test("signed-out pages", async ({ page }) => {
      const found = new Map<string, string[]>();
      for (const path of ["/login", "/forgot-password"]) {
        await page.goto(path);
        await settle(page);
        await read(page, language, path, found);
      }
      expect(Object.fromEntries(found)).toEqual({});
    });

    for (let first = 0; first < ROUTES.length; first += 5) {
      const group = ROUTES.slice(first, first + 5);
      test(`signed-in routes ${group.join(" ")}`, async ({ page }) => {
        test.setTimeout(120_000);
        await signedIn(page);
        const found = new Map<string, string[]>();
        for (const path of group) {
          await page.goto(path);
          await settle(page);
          await read(page, language, path, found);
        }
        expect(Object.fromEntries(found)).toEqual({});
      });
    }

    test("the administration", async ({ page }) => {
      test.setTimeout(120_000);
      const res = await page.request.post("/api/auth/login", { data: ADMIN });
      expect(res.status()).toBe(200);
      await page.goto("/admin/taxonomy");
      await settle(page);
      const found = new Map<string, string[]>();
      for (const tab of await page.getByRole("tab").all()) {
        await tab.click();
        await page.waitForLoadState("networkidle");
        await read(page, language, `/admin/taxonomy ${await tab.textContent()}`, found);
      }
      expect(Object.fromEntries(found)).toEqual({});
    });

    test("the shell's dialogs and a feature's dialogs", async ({ page }) => {
      test.setTimeout(120_000);
      const name = (fr: string | RegExp, en: string | RegExp) => (language === "fr" ? fr : en);
      await signedIn(page);
      const found = new Map<string, string[]>();

      await page.getByRole("button", { name: /^Notifications/ }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await read(page, language, "notifications", found);
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: name(/Menu du compte/, /Account menu/) }).click();
      await read(page, language, "account menu", found);
      await page.getByRole("menuitem", { name: name("Préférences", "Preferences") }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await read(page, language, "preferences", found);
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: name(/Menu du compte/, /Account menu/) }).click();
      await page.getByRole("menuitem", { name: name("Passer à Premium", "Upgrade to Premium") }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await read(page, language, "premium", found);
      await page.keyboard.press("Escape");

      await page.goto("/kanban");
      await settle(page);
      await page
        .getByRole("button", { name: name("Nouvelle tâche", "New task") })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      const taskType = page.getByRole("dialog").getByRole("combobox").first();
      if (await taskType.isVisible()) {
        await taskType.click();
        await read(page, language, "kanban new task (choices)", found);
        await page.keyboard.press("Escape");
      }
      await read(page, language, "kanban new task", found);
      await page.keyboard.press("Escape");

      await page.goto("/services");
      await settle(page);
      await page
        .getByRole("button", { name: name("Ouvrir l'assistant Alfa", "Open the Alfa assistant") })
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await read(page, language, "Alfa assistant", found);
      await page.keyboard.press("Escape");

      await page.goto("/knowledge");
      await settle(page);
      await page.locator("main [data-item-id] button, main article button").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await read(page, language, "knowledge article", found);
      await page.keyboard.press("Escape");

      await page.goto("/internal-marketplace");
      await settle(page);
      await page.locator("main h3 button").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await read(page, language, "internal solution", found);
      await page.keyboard.press("Escape");

      await page.goto("/deliverables");
      await settle(page);
      await page
        .getByRole("button", {
          name: name(/Créer un livrable à partir du modèle/, /Create a deliverable from the/),
        })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await read(page, language, "new deliverable", found);
      await page.keyboard.press("Escape");

      expect(Object.fromEntries(found)).toEqual({});
    });
  });
}
