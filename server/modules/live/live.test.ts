import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveEvent } from "../../../shared/contracts/live";
import { buildApp } from "../../app";
import { connectPostgres, type Database } from "../../db/client";
import { type Agent, type TestApp, testApp } from "../../test/test-app";
import type { App } from "../../types";

/** A browser tab's event stream on a listening instance: the events it has received so far. */
type Tab = {
  streamId?: string;
  events: LiveEvent[];
  closed: Promise<void>;
  close: () => void;
  next: (type: string, ms?: number) => Promise<LiveEvent>;
};

async function openTab(base: string, agent: Agent): Promise<Tab> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { accept: "text/event-stream", cookie: `praxis_session=${agent.cookies.praxis_session}` },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  expect(res.headers.get("x-accel-buffering")).toBe("no");
  const events: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const closed = (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split("\n").find((l) => l.startsWith("data: "));
          if (data) {
            events.push(JSON.parse(data.slice(6)) as LiveEvent);
            for (const w of waiters.splice(0)) w();
          }
          cut = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted
    }
  })();
  const next = async (type: string, ms = 2000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = events.find((e) => e.type === type);
      if (found) {
        events.splice(events.indexOf(found), 1);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no ${type} event within ${ms} ms (got ${events.map((e) => e.type).join(", ")})`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  const tab = { events, closed, close: () => controller.abort(), next };
  const ready = await tab.next("ready");
  return { ...tab, streamId: ready.type === "ready" ? ready.streamId : "" };
}

/** Nothing of `type` arrives within `ms`. */
async function nothing(tab: Tab, type: string, ms = 300) {
  await new Promise((r) => setTimeout(r, ms));
  expect(tab.events.filter((e) => e.type === type)).toEqual([]);
}

async function join(owner: Agent, boardId: string, who: Agent) {
  const inv = await owner.post(`/api/kanban/boards/${boardId}/invitations`, {
    email: who.user.email,
    role: "editor",
  });
  expect(inv.statusCode, inv.body).toBe(201);
  expect((await who.post(`/api/kanban/invitations/${inv.json().id}/accept`)).statusCode).toBe(200);
}

describe("live events: what one member does reaches the others, and only them", () => {
  let t: TestApp;
  let base: string;
  let second: { app: App; base: string; database: Database; own: boolean };
  const tabs: Tab[] = [];
  const tab = async (agent: Agent, on = base) => {
    const opened = await openTab(on, agent);
    tabs.push(opened);
    return opened;
  };

  beforeAll(async () => {
    t = await testApp();
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    // A second instance on the same database (its own connections on PostgreSQL).
    const url = (t.app.database.pool.options as { connectionString?: string }).connectionString;
    const database = url ? connectPostgres(url, 2) : t.app.database;
    const app = await buildApp({ config: t.config, database, clock: t.app.clock });
    second = { app, database, own: Boolean(url), base: await app.listen({ port: 0, host: "127.0.0.1" }) };
  });
  afterAll(async () => {
    for (const x of tabs) x.close();
    await second.app.close();
    if (second.own) await second.database.pool.end();
    await t.close();
  });

  it("opens only for a signed-in tab asking for an event stream", async () => {
    const anon = await fetch(`${base}/api/events`, { headers: { accept: "text/event-stream" } });
    expect(anon.status).toBe(401);
    const a = await t.signUp();
    const plain = await a.get("/api/events");
    expect(plain.statusCode).toBe(406);
    expect(plain.json().code).toBe("not_acceptable");
  });

  it("sends a board's task changes to its members, not to anyone else", async () => {
    const [owner, member, stranger] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const boardId = (await owner.get("/api/kanban/boards")).json()[0].id;
    await join(owner, boardId, member);
    const [memberTab, strangerTab] = [await tab(member), await tab(stranger)];

    const created = await owner.post("/api/kanban/tasks", { boardId, title: "Relancer le client" });
    expect(created.statusCode, created.body).toBe(201);
    const taskId = created.json().id;
    expect(await memberTab.next("task.created")).toMatchObject({ boardId, taskId, status: "todo" });

    const moved = await owner.put(`/api/kanban/task/${taskId}/move`, { status: "in_progress" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await memberTab.next("task.moved")).toMatchObject({ taskId, status: "in_progress" });

    expect((await owner.delete(`/api/kanban/task/${taskId}`)).statusCode).toBe(200);
    expect(await memberTab.next("task.deleted")).toMatchObject({ taskId });
    await nothing(strangerTab, "task.created", 50);
    expect(strangerTab.events).toEqual([]);
  });

  it("stops sending a board's changes to a member the moment they are removed", async () => {
    const [owner, member] = [await t.signUp(), await t.signUp()];
    const boardId = (await owner.get("/api/kanban/boards")).json()[0].id;
    await join(owner, boardId, member);
    const memberTab = await tab(member);
    expect((await owner.delete(`/api/kanban/boards/${boardId}/members/${member.user.id}`)).statusCode).toBe(
      200,
    );
    expect(await memberTab.next("member.removed")).toMatchObject({ boardId, userId: member.user.id });
    await owner.post("/api/kanban/tasks", { boardId, title: "Après le départ" });
    await nothing(memberTab, "task.created");
  });

  it("tells the invited person, and updates the notification badge", async () => {
    const [owner, invited] = [await t.signUp(), await t.signUp()];
    const boardId = (await owner.get("/api/kanban/boards")).json()[0].id;
    const invitedTab = await tab(invited);
    await owner.post(`/api/kanban/boards/${boardId}/invitations`, {
      email: invited.user.email,
      role: "viewer",
    });
    expect(await invitedTab.next("invitation.received")).toMatchObject({ boardId });
    await invitedTab.next("notification.created");
    const first = (await invited.get("/api/notifications")).json().items[0];
    expect((await invited.post(`/api/notifications/${first.id}/read`)).statusCode).toBe(200);
    await invitedTab.next("notification.read");
  });

  it("ends the stream when the session ends elsewhere (logout in another tab)", async () => {
    const a = await t.signUp();
    const cookie = a.cookies.praxis_session;
    const open = await tab(a);
    const other = t.agent();
    other.cookies.praxis_session = cookie;
    expect((await other.post("/api/auth/logout")).statusCode).toBe(200);
    await open.next("session.ended");
    await open.closed;
  });

  it("shows who else has the board open, and forgets a tab once it closes", async () => {
    const [owner, member] = [await t.signUp(), await t.signUp()];
    const boardId = (await owner.get("/api/kanban/boards")).json()[0].id;
    await join(owner, boardId, member);
    const ownerTab = await tab(owner);
    const memberTab = await openTab(base, member);
    const shown = await member.put(`/api/kanban/boards/${boardId}/presence`, {
      streamId: memberTab.streamId,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(await ownerTab.next("presence.changed")).toMatchObject({ boardId });
    const names = (await owner.get(`/api/kanban/boards/${boardId}/presence`)).json();
    expect(names).toEqual([{ id: member.user.id, name: "Camille Durand" }]);
    // Someone who is not on the board can neither say they show it nor see who does.
    const stranger = await t.signUp();
    expect((await stranger.get(`/api/kanban/boards/${boardId}/presence`)).statusCode).toBe(404);
    memberTab.close();
    expect(await ownerTab.next("presence.changed")).toMatchObject({ boardId });
    expect((await owner.get(`/api/kanban/boards/${boardId}/presence`)).json()).toEqual([]);
  });

  it("reaches a tab of another instance within a second of a change made through the first", async () => {
    const [owner, member] = [await t.signUp(), await t.signUp()];
    const boardId = (await owner.get("/api/kanban/boards")).json()[0].id;
    await join(owner, boardId, member);
    const remote = await tab(member, second.base);
    const started = performance.now();
    await owner.post("/api/kanban/tasks", { boardId, title: "Vu d'ailleurs" });
    await remote.next("task.created", 1000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses an eleventh tab of the same account with 429", async () => {
    const a = await t.signUp();
    for (let i = 0; i < 10; i++) await tab(a);
    const res = await fetch(`${base}/api/events`, {
      headers: { accept: "text/event-stream", cookie: `praxis_session=${a.cookies.praxis_session}` },
    });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { code: string }).code).toBe("too_many_streams");
  });
});
