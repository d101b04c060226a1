import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations, signedIn } from "./support";

const word = () => `zephyrine${Math.random().toString(36).slice(2, 7)}`;

async function createArticle(page: Page, title: string) {
  const res = await page.request.post("/api/knowledge", {
    data: {
      title,
      description: "Fiche de test",
      category: "Métiers du Crédit",
      content: "Texte.",
      status: "validated",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}
async function createTask(page: Page, title: string) {
  const res = await page.request.post("/api/kanban/tasks", { data: { title } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; boardId: string };
}

const palette = (page: Page) => page.getByRole("dialog", { name: "Recherche" });
const paletteInput = (page: Page) => palette(page).getByRole("combobox", { name: "Rechercher dans Praxis" });

test.describe("global search", () => {
  test("Ctrl+K opens it; typing finds items grouped by kind; arrows and Enter open one", async ({ page }) => {
    await signedIn(page);
    const unique = word();
    await createArticle(page, `Fiche ${unique} du crédit-bail`);
    const task = await createTask(page, `Relancer ${unique}`);

    await page.keyboard.press("Control+k");
    await expect(paletteInput(page)).toBeFocused();
    await paletteInput(page).fill(unique.toUpperCase());
    const options = palette(page).getByRole("option");
    await expect(options).toHaveCount(2);
    await expect(palette(page).getByRole("group", { name: "Base de connaissances" })).toBeVisible();
    await expect(palette(page).getByRole("group", { name: "Tâches Kanban" })).toBeVisible();
    // The matched word is marked.
    await expect(options.first().locator("mark")).toHaveText(unique);
    await expect(options.first()).toHaveAttribute("aria-selected", "true");

    await paletteInput(page).press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(paletteInput(page)).toHaveAttribute(
      "aria-activedescendant",
      (await options.nth(1).getAttribute("id")) ?? "",
    );
    await paletteInput(page).press("Enter");
    await expect(palette(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/kanban\\?board=${task.boardId}&task=${task.id}$`));
    // The task itself is open, not only its board; closing it leaves the board's address.
    const dialog = page.getByRole("dialog", { name: "Modifier la tâche" });
    await expect(dialog.getByLabel("Titre")).toHaveValue(`Relancer ${unique}`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/kanban\\?board=${task.boardId}$`));
  });

  test("a module, a partner solution or a service found opens on its own card, focused", async ({ page }) => {
    await signedIn(page);
    for (const [query, kind, path] of [
      ["Prise en main", "Formations", "/training?module="],
      ["Scoring", "Marketplace", "/marketplace?item="],
      ["Moteur IFRS", "Services", "/services?service="],
    ] as const) {
      await page.keyboard.press("Control+k");
      await paletteInput(page).fill(query);
      const option = palette(page).getByRole("group", { name: kind, exact: true }).getByRole("option");
      await expect(option.first()).toBeVisible();
      const title = ((await option.first().locator("span").first().textContent()) ?? "").trim();
      await option.first().click();
      await expect(page).toHaveURL(new RegExp(path.replace("?", "\\?")));
      const card = page.locator(`[data-item-id="${new URL(page.url()).searchParams.values().next().value}"]`);
      await expect(card).toBeFocused();
      await expect(card).toBeInViewport();
      await expect(card).toContainText(title);
    }
  });

  test("Escape closes it and gives the focus back to where it was", async ({ page }) => {
    await signedIn(page);
    const toggle = page.getByRole("button", { name: /Passer en mode (sombre|clair)/ });
    await toggle.focus();
    await page.keyboard.press("Control+k");
    await expect(paletteInput(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(palette(page)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the header's box opens it with what was typed, and finds pages too", async ({ page }) => {
    await signedIn(page);
    const box = page.locator("#shell-search");
    await box.click();
    await box.pressSequentially("kanb");
    await expect(paletteInput(page)).toHaveValue("kanb");
    await expect(palette(page).getByRole("group", { name: "Pages" }).getByRole("option")).toContainText([
      "Kanban",
    ]);
    await paletteInput(page).fill("leasing");
    await expect(palette(page).getByRole("option").first()).toBeVisible();
    await expectNoSeriousViolations(page, "search palette with results");
    await paletteInput(page).fill("aucunmotneressemble");
    await expect(palette(page).getByRole("status")).toHaveText(
      /Aucun résultat pour «\s*aucunmotneressemble\s*»/,
    );
    await page.keyboard.press("Escape");
    await expect(box).toBeFocused();
  });

  test("a title is shown as text, never read as HTML", async ({ page }) => {
    await signedIn(page);
    const unique = word();
    await createTask(page, `<img src=x onerror="document.title='pwned'"> ${unique}`);
    await page.keyboard.press("Control+k");
    await paletteInput(page).fill(unique);
    const option = palette(page).getByRole("option").first();
    await expect(option).toContainText(`<img src=x onerror="document.title='pwned'">`);
    await expect(option.locator("img")).toHaveCount(0);
    expect(await page.title()).not.toBe("pwned");
  });

  test("on a phone the palette takes the whole width", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page);
    await page.getByRole("button", { name: "Rechercher dans Praxis" }).click();
    await expect(paletteInput(page)).toBeFocused();
    const box = await palette(page).boundingBox();
    expect(box?.width).toBe(390);
    await paletteInput(page).fill("kanban");
    await expect(palette(page).getByRole("option").first()).toBeInViewport();
    await expectNoSeriousViolations(page, "search palette on a phone");
  });
});
