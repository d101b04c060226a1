import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { Document, HeadingLevel, Packer, Paragraph } from "docx";
import { expectNoSeriousViolations, signedIn, toast } from "./support";

const BAD_TYPE =
  "Type de fichier non pris en charge : .md, .txt, .html, .pdf, .docx, .png ou .jpg uniquement";

const TREE_CATEGORY = "/knowledge?category=Progiciels%20%26%20Solutions";

/** The clickable row of a tree item (the item itself also wraps its open children). */
const treeRow = (page: Page, name: string) =>
  page
    .getByRole("tree", { name: "Arborescence des documents" })
    .getByRole("treeitem", { name, exact: true })
    .locator(":scope > [data-row]");

const preview = (page: Page) => page.getByRole("region", { name: "Aperçu" });
const searchbox = (page: Page) =>
  page.getByRole("searchbox", { name: "Rechercher dans la base de connaissances" });

/**
 * Opens a page and folds the shell's AI suggestions panel, which floats over the top of the content
 * (a person would fold it too before clicking what it covers).
 */
async function open(page: Page, url: string) {
  await page.goto(url);
  // (A dialog open from the URL hides the page from the accessibility tree: plain locator here.)
  await expect(page.locator("h1")).toBeVisible();
  const fold = page.getByRole("button", { name: "Réduire les suggestions" });
  await fold.click({ timeout: 3000 }).catch(() => {});
}

/** Shows the whole category: "Afficher plus" ("Show more") until the last page. */
async function showAll(page: Page, label = "Afficher plus") {
  const more = page.getByRole("button", { name: label });
  while (await more.isVisible()) {
    const before = await page.getByRole("article").count();
    await more.click();
    await expect.poll(() => page.getByRole("article").count()).toBeGreaterThan(before);
  }
}

async function wordFile(title: string, body: string) {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: body }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

test.describe("knowledge base", () => {
  test("browses the categories and reads an item, which counts a view", async ({ page }) => {
    await signedIn(page);
    await open(page, "/knowledge");
    await expect(page.getByRole("heading", { level: 1, name: "Base de connaissances" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Catégories de connaissances" });
    // Default category, with the element counts of all five.
    await expect(nav.getByRole("link", { name: /Métiers du Crédit/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const name of ["Progiciels & Solutions", "Réglementation", "Soft Skills", "Gestion de Projet"]) {
      await expect(nav.getByRole("link", { name: new RegExp(`${name}.*\\d+ éléments`) })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: "Métiers du Crédit" })).toBeVisible();

    await nav.getByRole("link", { name: /Réglementation/ }).click();
    await expect(page).toHaveURL(/category=R%C3%A9glementation/);
    await expect(page.getByRole("heading", { level: 2, name: "Réglementation" })).toBeVisible();
    const card = page.getByRole("article").first();
    await expect(card.getByText(/^(Validé|En révision|Brouillon)$/)).toBeVisible();
    await expect(card.getByText(/Mis à jour le \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    const views = Number((await card.getByText(/\d+ vues?/).textContent())?.match(/\d+/)?.[0]);
    const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";

    await card.getByRole("button", { name: title }).click();
    const reader = page.getByRole("dialog", { name: title });
    await expect(reader).toBeVisible();
    await expect(page).toHaveURL(/item=/);
    // Markdown is rendered, not shown as source.
    await expect(reader.getByRole("listitem").first()).toBeVisible();
    await expect(reader.getByText(/^#+ /)).toHaveCount(0);
    await expect(reader.getByText(`${views + 1} vues`)).toBeVisible();
    await reader.getByRole("button", { name: "Fermer" }).first().click();
    await expect(reader).toBeHidden();
    await expect(card.getByText(`${views + 1} vues`)).toBeVisible();
  });

  test("a bare ?item= link opens the item on its category", async ({ page }) => {
    await signedIn(page);
    await open(page, "/knowledge?item=credit-bail-mobilier-fondamentaux");
    const reader = page.getByRole("dialog", { name: "Crédit-bail mobilier : fondamentaux" });
    await expect(reader).toBeVisible();
    await expect(reader.getByRole("heading", { name: "Les trois acteurs" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/category=M%C3%A9tiers/);
    await expect(page.getByRole("heading", { level: 2, name: "Métiers du Crédit" })).toBeVisible();
  });

  test("shows a category a page at a time; the keyboard goes on from the first new card", async ({
    page,
  }) => {
    await signedIn(page);
    const firstPages: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (
        url.pathname === "/api/knowledge" &&
        url.searchParams.get("kind") === "article" &&
        !url.searchParams.has("offset")
      )
        firstPages.push(url.search);
    });
    await open(page, "/knowledge");
    const cards = page
      .locator("main ul")
      .filter({ has: page.getByRole("article") })
      .first()
      .getByRole("article");
    await expect(cards).toHaveCount(12);
    const shown = page.getByText(/^12 sur \d+$/);
    await expect(shown).toBeVisible();
    const total = Number((await shown.textContent())?.match(/sur (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(12);
    // The first page was asked for once: the request index.html starts early is the one the page uses.
    expect(firstPages).toHaveLength(1);

    const more = page.getByRole("button", { name: "Afficher plus" });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(cards).toHaveCount(Math.min(24, total));
    await expect(cards.nth(12).getByRole("button").first()).toBeFocused();
    if (total <= 24) await expect(more).toBeHidden();
    else await expect(page.getByText(`24 sur ${total}`)).toBeVisible();

    // The reader (loaded when first opened) opens from the keyboard and gives the focus back.
    const card = cards.nth(12).getByRole("button").first();
    await page.keyboard.press("Enter");
    const reader = page.getByRole("dialog");
    await expect(reader).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(reader).toBeHidden();
    await expect(card).toBeFocused();
  });

  test("shows documentation by topic and the folder tree only for Progiciels & Solutions", async ({
    page,
  }) => {
    await signedIn(page);
    await open(page, "/knowledge");
    await expect(page.getByRole("tree")).toHaveCount(0);
    const roots = page.waitForRequest(
      (req) => req.url().includes("/api/knowledge/folders?category=") && req.url().endsWith("parentId=null"),
    );
    await open(page, TREE_CATEGORY);
    await roots;
    const docs = page.getByRole("region", { name: "Documentation" });
    await docs.getByText("Fin de contrat", { exact: true }).click();
    await docs.getByRole("button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tree", { name: "Arborescence des documents" })).toBeVisible();
    await expect(page.getByRole("treeitem", { name: "Alfa – Guides utilisateur" })).toBeVisible();
  });

  test("previews each file type, with children loaded on demand and keyboard navigation", async ({
    page,
  }) => {
    await signedIn(page);
    await open(page, TREE_CATEGORY);
    const tree = page.getByRole("tree", { name: "Arborescence des documents" });
    await expect(tree).toBeVisible();

    // Children come from ?parentId={id} when a folder opens.
    const children = page.waitForRequest((req) =>
      req.url().includes("/api/knowledge/folders?parentId=dir-alfa-guides"),
    );
    await treeRow(page, "Alfa – Guides utilisateur").click();
    await children;
    await expect(tree.getByRole("treeitem", { name: "Alfa – Guides utilisateur" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    // Markdown.
    await treeRow(page, "faq-utilisateurs-alfa.md").click();
    await expect(page).toHaveURL(/file=file-faq-utilisateurs-alfa/);
    await expect(preview(page).getByRole("heading", { name: "faq-utilisateurs-alfa.md" })).toBeVisible();
    await expect(
      preview(page).getByText("/Alfa – Guides utilisateur/faq-utilisateurs-alfa.md"),
    ).toBeVisible();
    await expect(preview(page).getByText("Markdown").first()).toBeVisible();
    await expect(preview(page).getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(preview(page).getByText(/^#+ /)).toHaveCount(0);

    // Keyboard: the tree pattern's arrows, then Enter on a PDF.
    await tree.getByRole("treeitem", { name: "faq-utilisateurs-alfa.md" }).focus();
    await page.keyboard.press("ArrowUp"); // Origination & décision
    await page.keyboard.press("ArrowRight");
    await expect(tree.getByRole("treeitem", { name: "Origination & décision" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(tree.getByRole("treeitem", { name: "checklist-controle-dossier.docx" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tree.getByRole("treeitem", { name: "checklist-controle-dossier.docx" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(tree.getByRole("treeitem", { name: "guide-saisie-proposition.pdf" })).toBeFocused();
    await page.keyboard.press("Enter");
    // PDF: the browser's own viewer in a frame.
    const frame = preview(page).locator("iframe");
    await expect(frame).toHaveAttribute("src", "/api/knowledge/files/file-guide-saisie-proposition/raw");
    await expect(frame).toHaveAttribute("title", "Aperçu PDF\u202f: guide-saisie-proposition.pdf");
    const raw = await page.request.get("/api/knowledge/files/file-guide-saisie-proposition/raw");
    expect(raw.headers()["content-type"]).toBe("application/pdf");

    // Word, converted to HTML.
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press(" ");
    await expect(
      preview(page).getByRole("heading", { name: "checklist-controle-dossier.docx" }),
    ).toBeVisible();
    await expect(preview(page).getByText("Word (.docx)").first()).toBeVisible();
    await expect(preview(page).getByRole("listitem").first()).toBeVisible();

    // HTML, sanitised: markup rendered, no script or inline style kept.
    await treeRow(page, "Gestion des contrats").click();
    await treeRow(page, "fin-de-contrat-levee-option.html").click();
    await expect(
      preview(page).getByRole("heading", { name: "fin-de-contrat-levee-option.html" }),
    ).toBeVisible();
    await expect(preview(page).getByText("HTML").first()).toBeVisible();
    await expect(preview(page).getByRole("heading", { name: "Les options du client" })).toBeVisible();
    await expect(preview(page).getByRole("cell", { name: "Levée d'option", exact: true })).toBeVisible();
    await expect(preview(page).locator("script, style, [style]")).toHaveCount(0);

    // Left goes back to the parent folder and closes it.
    await tree.getByRole("treeitem", { name: "fin-de-contrat-levee-option.html" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(tree.getByRole("treeitem", { name: "Gestion des contrats" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tree.getByRole("treeitem", { name: "Gestion des contrats" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("a ?file= link opens the tree down to the file", async ({ page }) => {
    await signedIn(page);
    await open(page, `${TREE_CATEGORY}&file=file-spec-interface-paiements-sepa`);
    const item = page.getByRole("treeitem", { name: "spec-interface-paiements-sepa.docx" });
    await expect(item).toHaveAttribute("aria-selected", "true");
    await expect(
      preview(page).getByRole("heading", { name: "spec-interface-paiements-sepa.docx" }),
    ).toBeVisible();
  });

  test("searches with highlighted snippets and opens a result", async ({ page }) => {
    await signedIn(page);
    await open(page, "/knowledge");
    await page
      .getByRole("searchbox", { name: "Rechercher dans la base de connaissances" })
      .fill("credit-bail");
    const results = page.getByRole("region", { name: /résultats pour « credit-bail »/ });
    await expect(results).toBeVisible();
    // Accent-insensitive: "credit" finds "crédit", marked in the snippet.
    await expect(results.locator("mark").first()).toHaveText(/cr[ée]dit/i);
    await results.getByRole("button", { name: /Crédit-bail mobilier : fondamentaux/ }).click();
    await expect(page.getByRole("dialog", { name: "Crédit-bail mobilier : fondamentaux" })).toBeVisible();
    await page.keyboard.press("Escape");

    await searchbox(page).fill("checklist conformité activation");
    await page.getByRole("button", { name: /checklist-controle-dossier\.docx/ }).click();
    await expect(searchbox(page)).toHaveValue("");
    await expect(
      preview(page).getByRole("heading", { name: "checklist-controle-dossier.docx" }),
    ).toBeVisible();

    await searchbox(page).fill("zzzqqqxxx");
    await expect(page.getByRole("heading", { name: "Aucun résultat pour « zzzqqqxxx »" })).toBeVisible();
  });

  test("an English reader reads article titles in English, a French reader in French", async ({ page }) => {
    await signedIn(page);
    await page.evaluate(() => localStorage.setItem("language", "en"));
    await page.goto("/knowledge");
    await expect(page.getByRole("heading", { level: 1, name: "Knowledge base" })).toBeVisible();
    await page
      .getByRole("button", { name: "Minimise the suggestions" })
      .click({ timeout: 3000 })
      .catch(() => {});
    await expect(page.getByRole("heading", { level: 2, name: "Credit business" })).toBeVisible();
    // The category's cards, titled and described in English.
    await expect(page.getByRole("article").first()).toBeVisible();
    await showAll(page, "Show more");
    const card = page.getByRole("button", { name: "Application scoring in consumer credit", exact: true });
    await expect(card).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Scoring d'octroi en crédit à la consommation" }),
    ).toHaveCount(0);
    await card.click();
    await expect(page.getByRole("dialog", { name: "Application scoring in consumer credit" })).toBeVisible();
    await page.keyboard.press("Escape");

    // Search finds the article by its English text and quotes the English version.
    const search = page.getByRole("searchbox", { name: "Search the knowledge base" });
    await search.fill("corporate counterparty");
    const results = page.getByRole("region", { name: /results? for “corporate counterparty”/ });
    await expect(
      results.getByRole("button", { name: /Financial analysis of a corporate counterparty/ }),
    ).toBeVisible();
    await expect(results.locator("mark").first()).toHaveText(/corporate|counterpart/i);

    // Back in French, the same article reads in French.
    await page.evaluate(() => localStorage.setItem("language", "fr"));
    await open(page, "/knowledge");
    await expect(page.getByRole("article").first()).toBeVisible();
    await showAll(page);
    await expect(
      page.getByRole("button", { name: "Scoring d'octroi en crédit à la consommation" }),
    ).toBeVisible();
    await searchbox(page).fill("corporate counterparty");
    await expect(
      page
        .getByRole("region", { name: /résultats? pour « corporate counterparty »/ })
        .getByRole("button", { name: /Analyse financière d'une contrepartie entreprise/ }),
    ).toBeVisible();
  });

  test("adds, edits and deletes an item of one's own", async ({ page }) => {
    await signedIn(page);
    await open(page, "/knowledge?category=Soft%20Skills");
    await page.getByRole("button", { name: "Add Knowledge" }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter des connaissances" });
    await expect(dialog.getByRole("tab", { name: "Fiche" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByLabel("Catégorie")).toHaveValue("Soft Skills");
    await dialog.getByRole("button", { name: "Créer la fiche" }).click();
    await expect(dialog.getByText("Le titre est requis")).toBeVisible();

    const title = `Conduire un entretien de recouvrement ${Date.now()}`;
    await dialog.getByLabel("Titre").fill(title);
    await dialog.getByLabel("Description").fill("Les étapes d'un appel de relance amiable.");
    await dialog.getByLabel("Statut").selectOption("draft");
    await dialog
      .getByLabel("Contenu (Markdown)")
      .fill("# Étapes\n\n- Écouter\n- Reformuler\n\n| Étape | Durée |\n|---|---|\n| Accueil | 1 min |");
    await dialog.getByRole("button", { name: "Aperçu" }).click();
    await expect(dialog.getByRole("table")).toBeVisible();
    await dialog.getByRole("button", { name: "Créer la fiche" }).click();
    await expect(toast(page, "Fiche créée")).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card.getByText("Brouillon")).toBeVisible();
    await card.getByRole("button", { name: `Actions pour « ${title} »` }).click();
    await page.getByRole("menuitem", { name: "Modifier" }).click();
    const edit = page.getByRole("dialog", { name: "Modifier la fiche" });
    await edit.getByLabel("Titre").fill(`${title} (v2)`);
    await edit.getByLabel("Statut").selectOption("validated");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await expect(toast(page, "Fiche mise à jour")).toBeVisible();
    const edited = page.getByRole("article").filter({ hasText: `${title} (v2)` });
    await expect(edited.getByText("Validé")).toBeVisible();

    // Seeded items belong to nobody: no edit menu on them.
    await expect(
      page
        .getByRole("article")
        .filter({ hasNotText: title })
        .first()
        .getByRole("button", { name: /Actions pour/ }),
    ).toHaveCount(0);

    await edited.getByRole("button", { name: `${title} (v2)`, exact: true }).click();
    const reader = page.getByRole("dialog", { name: `${title} (v2)` });
    await expect(reader.getByRole("table")).toBeVisible();
    await reader.getByRole("button", { name: "Supprimer" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Supprimer cette fiche ?" });
    await confirm.getByRole("button", { name: "Supprimer" }).click();
    await expect(toast(page, "Fiche supprimée")).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: title })).toHaveCount(0);
  });

  test("imports a Word file from the sidebar into a folder and finds its text by search", async ({
    page,
  }) => {
    await signedIn(page);
    await page.getByRole("button", { name: "Importer des connaissances" }).click();
    await expect(page).toHaveURL(/\/knowledge\?import=1$/);
    const dialog = page.getByRole("dialog", { name: "Ajouter des connaissances" });
    await expect(dialog.getByRole("tab", { name: "Fichier" })).toHaveAttribute("aria-selected", "true");
    // (getByLabel would also find the tab panel, which the "Fichier" tab labels.)
    const input = dialog.locator('input[type="file"]');

    // Checked before sending: type and size.
    await input.setInputFiles({
      name: "notes.rtf",
      mimeType: "application/rtf",
      buffer: Buffer.from("texte"),
    });
    await expect(dialog.getByText(BAD_TYPE)).toBeVisible();
    await input.setInputFiles({
      name: "enorme.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    await expect(dialog.getByText("Le fichier dépasse 10 Mo")).toBeVisible();
    // Checked by the server, on the content: a text file called .pdf is refused (415).
    await input.setInputFiles({
      name: "faux.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("pas un PDF"),
    });
    await dialog.getByRole("button", { name: "Importer", exact: true }).click();
    await expect(dialog.getByText(BAD_TYPE)).toBeVisible();

    const word = `hyperlocation${Date.now().toString(36)}`;
    const name = `procedure-${word}.docx`;
    await input.setInputFiles({
      name,
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: await wordFile(
        "Procédure de restitution",
        `La ${word} impose une restitution du bien sous huit jours.`,
      ),
    });
    const destination = dialog.getByRole("tree", { name: "Dossier de destination" });
    await destination
      .getByRole("treeitem", { name: "Modèles de documents" })
      .locator(":scope > [data-row]")
      .click();
    await expect(dialog.getByText("Destination : /Modèles de documents")).toBeVisible();
    await dialog.getByRole("button", { name: "Importer", exact: true }).click();
    await expect(toast(page, "Fichier importé")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The new file is shown in its folder, converted to HTML.
    await expect(page).toHaveURL(/file=file-/);
    await expect(page.getByRole("treeitem", { name })).toHaveAttribute("aria-selected", "true");
    await expect(preview(page).getByRole("heading", { name: "Procédure de restitution" })).toBeVisible();
    await expect(preview(page).getByText(`/Modèles de documents/${name}`)).toBeVisible();

    await searchbox(page).fill(word);
    const hit = page.getByRole("button", { name: new RegExp(name) });
    await expect(hit.locator("mark")).toHaveText(word);
  });

  test("imports a scanned image, shows its text being recognised, then the text and a search hit", async ({
    page,
  }) => {
    await signedIn(page);
    await page.getByRole("button", { name: "Importer des connaissances" }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter des connaissances" });
    const name = `scan-${Date.now().toString(36)}.png`;
    await dialog.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: "image/png",
      buffer: readFileSync(new URL("../server/modules/knowledge/fixtures/scan-fr.png", import.meta.url)),
    });
    await dialog.getByRole("button", { name: "Importer", exact: true }).click();
    await expect(toast(page, "Fichier importé")).toBeVisible();
    // The upload answers at once; the text is read in the background, the preview says so.
    await expect(
      preview(page).getByRole("status").filter({ hasText: "Reconnaissance du texte…" }),
    ).toBeVisible();
    await expect(preview(page).getByRole("img", { name: `Image importée : ${name}` })).toBeVisible();
    await expect(preview(page).getByText(/Texte reconnu automatiquement/)).toBeVisible({ timeout: 30_000 });
    await expect(preview(page).getByText(/entrepôts logistiques/)).toBeVisible();
    await expect(
      preview(page).getByRole("status").filter({ hasText: "Reconnaissance du texte…" }),
    ).toHaveCount(0);
    await searchbox(page).fill("entrepôts logistiques");
    await expect(page.getByRole("button", { name: new RegExp(name) })).toBeVisible();
  });

  test("a picture that cannot be read says so, with a retry for its author", async ({ page }) => {
    await signedIn(page);
    await page.getByRole("button", { name: "Importer des connaissances" }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter des connaissances" });
    const scan = readFileSync(new URL("../server/modules/knowledge/fixtures/scan-fr.png", import.meta.url));
    const name = `abimee-${Date.now().toString(36)}.png`;
    // A right header, then no picture.
    await dialog.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: "image/png",
      buffer: Buffer.concat([scan.subarray(0, 33), Buffer.alloc(2000, 7)]),
    });
    await dialog.getByRole("button", { name: "Importer", exact: true }).click();
    await expect(toast(page, "Fichier importé")).toBeVisible();
    const failure = preview(page).getByRole("alert");
    await expect(failure).toContainText("Le texte de ce document n'a pas pu être reconnu.", {
      timeout: 30_000,
    });
    await expect(failure).toContainText("Les images du document sont illisibles.");
    await expect(
      page.getByRole("treeitem", { name: new RegExp(`^${name}\\s*\\(texte non reconnu\\)$`) }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, "knowledge file whose text could not be recognised");
    await failure.getByRole("button", { name: "Relancer la reconnaissance" }).click();
    await expect(
      preview(page).getByRole("status").filter({ hasText: "Reconnaissance du texte…" }),
    ).toBeVisible();
    await expect(preview(page).getByRole("alert")).toContainText("n'a pas pu être reconnu", {
      timeout: 30_000,
    });
  });

  test("creates, renames and deletes a folder", async ({ page }) => {
    await signedIn(page);
    await open(page, TREE_CATEGORY);
    await page.getByRole("button", { name: "Add Knowledge" }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter des connaissances" });
    await dialog.getByRole("tab", { name: "Dossier" }).click();
    await dialog.getByRole("button", { name: "Créer le dossier" }).click();
    await expect(dialog.getByText("Le nom est requis")).toBeVisible();
    const name = `Comités ${Date.now()}`;
    await dialog.getByLabel("Nom du dossier").fill(name);
    await dialog.getByRole("button", { name: "Créer le dossier" }).click();
    await expect(toast(page, "Dossier créé")).toBeVisible();
    await expect(page.getByRole("treeitem", { name })).toHaveAttribute("aria-selected", "true");
    await expect(preview(page).getByText("Ce dossier est vide.")).toBeVisible();

    await preview(page).getByRole("button", { name: "Renommer" }).click();
    const rename = page.getByRole("dialog", { name: `Renommer « ${name} »` });
    await rename.getByLabel("Nouveau nom").fill(`${name} (archives)`);
    await rename.getByRole("button", { name: "Renommer" }).click();
    await expect(toast(page, "Élément renommé")).toBeVisible();
    await expect(page.getByRole("treeitem", { name: `${name} (archives)` })).toBeVisible();

    await preview(page).getByRole("button", { name: "Supprimer" }).click();
    await page
      .getByRole("alertdialog", { name: "Supprimer ce dossier ?" })
      .getByRole("button", { name: "Supprimer" })
      .click();
    await expect(toast(page, "Élément supprimé")).toBeVisible();
    await expect(page.getByRole("treeitem", { name: `${name} (archives)` })).toHaveCount(0);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no serious accessibility violation (${theme})`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.addInitScript((value) => localStorage.setItem("tw-store-theme", value), theme);
      await signedIn(page);
      await open(page, "/knowledge");
      await expect(page.getByRole("article").first()).toBeVisible();
      await expectNoSeriousViolations(page, "/knowledge");

      await open(page, `${TREE_CATEGORY}&file=file-checklist-controle-dossier`);
      await expect(
        preview(page).getByRole("heading", { name: "checklist-controle-dossier.docx" }),
      ).toBeVisible();
      await page.getByRole("region", { name: "Documentation" }).locator("summary").first().click();
      await expectNoSeriousViolations(page, "/knowledge (tree, preview, documentation)");

      await open(page, `${TREE_CATEGORY}&file=file-fin-de-contrat-levee-option`);
      await expect(
        preview(page).getByRole("heading", { name: "fin-de-contrat-levee-option.html" }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, "/knowledge (HTML preview)");

      await searchbox(page).fill("leasing");
      await expect(page.locator("mark").first()).toBeVisible();
      await expectNoSeriousViolations(page, "/knowledge (search)");

      await open(page, "/knowledge?item=credit-bail-mobilier-fondamentaux");
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousViolations(page, "/knowledge (reader)");

      await open(page, "/knowledge?import=1");
      await expect(page.getByRole("dialog", { name: "Ajouter des connaissances" })).toBeVisible();
      await expect(page.getByRole("tree", { name: "Dossier de destination" })).toBeVisible();
      await expectNoSeriousViolations(page, "/knowledge (add dialog)");
    });
  }
});
