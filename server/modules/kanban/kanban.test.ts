import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../db/schema/events";
import { kanbanBoards } from "../../db/schema/kanban";
import { type Agent, type TestApp, testApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;

async function ownBoardId(a: Agent): Promise<string> {
  const res = await a.get("/api/kanban/boards");
  expect(res.statusCode).toBe(200);
  return res.json().find((b: { isOwn: boolean }) => b.isOwn).id;
}

async function createTask(a: Agent, body: Record<string, unknown>) {
  const res = await a.post("/api/kanban/tasks", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Invites `who` to the owner's board with `role` and has them accept. */
async function join(owner: Agent, boardId: string, who: Agent, role: "viewer" | "editor") {
  const inv = await owner.post(`/api/kanban/boards/${boardId}/invitations`, { email: who.user.email, role });
  expect(inv.statusCode, inv.body).toBe(201);
  const res = await who.post(`/api/kanban/invitations/${inv.json().id}/accept`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function signIn(a: Agent) {
  const res = await a.post("/api/auth/login", { email: a.user.email, password: "motdepasse" });
  expect(res.statusCode, res.body).toBe(200);
}

async function columnTitles(a: Agent, boardId: string, status: string) {
  const tasks = (await a.get(`/api/kanban/tasks?boardId=${boardId}`)).json();
  return tasks.filter((x: { status: string }) => x.status === status).map((x: { title: string }) => x.title);
}

describe("boards", () => {
  it("creates one own board on the first visit, even for simultaneous requests", async () => {
    const a = await t.signUp({ firstName: "Lucie", lastName: "Martin" });
    const lists = await Promise.all([1, 2, 3].map(() => a.get("/api/kanban/boards")));
    for (const l of lists) expect(l.statusCode).toBe(200);
    const rows = await t.app.db.select().from(kanbanBoards).where(eq(kanbanBoards.ownerId, a.user.id));
    expect(rows).toHaveLength(1);
    const [b] = lists[0].json();
    expect(b).toMatchObject({ id: rows[0].id, role: "owner", isOwn: true, ownerName: "Lucie Martin" });
    const members = (await a.get(`/api/kanban/boards/${b.id}/members`)).json();
    expect(members).toEqual([
      expect.objectContaining({
        userId: a.user.id,
        role: "owner",
        email: a.user.email,
        inviteAccepted: true,
      }),
    ]);
  });

  it("uses the caller's own board when no board is named, and ignores a userId in the body", async () => {
    const a = await t.signUp();
    const other = await t.signUp();
    const created = await createTask(a, {
      userId: other.user.id,
      boardId: undefined,
      title: "Analyser le bilan 2024 de Transports Morel",
      description: "",
      status: "todo",
      priority: "critical",
      assignedTo: null,
      dueDate: "",
    });
    expect(created).toMatchObject({
      userId: a.user.id,
      boardId: await ownBoardId(a),
      status: "todo",
      priority: "critical",
      assignedTo: null,
      dueDate: null,
      taskType: "credit-evaluation",
    });
    const list = (await a.get("/api/kanban/tasks")).json();
    expect(list.map((x: { id: string }) => x.id)).toEqual([created.id]);
    expect((await other.get("/api/kanban/tasks")).json()).toEqual([]);
  });

  it("lists the taxonomy's task types", async () => {
    const a = await t.signUp();
    const types = (await a.get("/api/kanban/task-types")).json();
    expect(types.map((x: { id: string }) => x.id)).toContain("credit-evaluation");
    expect((await t.agent().get("/api/kanban/task-types")).statusCode).toBe(401);
  });
});

describe("task validation", () => {
  it("answers the spec's messages and rejects what the board cannot hold", async () => {
    const a = await t.signUp();
    const post = (body: Record<string, unknown>) => a.post("/api/kanban/tasks", body);
    for (const body of [{ title: "" }, { title: "   " }, {}]) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Le titre est requis");
    }
    expect((await post({ title: "x", priority: "urgent" })).statusCode).toBe(400);
    expect((await post({ title: "x", status: "blocked" })).statusCode).toBe(400);
    expect((await post({ title: "x", dueDate: "31/12/2025" })).statusCode).toBe(400);
    const unknownType = await post({ title: "x", taskType: "cuisine" });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().message).toBe("Type de tâche inconnu");
    const stranger = await t.signUp();
    const badAssignee = await post({ title: "x", assignedTo: stranger.user.id });
    expect(badAssignee.statusCode).toBe(400);
    expect(badAssignee.json().message).toBe("La personne assignée doit être membre du tableau.");
    expect((await post({ title: "x", assignedTo: "not-a-uuid" })).statusCode).toBe(400);

    const ok = await createTask(a, {
      title: "  Préparer le comité  ",
      dueDate: "2025-12-31",
      taskType: "credit-committee-prep",
      assignedTo: a.user.id,
    });
    expect(ok).toMatchObject({
      title: "Préparer le comité",
      description: "",
      priority: "moderate",
      status: "todo",
      dueDate: "2025-12-31",
      taskType: "credit-committee-prep",
      assignedTo: a.user.id,
      assigneeName: "Camille Durand",
    });

    const put = (body: Record<string, unknown>) => a.put(`/api/kanban/task/${ok.id}`, body);
    const emptyTitle = await put({ title: "" });
    expect(emptyTitle.statusCode).toBe(400);
    expect(emptyTitle.json().message).toBe("Le titre est requis");
    // Partial: only what is sent changes; an empty due date clears it.
    const updated = (await put({ priority: "low", dueDate: "" })).json();
    expect(updated).toMatchObject({ title: "Préparer le comité", priority: "low", dueDate: null });
    expect((await put({ assignedTo: stranger.user.id })).statusCode).toBe(400);
    expect((await put({ assignedTo: null })).json().assignedTo).toBeNull();
    expect(
      (await a.put("/api/kanban/task/00000000-0000-4000-8000-000000000000", { title: "x" })).statusCode,
    ).toBe(404);
    expect((await a.put("/api/kanban/task/garbage", { title: "x" })).statusCode).toBe(404);
  });
});

describe("authorisation matrix", () => {
  type Actor = "owner" | "editor" | "viewer" | "stranger" | "anonymous";
  const actors: Actor[] = ["owner", "editor", "viewer", "stranger", "anonymous"];
  let agents: Record<Actor, Agent>;
  let boardId: string;
  let taskId: string;
  let spare: Agent[];

  beforeAll(async () => {
    const owner = await t.signUp();
    const editor = await t.signUp();
    const viewer = await t.signUp();
    const stranger = await t.signUp();
    agents = { owner, editor, viewer, stranger, anonymous: t.agent() };
    boardId = await ownBoardId(owner);
    await join(owner, boardId, editor, "editor");
    await join(owner, boardId, viewer, "viewer");
    taskId = (await createTask(owner, { boardId, title: "Tâche partagée" })).id;
    spare = [];
    for (let i = 0; i < 2; i++) {
      const s = await t.signUp();
      await join(owner, boardId, s, "viewer");
      spare.push(s);
    }
  });

  type Call = { method: string; url: () => string | Promise<string>; body?: () => Record<string, unknown> };
  const freshTask = async () => (await createTask(agents.owner, { boardId, title: "À supprimer" })).id;
  const freshInvitation = async () =>
    (
      await agents.owner.post(`/api/kanban/boards/${boardId}/invitations`, {
        email: `invite-${Math.random().toString(36).slice(2)}@example.fr`,
      })
    ).json().id;
  const email = () => ({ email: `m-${Math.random().toString(36).slice(2)}@example.fr`, role: "viewer" });

  const matrix: [string, Call, Record<Actor, number>][] = [
    [
      "GET tasks",
      { method: "GET", url: () => `/api/kanban/tasks?boardId=${boardId}` },
      { owner: 200, editor: 200, viewer: 200, stranger: 404, anonymous: 401 },
    ],
    [
      "POST tasks",
      { method: "POST", url: () => "/api/kanban/tasks", body: () => ({ boardId, title: "Nouvelle" }) },
      { owner: 201, editor: 201, viewer: 403, stranger: 404, anonymous: 401 },
    ],
    [
      "PUT task",
      { method: "PUT", url: () => `/api/kanban/task/${taskId}`, body: () => ({ title: "Renommée" }) },
      { owner: 200, editor: 200, viewer: 403, stranger: 404, anonymous: 401 },
    ],
    [
      "PUT task move",
      {
        method: "PUT",
        url: () => `/api/kanban/task/${taskId}/move`,
        body: () => ({ status: "in_progress" }),
      },
      { owner: 200, editor: 200, viewer: 403, stranger: 404, anonymous: 401 },
    ],
    [
      "DELETE task",
      { method: "DELETE", url: async () => `/api/kanban/task/${await freshTask()}` },
      { owner: 200, editor: 200, viewer: 403, stranger: 404, anonymous: 401 },
    ],
    [
      "GET task activity",
      { method: "GET", url: () => `/api/kanban/task/${taskId}/activity` },
      { owner: 200, editor: 200, viewer: 200, stranger: 404, anonymous: 401 },
    ],
    [
      "GET members",
      { method: "GET", url: () => `/api/kanban/boards/${boardId}/members` },
      { owner: 200, editor: 200, viewer: 200, stranger: 404, anonymous: 401 },
    ],
    [
      "PUT member role",
      {
        method: "PUT",
        url: () => `/api/kanban/boards/${boardId}/members/${spare[0].user.id}`,
        body: () => ({ role: "viewer" }),
      },
      { owner: 200, editor: 403, viewer: 403, stranger: 404, anonymous: 401 },
    ],
    [
      "DELETE member",
      // The owner's call removes spare[1]; the others are refused before anything happens.
      { method: "DELETE", url: () => `/api/kanban/boards/${boardId}/members/${spare[1].user.id}` },
      { owner: 200, editor: 403, viewer: 403, stranger: 404, anonymous: 401 },
    ],
    [
      "GET invitations",
      { method: "GET", url: () => `/api/kanban/boards/${boardId}/invitations` },
      { owner: 200, editor: 403, viewer: 403, stranger: 404, anonymous: 401 },
    ],
    [
      "POST invitation",
      { method: "POST", url: () => `/api/kanban/boards/${boardId}/invitations`, body: email },
      { owner: 201, editor: 403, viewer: 403, stranger: 404, anonymous: 401 },
    ],
    [
      "DELETE invitation",
      {
        method: "DELETE",
        url: async () => `/api/kanban/boards/${boardId}/invitations/${await freshInvitation()}`,
      },
      { owner: 200, editor: 403, viewer: 403, stranger: 404, anonymous: 401 },
    ],
  ];

  for (const [name, call, expected] of matrix) {
    it(name, async () => {
      // The owner goes last so that consuming calls (removing a member) do not change the others.
      for (const actor of [...actors.filter((a) => a !== "owner"), "owner" as const]) {
        const url = await call.url();
        const res = await agents[actor].request(call.method, url, call.body?.());
        expect(res.statusCode, `${actor} ${call.method} ${url}: ${res.body}`).toBe(expected[actor]);
        if (res.statusCode >= 400) expect(Object.keys(res.json()).sort()).toEqual(["code", "message"]);
      }
    });
  }

  it("hides a board's tasks from non-members even by task id", async () => {
    const res = await agents.stranger.get(`/api/kanban/task/${taskId}/activity`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("task_not_found");
    expect((await agents.stranger.get(`/api/kanban/tasks?boardId=${boardId}`)).json().code).toBe(
      "board_not_found",
    );
  });

  it("lets an editor assign a task to a member but not to an outsider", async () => {
    const ok = await agents.editor.put(`/api/kanban/task/${taskId}`, { assignedTo: agents.viewer.user.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().assignedTo).toBe(agents.viewer.user.id);
    const no = await agents.editor.put(`/api/kanban/task/${taskId}`, { assignedTo: agents.stranger.user.id });
    expect(no.statusCode).toBe(400);
  });

  it("shows members the boards they belong to with their role", async () => {
    const boards = (await agents.viewer.get("/api/kanban/boards")).json();
    expect(boards.map((b: { isOwn: boolean }) => b.isOwn)).toEqual([true, false]);
    expect(boards[1]).toMatchObject({ id: boardId, role: "viewer", ownerId: agents.owner.user.id });
    const editorBoards = (await agents.editor.get("/api/kanban/boards")).json();
    expect(editorBoards[1]).toMatchObject({ id: boardId, role: "editor" });
  });
});

describe("collaborators and invitations", () => {
  it("validates the invite form with the spec's messages and offers only viewer or editor", async () => {
    const owner = await t.signUp();
    const boardId = await ownBoardId(owner);
    const url = `/api/kanban/boards/${boardId}/invitations`;
    for (const [body, message] of [
      [{ email: "" }, "Veuillez entrer une adresse email."],
      [{}, "Veuillez entrer une adresse email."],
      [{ email: "jean" }, "Veuillez entrer une adresse email valide."],
      [{ email: "jean@banque" }, "Veuillez entrer une adresse email valide."],
      [{ email: "jean dupont@banque.fr" }, "Veuillez entrer une adresse email valide."],
    ] as const) {
      const res = await owner.post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await owner.post(url, { email: "a@b.fr", role: "owner" })).statusCode).toBe(400);
    const inv = await owner.post(url, { email: "Jean.Dupont@Banque.fr" });
    expect(inv.statusCode).toBe(201);
    expect(inv.json()).toMatchObject({
      email: "jean.dupont@banque.fr",
      role: "viewer",
      accepted: false,
      expired: false,
    });
    const expires = new Date(inv.json().expiresAt).getTime() - t.app.clock.now().getTime();
    expect(Math.abs(expires - 7 * DAY)).toBeLessThan(60_000);
    const again = await owner.post(url, { email: "jean.dupont@banque.fr", role: "editor" });
    expect(again.statusCode).toBe(409);
    expect((await owner.post(url, { email: owner.user.email })).statusCode).toBe(409);
  });

  it("notifies the invited person, who sees, accepts or declines it after signing in", async () => {
    const owner = await t.signUp({ firstName: "Inès", lastName: "Roche" });
    const boardId = await ownBoardId(owner);
    const guest = await t.signUp();
    const inv = (
      await owner.post(`/api/kanban/boards/${boardId}/invitations`, {
        email: guest.user.email,
        role: "editor",
      })
    ).json();
    const notes = (await guest.get("/api/notifications")).json();
    expect(notes.items[0]).toMatchObject({
      kind: "kanban_invitation",
      params: { inviterName: "Inès Roche", role: "editor" },
      link: "/kanban",
      read: false,
    });
    const mine = (await guest.get("/api/kanban/invitations/mine")).json();
    expect(mine).toEqual([
      expect.objectContaining({
        id: inv.id,
        boardId,
        role: "editor",
        ownerName: "Inès Roche",
        invitedByName: "Inès Roche",
      }),
    ]);
    // Someone else cannot answer it.
    const other = await t.signUp();
    expect((await other.post(`/api/kanban/invitations/${inv.id}/accept`)).statusCode).toBe(404);
    expect((await other.get("/api/kanban/invitations/mine")).json()).toEqual([]);

    const accepted = await guest.post(`/api/kanban/invitations/${inv.id}/accept`);
    expect(accepted.json()).toMatchObject({ id: boardId, role: "editor", isOwn: false });
    expect((await guest.post(`/api/kanban/invitations/${inv.id}/accept`)).statusCode).toBe(409);
    expect((await guest.get("/api/kanban/invitations/mine")).json()).toEqual([]);
    expect((await owner.get(`/api/kanban/boards/${boardId}/invitations`)).json()).toEqual([]);
    expect(
      (await owner.post(`/api/kanban/boards/${boardId}/invitations`, { email: guest.user.email })).statusCode,
    ).toBe(409);

    const declined = (
      await owner.post(`/api/kanban/boards/${boardId}/invitations`, { email: other.user.email })
    ).json();
    expect((await other.post(`/api/kanban/invitations/${declined.id}/decline`)).statusCode).toBe(200);
    expect((await other.get("/api/kanban/boards")).json()).toHaveLength(1);
    expect((await owner.get(`/api/kanban/boards/${boardId}/invitations`)).json()).toEqual([]);
  });

  it("keeps an invitation for an address without an account until it signs up", async () => {
    const owner = await t.signUp();
    const boardId = await ownBoardId(owner);
    const email = `futur-${Date.now()}@example.fr`;
    await owner.post(`/api/kanban/boards/${boardId}/invitations`, { email });
    const newcomer = await t.signUp({ email });
    const mine = (await newcomer.get("/api/kanban/invitations/mine")).json();
    expect(mine).toHaveLength(1);
    expect((await newcomer.post(`/api/kanban/invitations/${mine[0].id}/accept`)).json().role).toBe("viewer");
  });

  it("expires invitations after 7 days", async () => {
    const owner = await t.signUp();
    const boardId = await ownBoardId(owner);
    const guest = await t.signUp();
    const late = await t.signUp();
    const url = `/api/kanban/boards/${boardId}/invitations`;
    const inv = (await owner.post(url, { email: guest.user.email })).json();
    const lateInv = (await owner.post(url, { email: late.user.email })).json();

    t.advance(7 * DAY - 60_000);
    for (const a of [owner, guest, late]) await signIn(a);
    expect((await guest.get("/api/kanban/invitations/mine")).json()).toHaveLength(1);
    expect((await guest.post(`/api/kanban/invitations/${inv.id}/accept`)).statusCode).toBe(200);

    t.advance(2 * 60_000);
    for (const a of [owner, late]) await signIn(a);
    expect((await late.get("/api/kanban/invitations/mine")).json()).toEqual([]);
    const expired = await late.post(`/api/kanban/invitations/${lateInv.id}/accept`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe("Cette invitation a expiré.");
    expect((await late.post(`/api/kanban/invitations/${lateInv.id}/decline`)).statusCode).toBe(410);
    expect((await late.get(`/api/kanban/tasks?boardId=${boardId}`)).statusCode).toBe(404);
    // The owner sees it as expired, can withdraw it and invite again.
    expect((await owner.get(url)).json()).toEqual([
      expect.objectContaining({ id: lateInv.id, expired: true }),
    ]);
    expect((await owner.post(url, { email: late.user.email })).statusCode).toBe(201);
    expect((await owner.delete(`${url}/${lateInv.id}`)).statusCode).toBe(200);
    expect((await owner.get(url)).json()).toHaveLength(1);
  });

  it("persists role changes and removals; the owner is never changed or removed", async () => {
    const owner = await t.signUp();
    const boardId = await ownBoardId(owner);
    const member = await t.signUp();
    const leaver = await t.signUp();
    await join(owner, boardId, member, "viewer");
    await join(owner, boardId, leaver, "viewer");
    const members = `/api/kanban/boards/${boardId}/members`;

    const changed = await owner.put(`${members}/${member.user.id}`, { role: "editor" });
    expect(changed.json()).toMatchObject({ userId: member.user.id, role: "editor" });
    expect(
      (await owner.get(members)).json().find((m: { userId: string }) => m.userId === member.user.id).role,
    ).toBe("editor");
    // Now an editor, the member can create and be assigned.
    const task = await createTask(member, {
      boardId,
      title: "Relancer le client",
      assignedTo: member.user.id,
    });

    expect((await owner.put(`${members}/${owner.user.id}`, { role: "viewer" })).statusCode).toBe(403);
    expect((await owner.put(`${members}/${member.user.id}`, { role: "owner" })).statusCode).toBe(400);
    expect((await owner.delete(`${members}/${owner.user.id}`)).statusCode).toBe(403);
    expect(
      (await owner.put(`${members}/00000000-0000-4000-8000-000000000000`, { role: "viewer" })).statusCode,
    ).toBe(404);

    expect((await owner.delete(`${members}/${member.user.id}`)).statusCode).toBe(200);
    expect((await member.get(`/api/kanban/tasks?boardId=${boardId}`)).statusCode).toBe(404);
    const after = (await owner.get(`/api/kanban/tasks?boardId=${boardId}`)).json();
    expect(after.find((x: { id: string }) => x.id === task.id).assignedTo).toBeNull();

    // A collaborator may leave by themselves.
    expect((await leaver.delete(`${members}/${leaver.user.id}`)).statusCode).toBe(200);
    expect((await owner.get(members)).json().map((m: { role: string }) => m.role)).toEqual(["owner"]);
  });
});

describe("ordering and moves", () => {
  it("writes one position per move and keeps the order the user dropped", async () => {
    const a = await t.signUp();
    const boardId = await ownBoardId(a);
    const ids: Record<string, string> = {};
    for (const title of ["A", "B", "C", "D"]) ids[title] = (await createTask(a, { title })).id;
    expect(await columnTitles(a, boardId, "todo")).toEqual(["A", "B", "C", "D"]);

    const move = (title: string, body: Record<string, unknown>) =>
      a.put(`/api/kanban/task/${ids[title]}/move`, body);
    expect((await move("D", { status: "todo", afterId: ids.A })).statusCode).toBe(200);
    expect(await columnTitles(a, boardId, "todo")).toEqual(["A", "D", "B", "C"]);
    await move("A", { status: "todo", beforeId: null, afterId: ids.C });
    expect(await columnTitles(a, boardId, "todo")).toEqual(["D", "B", "C", "A"]);
    await move("C", { status: "todo", beforeId: ids.D });
    expect(await columnTitles(a, boardId, "todo")).toEqual(["C", "D", "B", "A"]);

    // Across columns: into an empty column, then before and after others.
    const moved = (await move("B", { status: "in_progress" })).json();
    expect(moved.status).toBe("in_progress");
    await move("A", { status: "in_progress", beforeId: ids.B });
    await move("C", { status: "in_progress", afterId: ids.A });
    expect(await columnTitles(a, boardId, "in_progress")).toEqual(["A", "C", "B"]);
    expect(await columnTitles(a, boardId, "todo")).toEqual(["D"]);
    // A neighbour that is no longer in the column: the card goes to the end.
    await move("D", { status: "in_progress", afterId: "00000000-0000-4000-8000-000000000000" });
    expect(await columnTitles(a, boardId, "in_progress")).toEqual(["A", "C", "B", "D"]);
    expect((await a.put(`/api/kanban/task/${ids.D}/move`, { status: "nowhere" })).statusCode).toBe(400);
  });

  it("keeps the order after many drops into the same gap (renumbering)", async () => {
    const a = await t.signUp();
    const boardId = await ownBoardId(a);
    const first = await createTask(a, { title: "first" });
    await createTask(a, { title: "last" });
    const expected = ["first"];
    // Each new card goes right after "first": the gap halves every time until it is renumbered.
    for (let i = 0; i < 60; i++) {
      const c = await createTask(a, { title: `n${i}`, status: "done" });
      const res = await a.put(`/api/kanban/task/${c.id}/move`, { status: "todo", afterId: first.id });
      expect(res.statusCode).toBe(200);
      expected.splice(1, 0, `n${i}`);
    }
    expected.push("last");
    expect(await columnTitles(a, boardId, "todo")).toEqual(expected);
  });

  it("records activity (who and when) and events create, edit, complete", async () => {
    const owner = await t.signUp({ firstName: "Paul", lastName: "Girard" });
    const boardId = await ownBoardId(owner);
    const editor = await t.signUp({ firstName: "Nora", lastName: "Benali" });
    await join(owner, boardId, editor, "editor");
    const task = await createTask(owner, { title: "Dossier SARL Lemoine" });
    await editor.put(`/api/kanban/task/${task.id}`, {
      description: "Bilans 2023-2024",
      assignedTo: editor.user.id,
    });
    await editor.put(`/api/kanban/task/${task.id}/move`, { status: "in_progress" });
    await owner.put(`/api/kanban/task/${task.id}`, { status: "done" });

    const activity = (await owner.get(`/api/kanban/task/${task.id}/activity`)).json();
    expect(activity.map((x: { action: string; userName: string }) => [x.action, x.userName])).toEqual([
      ["moved", "Paul Girard"],
      ["moved", "Nora Benali"],
      ["assigned", "Nora Benali"],
      ["edited", "Nora Benali"],
      ["created", "Paul Girard"],
    ]);
    expect(activity[0].details).toEqual({ from: "in_progress", to: "done" });
    expect(activity[2].details).toEqual({ assigneeName: "Nora Benali" });
    expect(activity[3].details).toEqual({ fields: ["description"] });
    expect(activity.every((x: { createdAt: string }) => !Number.isNaN(Date.parse(x.createdAt)))).toBe(true);

    const logged = await t.app.db
      .select({ userId: events.userId, type: events.type })
      .from(events)
      .where(and(eq(events.entity, "task"), eq(events.entityId, task.id)));
    expect(logged).toEqual(
      expect.arrayContaining([
        { userId: owner.user.id, type: "create" },
        { userId: editor.user.id, type: "edit" },
        { userId: owner.user.id, type: "complete" },
      ]),
    );
    expect(logged).toHaveLength(4);

    // Deleting removes the task and its history.
    expect((await owner.delete(`/api/kanban/task/${task.id}`)).statusCode).toBe(200);
    expect((await owner.get(`/api/kanban/task/${task.id}/activity`)).statusCode).toBe(404);
  });
});
