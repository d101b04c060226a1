// What a signed-in user does, as autocannon request sequences: the main read and write routes of
// the app, one at a time (bench/api.ts) or as a whole visit (bench/soak.ts), with realistic bodies
// and the rows they need (a board with tasks, deliverables, notifications) made through the API.
import type { Context, Request } from "autocannon";
import { retrievalCases } from "../../server/db/seed/content/alfa-questions";
import type { Account } from "./server";

/**
 * The knowledge page's first read: a page of the default category's articles (the page's
 * KNOWLEDGE_PAGE_SIZE, as client/public/theme-init.js asks for it).
 */
const KNOWLEDGE_FIRST_PAGE = `/api/knowledge?${new URLSearchParams({ category: "Métiers du Crédit", kind: "article", limit: "12" })}`;

/** Typed by people in the knowledge base's search box (topics of the seeded documents). */
export const KNOWLEDGE_QUERIES = [
  "crédit-bail",
  "affacturage",
  "scoring",
  "garanties",
  "recouvrement",
  "valeur résiduelle",
  "procédures collectives",
  "clôture batch",
  "covenants",
  "LOA",
];

/** Typed in the internal marketplace's search box (one with a typo, as people do). */
export const MARKET_QUERIES = [
  "covenants",
  "KYC",
  "valeurs résiduelles",
  "comité",
  "flotte",
  "copilote",
  "liasse",
  "batery",
];

const CHAT_QUESTIONS = retrievalCases.map((c) => c.question);

const TASK_TITLES = [
  "Relancer le client pour les bilans 2025",
  "Préparer la note de crédit Durand SAS",
  "Vérifier les garanties du dossier 4512",
  "Mettre à jour le scoring du portefeuille PME",
  "Analyser la valeur résiduelle des VO",
  "Contrôler le KYC du nouveau partenaire",
];

const DAY_MS = 86_400_000;

export type Call = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent without the session cookie (a signed-out visitor). */
  signedOut?: boolean;
};

/** The rows of one user that the routes work on. */
export type UserFixture = {
  account: Account;
  boardId: string;
  taskIds: string[];
  notificationIds: string[];
};

/** Reference rows every user can use (seeded with the app). */
export type SharedFixture = {
  templates: { id: string; data: Record<string, string> }[];
  /** Approved internal marketplace solutions (none authored by the bench's users). */
  itemIds: string[];
};

/** A JSON API call with the session cookie; throws on anything but 2xx. */
export async function call<T = unknown>(base: string, cookie: string, c: Call): Promise<T> {
  const res = await fetch(`${base}${c.path}`, {
    method: c.method,
    headers: {
      ...(c.signedOut ? {} : { cookie }),
      ...(c.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`${c.method} ${c.path} answered ${res.status}: ${text.slice(0, 300)}`);
  }
  return (text ? JSON.parse(text) : null) as T;
}

type Template = {
  id: string;
  fields: {
    properties: Record<
      string,
      { type: string; options?: { value: string }[]; min?: number; max?: number; maxLength?: number }
    >;
  };
};

/** Values a consultant would type in each kind of field. */
function fillTemplate(t: Template): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [key, field] of Object.entries(t.fields.properties)) {
    if (field.type === "select") data[key] = field.options?.[0]?.value ?? "";
    // Typed fields take a value of their type within their bounds.
    else if (field.type === "amount") data[key] = "185000";
    else if (field.type === "percentage") data[key] = "50";
    else if (field.type === "integer")
      data[key] = String(Math.max(field.min ?? 0, Math.min(field.max ?? 48, 48)));
    else if (field.type === "date") data[key] = "2026-06-30";
    else if (field.type === "textarea") {
      data[key] =
        "Le client, PME industrielle de 120 salariés, sollicite un financement en crédit-bail pour " +
        "deux lignes de production. Chiffre d'affaires en hausse de 8 %, endettement maîtrisé, " +
        "garantie : nantissement du matériel et caution du dirigeant à hauteur de 30 %.";
    } else data[key] = "Durand Industrie SAS".slice(0, field.maxLength);
  }
  return data;
}

export async function prepareShared(base: string, cookie: string): Promise<SharedFixture> {
  const templates = await call<Template[]>(base, cookie, {
    method: "GET",
    path: "/api/deliverables/templates",
  });
  const items = await call<{ id: string }[]>(base, cookie, {
    method: "GET",
    path: "/api/internal-marketplace/items?limit=100",
  });
  if (templates.length === 0 || items.length === 0) {
    throw new Error(`the seed gave ${templates.length} deliverable templates and ${items.length} solutions`);
  }
  return {
    templates: templates.map((t) => ({ id: t.id, data: fillTemplate(t) })),
    itemIds: items.map((i) => i.id),
  };
}

/**
 * Gives a user what an active consultant has: `tasks` cards on their board (every column and
 * priority), `deliverables` documents, `threads` assistant conversations. Their three welcome
 * notifications come with the account.
 */
export async function prepareUser(
  base: string,
  account: Account,
  shared: SharedFixture,
  sizes: { tasks: number; deliverables: number; threads: number },
): Promise<UserFixture> {
  const cookie = account.cookie;
  // The first visit of the board page creates the user's own board.
  await call(base, cookie, { method: "GET", path: "/api/kanban/tasks" });
  const boards = await call<{ id: string; isOwn: boolean }[]>(base, cookie, {
    method: "GET",
    path: "/api/kanban/boards",
  });
  const boardId = boards.find((b) => b.isOwn)?.id;
  if (!boardId) throw new Error(`user ${account.userId} has no board of their own`);
  const taskIds: string[] = [];
  const statuses = ["todo", "in_progress", "done"] as const;
  const priorities = ["critical", "moderate", "low"] as const;
  for (let i = 0; i < sizes.tasks; i++) {
    const task = await call<{ id: string }>(base, cookie, {
      method: "POST",
      path: "/api/kanban/tasks",
      body: {
        title: `${TASK_TITLES[i % TASK_TITLES.length]} (${i + 1})`,
        description: "Dossier suivi par l'équipe crédit ; pièces reçues le 12/11.",
        status: statuses[i % 3],
        priority: priorities[(i >> 1) % 3],
        dueDate: new Date(Date.now() + (i % 20) * DAY_MS).toISOString().slice(0, 10),
      },
    });
    taskIds.push(task.id);
  }
  for (let i = 0; i < sizes.deliverables; i++) {
    const t = shared.templates[i % shared.templates.length];
    await call(base, cookie, {
      method: "POST",
      path: `/api/deliverables/from-template/${encodeURIComponent(t.id)}`,
      body: { name: `Dossier Durand ${i + 1}`, data: t.data },
    });
  }
  for (let i = 0; i < sizes.threads; i++) {
    await call(base, cookie, {
      method: "POST",
      path: "/api/chat/alfa-coordinated/coordinate",
      body: { message: CHAT_QUESTIONS[i % CHAT_QUESTIONS.length], model: "gpt-4o-mini", assistant: "alfa" },
    });
  }
  const notifications = await call<{ items: { id: string }[] }>(base, cookie, {
    method: "GET",
    path: "/api/notifications",
  });
  return { account, boardId, taskIds, notificationIds: notifications.items.map((n) => n.id) };
}

/** One request of a sequence; `ctx.user` is the user of the current visit. */
export type Step = {
  name: string;
  kind: "read" | "write";
  /** The request to send, or null when a row it needs is missing (the visit then starts again). */
  build: (ctx: StepContext) => Call | null;
  /** Reads what later steps need (the id of a created row) from a 2xx answer. */
  keep?: (body: unknown, ctx: StepContext) => void;
  /** Statuses this step must answer; 2xx when absent. */
  expect?: number[];
};

export type StepContext = Context & { user: UserFixture };

/** True when `status` is what the step that produced it expects (ctx is that request's context). */
export function expectedStatus(status: number, ctx: Context): boolean {
  const expect = ctx.expect as number[] | undefined;
  return expect ? expect.includes(status) : status >= 200 && status < 300;
}

/**
 * Turns steps into autocannon requests. Each connection goes through them in order, then starts
 * again with a fresh context: `pickUser` chooses the user of each new pass.
 */
export function toRequests(steps: Step[], pickUser: () => UserFixture): Request[] {
  return steps.map((step) => ({
    setupRequest: (req, context) => {
      const ctx = context as StepContext;
      ctx.user ??= pickUser();
      const c = step.build(ctx);
      if (!c) return null;
      ctx.step = step.name;
      ctx.expect = step.expect;
      const headers: Record<string, string> = { accept: "application/json" };
      if (!c.signedOut) headers.cookie = ctx.user.account.cookie;
      if (c.body !== undefined) headers["content-type"] = "application/json";
      return {
        ...req,
        method: c.method,
        path: c.path,
        headers,
        body: c.body === undefined ? undefined : JSON.stringify(c.body),
      };
    },
    onResponse: step.keep
      ? (status, body, context) => {
          if (status >= 200 && status < 300) step.keep?.(JSON.parse(body), context as StepContext);
        }
      : undefined,
  }));
}

/** A round-robin picker over a list. */
export function rotate<T>(list: T[]): () => T {
  let i = 0;
  return () => list[i++ % list.length];
}

/** The task-mining window the analytics page asks for: the last 30 days, Paris time. */
function analyticsPath() {
  const now = Date.now();
  const params = new URLSearchParams({
    from: new Date(now - 30 * DAY_MS).toISOString(),
    to: new Date(now).toISOString(),
    tz: "Europe/Paris",
  });
  return `/api/analytics/task-mining?${params}`;
}

export type Route = Step & {
  /** A goal set for this route by its own benchmark (on more data, one client): checked with one client. */
  goal?: { p95Ms: number; source: string };
};

const get = (path: string): Call => ({ method: "GET", path });

/** The main read routes, as the pages ask for them, for one user. */
export function readRoutes(): Route[] {
  const knowledgeQuery = rotate(KNOWLEDGE_QUERIES);
  const marketQuery = rotate(MARKET_QUERIES);
  return [
    { name: "GET /api/auth/me", kind: "read", build: () => get("/api/auth/me") },
    { name: "GET /api/services", kind: "read", build: () => get("/api/services") },
    {
      name: "GET /api/kanban/tasks",
      kind: "read",
      build: (ctx) => get(`/api/kanban/tasks?boardId=${ctx.user.boardId}`),
      goal: { p95Ms: 100, source: "kanban benchmark, 2,000 tasks" },
    },
    // What the knowledge page asks for: the category counts and the first page of a category.
    { name: "GET /api/knowledge", kind: "read", build: () => get(KNOWLEDGE_FIRST_PAGE) },
    { name: "GET /api/knowledge/counts", kind: "read", build: () => get("/api/knowledge/counts") },
    {
      name: "GET /api/knowledge/search",
      kind: "read",
      build: () => get(`/api/knowledge/search?q=${encodeURIComponent(knowledgeQuery())}`),
      goal: { p95Ms: 50, source: "knowledge-search benchmark, 10,000 documents" },
    },
    { name: "GET /api/deliverables", kind: "read", build: () => get("/api/deliverables") },
    { name: "GET /api/notifications", kind: "read", build: () => get("/api/notifications") },
    {
      name: "GET /api/internal-marketplace/items",
      kind: "read",
      build: () => get("/api/internal-marketplace/items"),
    },
    {
      name: "GET /api/internal-marketplace/items?search",
      kind: "read",
      build: () => get(`/api/internal-marketplace/items?search=${encodeURIComponent(marketQuery())}`),
      goal: { p95Ms: 50, source: "internal-search benchmark, 100,000 items, PostgreSQL" },
    },
    {
      name: "GET /api/analytics/task-mining",
      kind: "read",
      build: () => get(analyticsPath()),
      goal: { p95Ms: 100, source: "analytics benchmark, 1,000,000 events, PostgreSQL" },
    },
    { name: "GET /api/competency/summary", kind: "read", build: () => get("/api/competency/summary") },
    { name: "GET /api/marketplace/items", kind: "read", build: () => get("/api/marketplace/items") },
    {
      name: "GET /api/dashboard/activities/:id",
      kind: "read",
      build: (ctx) => get(`/api/dashboard/activities/${ctx.user.account.userId}`),
    },
  ];
}

/** The main write routes, with a new body each time; each request is made by the next user. */
export function writeRoutes(shared: SharedFixture): Route[] {
  let n = 0;
  const pick = <T>(list: T[]) => list[n++ % list.length];
  const question = rotate(CHAT_QUESTIONS);
  const departments = ["Direction des Risques", "Back-office Leasing", "Direction Commerciale", "Conformité"];
  return [
    {
      name: "PUT /api/auth/profile",
      kind: "write",
      build: () => ({
        method: "PUT",
        path: "/api/auth/profile",
        body: {
          firstName: "Camille",
          lastName: "Bench",
          phone: `01 42 00 ${String(n++ % 100).padStart(2, "0")} 00`,
          department: pick(departments),
        },
      }),
    },
    {
      name: "POST /api/notifications/:id/read",
      kind: "write",
      build: (ctx) => ({ method: "POST", path: `/api/notifications/${pick(ctx.user.notificationIds)}/read` }),
    },
    {
      name: "PUT /api/internal-marketplace/items/:id/review",
      kind: "write",
      build: () => ({
        method: "PUT",
        path: `/api/internal-marketplace/items/${pick(shared.itemIds)}/review`,
        body: {
          rating: 1 + (n % 5),
          comment: "Utile pour préparer les comités ; gain de temps réel sur les notes.",
        },
      }),
    },
    {
      name: "PUT /api/kanban/task/:id/move",
      kind: "write",
      build: (ctx) => ({
        method: "PUT",
        path: `/api/kanban/task/${pick(ctx.user.taskIds)}/move`,
        body: { status: (["todo", "in_progress", "done"] as const)[n % 3] },
      }),
    },
    {
      name: "POST /api/deliverables/from-template/:id",
      kind: "write",
      build: () => {
        const t = pick(shared.templates);
        return {
          method: "POST",
          path: `/api/deliverables/from-template/${encodeURIComponent(t.id)}`,
          body: { name: `Note de crédit ${n}`, data: t.data },
        };
      },
    },
    {
      name: "POST /api/kanban/tasks",
      kind: "write",
      build: () => ({
        method: "POST",
        path: "/api/kanban/tasks",
        body: {
          title: `${pick(TASK_TITLES)} #${n}`,
          description: "Créée depuis le tableau ; à traiter avant le comité.",
          priority: (["critical", "moderate", "low"] as const)[n % 3],
        },
      }),
    },
    {
      name: "POST /api/chat/alfa-coordinated/coordinate (JSON)",
      kind: "write",
      build: () => ({
        method: "POST",
        path: "/api/chat/alfa-coordinated/coordinate",
        body: { message: question(), model: "gpt-4o-mini", assistant: "alfa" },
      }),
    },
  ];
}

/**
 * One visit of a signed-in consultant, about a third of it writes: the pages' reads, the
 * refetches that follow each change, and changes that are undone before the visit ends (the task,
 * the deliverable and the conversation it creates are deleted), so the data does not grow without
 * bound and memory can be compared over time. It starts with the check a signed-out visitor of
 * the login page makes (401, expected).
 */
export function visit(shared: SharedFixture): Step[] {
  const knowledgeQuery = rotate(KNOWLEDGE_QUERIES);
  const marketQuery = rotate(MARKET_QUERIES);
  const question = rotate(CHAT_QUESTIONS);
  const item = rotate(shared.itemIds);
  const template = rotate(shared.templates);
  let n = 0;
  const tasksOf = (ctx: StepContext) => get(`/api/kanban/tasks?boardId=${ctx.user.boardId}`);
  const needs = (key: string, ctx: StepContext, c: (id: string) => Call) =>
    typeof ctx[key] === "string" ? c(ctx[key] as string) : null;
  const read = (name: string, build: Step["build"]): Step => ({ name, kind: "read", build });
  return [
    {
      ...read("GET /api/auth/me (signed out)", () => ({ ...get("/api/auth/me"), signedOut: true })),
      expect: [401],
    },
    read("GET /api/auth/me", () => get("/api/auth/me")),
    read("GET /api/notifications", () => get("/api/notifications")),
    read("GET /api/dashboard/stats/:id", (ctx) => get(`/api/dashboard/stats/${ctx.user.account.userId}`)),
    read("GET /api/services", () => get("/api/services")),
    read("GET /api/kanban/tasks", tasksOf),
    {
      name: "POST /api/kanban/tasks",
      kind: "write",
      build: () => ({
        method: "POST",
        path: "/api/kanban/tasks",
        body: { title: `${TASK_TITLES[n % TASK_TITLES.length]} #${n++}`, priority: "moderate" },
      }),
      keep: (body, ctx) => {
        ctx.taskId = (body as { id: string }).id;
      },
    },
    read("GET /api/kanban/tasks", tasksOf),
    {
      name: "PUT /api/kanban/task/:id/move",
      kind: "write",
      build: (ctx) =>
        needs("taskId", ctx, (id) => ({
          method: "PUT",
          path: `/api/kanban/task/${id}/move`,
          body: { status: "in_progress" },
        })),
    },
    read("GET /api/knowledge/search", () =>
      get(`/api/knowledge/search?q=${encodeURIComponent(knowledgeQuery())}`),
    ),
    read("GET /api/knowledge", () => get(KNOWLEDGE_FIRST_PAGE)),
    read("GET /api/deliverables", () => get("/api/deliverables")),
    {
      name: "POST /api/deliverables/from-template/:id",
      kind: "write",
      build: () => {
        const t = template();
        return {
          method: "POST",
          path: `/api/deliverables/from-template/${encodeURIComponent(t.id)}`,
          body: { name: `Note de crédit ${n++}`, data: t.data },
        };
      },
      keep: (body, ctx) => {
        ctx.deliverableId = (body as { id: string }).id;
      },
    },
    read("GET /api/deliverables", () => get("/api/deliverables")),
    {
      name: "PUT /api/kanban/task/:id/move",
      kind: "write",
      build: (ctx) =>
        needs("taskId", ctx, (id) => ({
          method: "PUT",
          path: `/api/kanban/task/${id}/move`,
          body: { status: "done" },
        })),
    },
    read("GET /api/internal-marketplace/items?search", () =>
      get(`/api/internal-marketplace/items?search=${encodeURIComponent(marketQuery())}`),
    ),
    {
      name: "PUT /api/internal-marketplace/items/:id/review",
      kind: "write",
      build: () => ({
        method: "PUT",
        path: `/api/internal-marketplace/items/${item()}/review`,
        body: { rating: 1 + (n++ % 5), comment: "Bonne base pour les comités." },
      }),
    },
    read("GET /api/internal-marketplace/items", () => get("/api/internal-marketplace/items")),
    {
      name: "POST /api/notifications/:id/read",
      kind: "write",
      build: (ctx) => ({
        method: "POST",
        path: `/api/notifications/${ctx.user.notificationIds[n++ % ctx.user.notificationIds.length]}/read`,
      }),
    },
    read("GET /api/notifications", () => get("/api/notifications")),
    read("GET /api/competency/summary", () => get("/api/competency/summary")),
    read("GET /api/analytics/task-mining", () => get(analyticsPath())),
    {
      name: "PUT /api/auth/profile",
      kind: "write",
      build: () => ({
        method: "PUT",
        path: "/api/auth/profile",
        body: {
          firstName: "Camille",
          lastName: "Soak",
          phone: "01 42 00 00 00",
          department: `Équipe ${n++ % 7}`,
        },
      }),
    },
    read("GET /api/auth/me", () => get("/api/auth/me")),
    {
      name: "POST /api/chat/alfa-coordinated/coordinate (JSON)",
      kind: "write",
      build: () => ({
        method: "POST",
        path: "/api/chat/alfa-coordinated/coordinate",
        body: { message: question(), model: "gpt-4o-mini", assistant: "alfa" },
      }),
      keep: (body, ctx) => {
        ctx.threadId = (body as { threadId: string }).threadId;
      },
    },
    {
      name: "DELETE /api/chat/alfa-systems/threads/:userId/:id",
      kind: "write",
      build: (ctx) =>
        needs("threadId", ctx, (id) => ({
          method: "DELETE",
          path: `/api/chat/alfa-systems/threads/${ctx.user.account.userId}/${id}`,
        })),
    },
    {
      name: "DELETE /api/kanban/task/:id",
      kind: "write",
      build: (ctx) => needs("taskId", ctx, (id) => ({ method: "DELETE", path: `/api/kanban/task/${id}` })),
    },
    {
      name: "DELETE /api/deliverables/:id",
      kind: "write",
      build: (ctx) =>
        needs("deliverableId", ctx, (id) => ({ method: "DELETE", path: `/api/deliverables/${id}` })),
    },
    read("GET /api/kanban/tasks", tasksOf),
  ];
}
