import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { SIGNED_IN_ROUTES as SCREENS } from "./routes";

/** Every signed-in route, and a page that does not exist (the 404 screen). */
export const SIGNED_IN_ROUTES = [...SCREENS, "/no-such-page"];

let counter = 0;

/** An address no other test (or earlier run on the same database) uses. */
export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@praxis.test`;
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function newAccount(overrides: Partial<Account> = {}): Account {
  return {
    email: uniqueEmail(),
    password: "motdepasse-e2e",
    firstName: "Camille",
    lastName: "Durand",
    ...overrides,
  };
}

/**
 * Creates an account through the API. With `page.request` the session cookie lands in the page's
 * browser context (signed in); with the `request` fixture it does not (account only).
 */
export async function signUp(request: APIRequestContext, overrides: Partial<Account> = {}) {
  const account = newAccount(overrides);
  const res = await request.post("/api/auth/register", {
    data: { ...account, businessRole: "consultant" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** Signs a fresh account in and opens the dashboard. */
export async function signedIn(page: Page, overrides: Partial<Account> = {}) {
  const account = await signUp(page.request, overrides);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return account;
}

/** The toast whose text includes `title` (Radix also renders a hidden announcement copy: skip it). */
export function toast(page: Page, title: string) {
  return page.locator('[data-slot="toast"]').filter({ hasText: title });
}

/**
 * Runs axe on the page as it stands and expects no serious or critical violation (the gate; lesser
 * ones are reported by axe but not failed). Fade-ins (the help assistant appears after 2 s) finish
 * first: contrast is judged on the settled page.
 */
export async function expectNoSeriousViolations(page: Page, label: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) => a.playState === "running" && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  // Serious and critical ones, and headings that skip a level (moderate for axe, but a screen
  // reader's outline of the page goes wrong, and Lighthouse counts it).
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical" || v.id === "heading-order",
  );
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    label,
  ).toEqual([]);
}

/**
 * A page of tabs on a phone: the tabs on one row, each whole on the screen, and the search field's
 * placeholder not cut.
 */
export async function expectTabsAndSearchFit(page: Page, search: Locator) {
  const tabs = page.getByRole("tab");
  const tops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const whole = await page.getByRole("tablist").evaluate((list) => {
    const edge = list.getBoundingClientRect().right;
    return [...list.querySelectorAll('[role="tab"]')].every(
      (tab) => tab.getBoundingClientRect().right <= edge,
    );
  });
  expect(whole).toBe(true);
  const fits = await search.evaluate((el) => {
    const field = el as HTMLInputElement;
    const style = getComputedStyle(field);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const room =
      field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return context.measureText(field.placeholder).width <= room;
  });
  expect(fits).toBe(true);
}
