import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session";
import { type TestApp, testApp } from "../../test/test-app";

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

  it("stops generating when the client goes away, and keeps no partial reply", async () => {
    const a = await t.signUp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/chat/alfa-coordinated/coordinate`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream",
        cookie: `${SESSION_COOKIE}=${a.cookies[SESSION_COOKIE]}`,
      },
      body: JSON.stringify({ message: question }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain("event: meta");
    const threadId = JSON.parse(/data: (.+)/.exec(first)![1]).threadId;
    controller.abort();
    await new Promise((r) => setTimeout(r, 300));
    const detail = (await a.get(`/api/chat/alfa-systems/threads/${a.user.id}/${threadId}`)).json();
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual(["user"]);
  });
});

describe("OpenAI-compatible provider behind the chat", () => {
  it("uses the configured endpoint and sends the spec's error message when it fails", async () => {
    const { startFakeOpenAi } = await import("../../test/fake-openai");
    const fake = await startFakeOpenAi();
    const local = await testApp({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: "k", AI_MODEL_FULL: "fail-model" });
    try {
      const a = await local.signUp();
      const ok = await a.post("/api/chat/alfa-coordinated/coordinate", { message: question });
      expect(ok.json().response).toBe("Réponse du modèle [1]");
      expect(fake.requests.at(-1)!.body.messages[0].content).toContain("[1]");
      const failed = await a.post(
        "/api/chat/alfa-coordinated/coordinate",
        { message: question, model: "gpt-4o" },
        { accept: "text/event-stream" },
      );
      const events = parseSse(failed.body);
      expect(events.at(-1)).toEqual({
        event: "error",
        data: { message: "Désolé, une erreur s'est produite. Veuillez réessayer.", code: "ai_unavailable" },
      });
      const json = await a.post("/api/chat/alfa-coordinated/coordinate", {
        message: question,
        model: "gpt-4o",
      });
      expect(json.statusCode).toBe(502);
      expect(json.body).not.toContain("boom");
    } finally {
      await local.close();
      await fake.close();
    }
  });
});
