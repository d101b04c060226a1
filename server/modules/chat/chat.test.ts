import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chatErrorCodes } from "../../../shared/contracts/chat";
import { chatMessages } from "../../db/schema/chat";
import type { AiProvider } from "../../plugins/ai/engine";
import { openaiProvider } from "../../plugins/ai/openai-provider";
import { SESSION_COOKIE } from "../../plugins/session";
import { type FakeOpenAi, startFakeOpenAi } from "../../test/fake-openai";
import { type Agent, type TestApp, testApp } from "../../test/test-app";
import { failInterruptedReplies, purgeDeletedThreads } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const question = "Comment activer un contrat dans Alfa ?";

function parseSse(body: string) {
  return body
    .trim()
    .split("\n\n")
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : undefined };
    });
}

describe("Alfa assistant API", () => {
  it("answers with the spec's JSON contract, cites sources and stores the thread", async () => {
    const a = await t.signUp();
    const res = await a.post("/api/chat/alfa-coordinated/coordinate", {
      message: question,
      userId: "user-1",
      model: "gpt-4o",
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ modelUsed: "gpt-4o", threadTitle: question });
    expect(body.response.length).toBeGreaterThan(50);
    expect(body.tokensUsed).toBeGreaterThan(0);
    expect(body.sources.length).toBeGreaterThan(0);
    expect(body.sources[0].link).toMatch(/^\/knowledge\?/);
    // The chips are the passages the reply cites, under the numbers it cites them by.
    const cited = new Set(
      [...body.response.matchAll(/\[(\d+)\]/g)].map((m: RegExpMatchArray) => Number(m[1])),
    );
    expect(body.sources.map((s: { index: number }) => s.index).sort()).toEqual([...cited].sort());

    const threads = (await a.get(`/api/chat/alfa-coordinated/threads/${a.user.id}`)).json();
    expect(threads).toEqual([
      expect.objectContaining({ id: body.threadId, title: question, messageCount: 2 }),
    ]);
    const detail = (await a.get(`/api/chat/alfa-systems/threads/${a.user.id}/${body.threadId}`)).json();
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    expect(detail.messages[1].sources).toEqual(body.sources);

    // The question counts as a consultation on the dashboard.
    expect((await a.get(`/api/dashboard/stats/${a.user.id}`)).json().consultations).toBe(1);
  });

  it("continues a thread and regenerates the last reply", async () => {
    const a = await t.signUp();
    const first = (await a.post("/api/chat/alfa-coordinated/coordinate", { message: question })).json();
    await a.post("/api/chat/alfa-coordinated/coordinate", {
      message: "Et pour la fin de bail ?",
      threadId: first.threadId,
    });
    const regen = await a.post("/api/chat/alfa-coordinated/coordinate", {
      message: "x",
      threadId: first.threadId,
      regenerate: true,
    });
    expect(regen.statusCode).toBe(200);
    const detail = (await a.get(`/api/chat/alfa-systems/threads/${a.user.id}/${first.threadId}`)).json();
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(detail.messages[2].content).toBe("Et pour la fin de bail ?");
  });

  it("refuses an empty message and an unknown model", async () => {
    const a = await t.signUp();
    const empty = await a.post("/api/chat/alfa-coordinated/coordinate", { message: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Le message est requis");
    expect(
      (await a.post("/api/chat/alfa-coordinated/coordinate", { message: "ok", model: "gpt-9" })).statusCode,
    ).toBe(400);
    expect(
      (await t.agent().post("/api/chat/alfa-coordinated/coordinate", { message: "ok" })).statusCode,
    ).toBe(401);
  });

  it("streams the reply as server-sent events when asked", async () => {
    const a = await t.signUp();
    const res = await a.post(
      "/api/chat/alfa-coordinated/coordinate",
      { message: question },
      { accept: "text/event-stream" },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/event-stream");
    expect(res.headers["content-security-policy"]).toBeDefined();
    const events = parseSse(res.body);
    expect(events[0].event).toBe("meta");
    expect(events[0].data.sources.length).toBeGreaterThan(0);
    const tokens = events.filter((e) => e.event === "token");
    expect(tokens.length).toBeGreaterThan(5);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(tokens.map((e) => e.data.text).join("")).toBe(done.data.response);
  });

  it("keeps threads private: another user can neither read, continue nor delete them", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const { threadId } = (
      await alice.post("/api/chat/alfa-coordinated/coordinate", { message: question })
    ).json();
    expect((await bob.get(`/api/chat/alfa-systems/threads/${bob.user.id}/${threadId}`)).statusCode).toBe(404);
    expect((await bob.get(`/api/chat/alfa-systems/threads/${alice.user.id}/${threadId}`)).statusCode).toBe(
      403,
    );
    expect((await bob.get(`/api/chat/alfa-coordinated/threads/${alice.user.id}`)).statusCode).toBe(403);
    expect(
      (await bob.post("/api/chat/alfa-coordinated/coordinate", { message: "hop", threadId })).statusCode,
    ).toBe(404);
    const streamed = await bob.post(
      "/api/chat/alfa-coordinated/coordinate",
      { message: "hop", threadId },
      { accept: "text/event-stream" },
    );
    expect(streamed.statusCode).toBe(404);
    expect((await bob.delete(`/api/chat/alfa-systems/threads/${bob.user.id}/${threadId}`)).statusCode).toBe(
      404,
    );
    await bob.post("/api/chat/alfa-systems/clear", { userId: bob.user.id });
    expect((await alice.get(`/api/chat/alfa-systems/threads/${alice.user.id}/${threadId}`)).statusCode).toBe(
      200,
    );
  });

  it("deletes a thread and clears all", async () => {
    const a = await t.signUp();
    const one = (await a.post("/api/chat/alfa-coordinated/coordinate", { message: question })).json();
    await a.post("/api/chat/alfa-coordinated/coordinate", { message: "Qu'est-ce qu'un mandat SEPA ?" });
    expect((await a.delete(`/api/chat/alfa-systems/threads/${a.user.id}/${one.threadId}`)).statusCode).toBe(
      200,
    );
    expect((await a.get(`/api/chat/alfa-coordinated/threads/${a.user.id}`)).json()).toHaveLength(1);
    expect((await a.post("/api/chat/alfa-systems/clear", { userId: a.user.id })).statusCode).toBe(200);
    expect((await a.get(`/api/chat/alfa-coordinated/threads/${a.user.id}`)).json()).toEqual([]);
  });

  it("keeps a reply stopped by the client as stopped, with what was written", async () => {
    const a = await t.signUp();
    const { threadId, reader, controller } = await openStream(t, a, { message: question });
    await reader.read();
    controller.abort();
    const detail = await settled(a, threadId);
    expect(detail.messages.map((m: { role: string; state: string }) => `${m.role}:${m.state}`)).toEqual([
      "user:complete",
      "assistant:stopped",
    ]);
  });

  it("says which engine wrote each reply", async () => {
    const a = await t.signUp();
    const res = (await a.post("/api/chat/alfa-coordinated/coordinate", { message: question })).json();
    expect(res).toMatchObject({ engine: "local", state: "complete" });
    const detail = (await a.get(`/api/chat/alfa-systems/threads/${a.user.id}/${res.threadId}`)).json();
    expect(detail.messages[1]).toMatchObject({ engine: "local", state: "complete", model: "gpt-4o-mini" });
    expect(detail.messages[0]).toMatchObject({ state: "complete", engine: null });
  });

  it("undoes the deletion of a conversation for a few seconds, for its owner only", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const first = (await a.post("/api/chat/alfa-coordinated/coordinate", { message: question })).json();
    const url = `/api/chat/alfa-systems/threads/${a.user.id}/${first.threadId}`;
    const before = (await a.get(url)).json();
    expect((await a.delete(url)).statusCode).toBe(200);
    expect((await a.get(url)).statusCode).toBe(404);
    expect(
      (await b.post(`/api/chat/alfa-systems/threads/${b.user.id}/${first.threadId}/restore`)).statusCode,
    ).toBe(410);

    const restored = await a.post(`${url}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: first.threadId, title: question, messageCount: 2 });
    expect((await a.get(url)).json()).toEqual(before);
    expect((await a.get(`/api/chat/alfa-coordinated/threads/${a.user.id}`)).json()).toHaveLength(1);
    // Once only.
    const again = await a.post(`${url}/restore`);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe("undo_expired");

    // A deleted conversation cannot be continued, and is in no list.
    await a.delete(url);
    expect(
      (
        await a.post("/api/chat/alfa-coordinated/coordinate", {
          message: "Et ensuite ?",
          threadId: first.threadId,
        })
      ).statusCode,
    ).toBe(404);
    expect((await a.get(`/api/chat/alfa-coordinated/threads/${a.user.id}`)).json()).toEqual([]);

    // Too late after the undo delay; then it is purged for good.
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now + 11_000);
    try {
      expect((await a.post(`${url}/restore`)).statusCode).toBe(410);
      await purgeDeletedThreads(t.app.db, a.user.id);
    } finally {
      clock.mockRestore();
    }
    expect(
      await t.app.db.select().from(chatMessages).where(eq(chatMessages.threadId, first.threadId)),
    ).toEqual([]);
  });

  it("shows a reply left streaming by a stopped server as failed", async () => {
    const a = await t.signUp();
    const first = (await a.post("/api/chat/alfa-coordinated/coordinate", { message: question })).json();
    const db = t.app.db;
    // As a server that died mid-reply leaves it: streaming, nobody writing it.
    await db
      .update(chatMessages)
      .set({ state: "streaming", content: "Début", createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(chatMessages.id, first.messageId));
    const detail = (await a.get(`/api/chat/alfa-systems/threads/${a.user.id}/${first.threadId}`)).json();
    expect(detail.messages.find((m: { id: string }) => m.id === first.messageId)).toMatchObject({
      state: "failed",
      content: "Début",
    });

    // A restart marks such replies as failed for good.
    await db
      .update(chatMessages)
      .set({ state: "streaming", createdAt: new Date() })
      .where(eq(chatMessages.id, first.messageId));
    expect(await failInterruptedReplies(db)).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, first.messageId));
    expect(row.state).toBe("failed");
  });
});

describe("chat error texts", () => {
  it("has a French and an English text for every code the chat can send", () => {
    for (const language of ["fr", "en"]) {
      const catalogue = JSON.parse(
        readFileSync(new URL(`../../../shared/i18n/${language}/chat.json`, import.meta.url), "utf8"),
      );
      for (const code of chatErrorCodes) expect(catalogue.errors[code], `${language} ${code}`).toBeTruthy();
    }
  });
});

/** A streamed request over real HTTP, read by hand so the test can stop it. */
async function openStream(app: TestApp, a: Agent, body: Record<string, unknown>) {
  await app.app.listen({ port: 0, host: "127.0.0.1" }).catch(() => {});
  const { port } = app.app.server.address() as AddressInfo;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/chat/alfa-coordinated/coordinate`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      cookie: `${SESSION_COOKIE}=${a.cookies[SESSION_COOKIE]}`,
    },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  expect(first).toContain("event: meta");
  const meta = JSON.parse(/data: (.+)/.exec(first)![1]);
  return { threadId: meta.threadId as string, meta, reader, controller };
}

/** The thread once its last reply has left the streaming state. */
async function settled(a: Agent, threadId: string) {
  for (let i = 0; i < 50; i++) {
    const detail = (await a.get(`/api/chat/alfa-systems/threads/${a.user.id}/${threadId}`)).json();
    if (detail.messages.at(-1)?.state !== "streaming") return detail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the reply is still streaming");
}

describe("OpenAI-compatible provider behind the chat", () => {
  let fake: FakeOpenAi;
  let remote: TestApp;
  const lines: string[] = [];
  const KEY = "sk-cle-de-test-987654321";
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    remote = await testApp(
      {
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: KEY,
        AI_MODEL_MINI: "chat-model",
        AI_MODEL_FULL: "fail-model",
        LOG_LEVEL: "info",
      },
      { logStream: { write: (line) => lines.push(line) } },
    );
  });
  afterAll(async () => {
    await remote?.close();
    await fake?.close();
  });

  /** Points the small model at one of the fake endpoint's behaviours. */
  const use = (model: string) => {
    remote.config.ai.models = { "gpt-4o-mini": model, "gpt-4o": "fail-model" };
    (remote.app as unknown as { ai: AiProvider }).ai = openaiProvider({
      ...remote.config.ai,
      retryBaseMs: 10,
      idleTimeoutMs: 500,
      firstByteTimeoutMs: 500,
    });
  };

  it("uses the configured endpoint, names the model, and sends the spec's error message when it fails", async () => {
    const a = await remote.signUp();
    const ok = await a.post("/api/chat/alfa-coordinated/coordinate", { message: question });
    expect(ok.json()).toMatchObject({
      response: "Réponse du modèle [1]",
      engine: "chat-model",
      state: "complete",
    });
    expect(fake.requests.at(-1)!.body.messages[0].content).toContain("[1]");
    const failed = await a.post(
      "/api/chat/alfa-coordinated/coordinate",
      { message: question, model: "gpt-4o" },
      { accept: "text/event-stream" },
    );
    const events = parseSse(failed.body);
    expect(events.at(-1)).toEqual({
      event: "error",
      data: {
        message: "Le service d'IA est indisponible pour le moment.",
        code: "ai_unavailable",
        messageId: events[0].data.messageId,
        threadId: events[0].data.threadId,
      },
    });
    const json = await a.post("/api/chat/alfa-coordinated/coordinate", {
      message: question,
      model: "gpt-4o",
    });
    expect(json.statusCode).toBe(502);
    expect(json.json().code).toBe("ai_unavailable");
    expect(json.body).not.toContain("boom");
  });

  it("stores a plain JSON answer as a complete reply", async () => {
    use("json-model");
    const a = await remote.signUp();
    const res = await a.post(
      "/api/chat/alfa-coordinated/coordinate",
      { message: question },
      { accept: "text/event-stream" },
    );
    const events = parseSse(res.body);
    expect(events.at(-1)!.event).toBe("done");
    expect(events.at(-1)!.data).toMatchObject({
      response: "Réponse JSON [1]",
      state: "complete",
      tokensUsed: 5,
    });
    const detail = (
      await a.get(`/api/chat/alfa-systems/threads/${a.user.id}/${events[0].data.threadId}`)
    ).json();
    expect(detail.messages[1]).toMatchObject({
      content: "Réponse JSON [1]",
      state: "complete",
      engine: "json-model",
    });
  });

  it("keeps a reply cut by an error as failed with its partial text, then regenerates it", async () => {
    use("error-mid-model");
    const a = await remote.signUp();
    const res = await a.post(
      "/api/chat/alfa-coordinated/coordinate",
      { message: question },
      { accept: "text/event-stream" },
    );
    const events = parseSse(res.body);
    expect(
      events
        .filter((e) => e.event === "token")
        .map((e) => e.data.text)
        .join(""),
    ).toBe("Début de réponse");
    expect(events.at(-1)).toMatchObject({ event: "error", data: { code: "ai_interrupted" } });
    expect(events.some((e) => e.event === "done")).toBe(false);
    const { threadId, messageId } = events[0].data;
    const url = `/api/chat/alfa-systems/threads/${a.user.id}/${threadId}`;
    const detail = (await a.get(url)).json();
    expect(detail.messages[1]).toMatchObject({
      id: messageId,
      state: "failed",
      content: "Début de réponse",
      engine: "error-mid-model",
    });
    expect(detail.messages[1].sources.length).toBeGreaterThan(0);

    // Regenerate replaces the failed reply; the failed text is not sent back as history.
    use("chat-model");
    const again = await a.post("/api/chat/alfa-coordinated/coordinate", {
      message: "x",
      threadId,
      regenerate: true,
    });
    expect(again.json()).toMatchObject({ state: "complete", response: "Réponse du modèle [1]" });
    expect(fake.requests.at(-1)!.body.messages.map((m: { role: string }) => m.role)).toEqual([
      "system",
      "user",
    ]);
    const after = (await a.get(url)).json();
    expect(after.messages.map((m: { role: string; state: string }) => `${m.role}:${m.state}`)).toEqual([
      "user:complete",
      "assistant:complete",
    ]);
  });

  it("answers 503 when the service stays busy, and logs the cause without the key or the question", async () => {
    use("busy-model");
    const a = await remote.signUp();
    const secretQuestion = "Question confidentielle sur le dossier Dupont ?";
    const res = await a.post("/api/chat/alfa-coordinated/coordinate", { message: secretQuestion });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: "ai_busy",
      message: "Le service d'IA est très sollicité. Réessayez dans un instant.",
    });
    expect(res.headers["retry-after"]).toBe("30");
    const threads = (await a.get(`/api/chat/alfa-coordinated/threads/${a.user.id}`)).json();
    const detail = (await a.get(`/api/chat/alfa-systems/threads/${a.user.id}/${threads[0].id}`)).json();
    expect(detail.messages[1]).toMatchObject({ state: "failed", content: "" });
    const logged = lines.filter((l) => l.includes("AI reply failed"));
    expect(logged.at(-1)).toContain("HTTP 429");
    expect(logged.at(-1)).toContain("ai_busy");
    const all = lines.join("\n");
    expect(all).not.toContain("Dupont");
    expect(all).not.toContain(KEY);
  });

  it("tells the user the service refuses access, and the administrator why", async () => {
    use("unauthorized-model");
    const a = await remote.signUp();
    const res = await a.post(
      "/api/chat/alfa-coordinated/coordinate",
      { message: question },
      { accept: "text/event-stream" },
    );
    expect(parseSse(res.body).at(-1)).toMatchObject({
      event: "error",
      data: {
        code: "ai_auth",
        message: "Le service d'IA refuse l'accès à Praxis. Un administrateur doit vérifier sa configuration.",
      },
    });
    const logged = lines.filter((l) => l.includes("AI reply failed")).at(-1)!;
    expect(logged).toContain("HTTP 401");
    expect(logged).toContain("Incorrect API key provided");
    expect(lines.join("\n")).not.toContain(KEY);
  });

  it("keeps a reply stopped mid-stream with its partial text, shown as streaming until then", async () => {
    use("slow-stream-model");
    const a = await remote.signUp();
    const { threadId, meta, reader, controller } = await openStream(remote, a, { message: question });
    expect(meta).toMatchObject({ engine: "slow-stream-model", messageId: expect.any(String) });
    // A reload while the reply is written shows it being written.
    const during = (await a.get(`/api/chat/alfa-systems/threads/${a.user.id}/${threadId}`)).json();
    expect(during.messages[1]).toMatchObject({ id: meta.messageId, state: "streaming" });
    let received = "";
    while (!received.includes("event: token"))
      received += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const detail = await settled(a, threadId);
    const reply = detail.messages[1];
    expect(reply.state).toBe("stopped");
    expect(reply.content.length).toBeGreaterThan(0);
    expect("Réponse lente du modèle [1]".startsWith(reply.content)).toBe(true);
    expect(reply.content).not.toBe("Réponse lente du modèle [1]");
  });

  it("fails a reply when the endpoint stalls, keeping what came", async () => {
    use("stall-model");
    const a = await remote.signUp();
    const res = await a.post(
      "/api/chat/alfa-coordinated/coordinate",
      { message: question },
      { accept: "text/event-stream" },
    );
    const events = parseSse(res.body);
    expect(events.at(-1)).toMatchObject({ event: "error", data: { code: "ai_timeout" } });
    const detail = (
      await a.get(`/api/chat/alfa-systems/threads/${a.user.id}/${events[0].data.threadId}`)
    ).json();
    expect(detail.messages[1]).toMatchObject({ state: "failed", content: "Réponse " });
  });
});
