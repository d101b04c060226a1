import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../../test/fake-openai";
import { AiError, type GenerateInput } from "./engine";
import { openaiProvider } from "./openai-provider";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const input = (over: Partial<GenerateInput> = {}): GenerateInput => ({
  messages: [{ role: "user", content: "Comment activer un contrat ?" }],
  model: "gpt-4o-mini",
  language: "fr",
  persona: "alfa",
  context: [
    {
      id: "p1",
      title: "Activation du contrat",
      text: "Le contrat passe au statut Activé.",
      link: "/knowledge?item=p1",
      rank: 1,
      matched: 2,
    },
  ],
  ...over,
});

async function collect(iter: AsyncIterable<string>) {
  let text = "";
  for await (const c of iter) text += c;
  return text;
}

describe("OpenAI-compatible provider", () => {
  it("streams the reply, maps the model name and sends the retrieved passages", async () => {
    const provider = openaiProvider({
      baseUrl: fake.baseUrl,
      apiKey: "sk-test",
      models: { "gpt-4o-mini": "local-mini" },
    });
    const usage = { tokens: 0 };
    expect(await collect(provider.generate(input(), usage))).toBe("Réponse du modèle [1]");
    expect(usage.tokens).toBe(7);
    const last = fake.requests.at(-1)!;
    expect(last.authorization).toBe("Bearer sk-test");
    expect(last.body.model).toBe("local-mini");
    expect(last.body.stream).toBe(true);
    expect(last.body.messages[0].role).toBe("system");
    expect(last.body.messages[0].content).toContain("[1] Activation du contrat");
    expect(last.body.messages.at(-1)).toEqual({ role: "user", content: "Comment activer un contrat ?" });
  });

  it("turns an HTTP error into a clear AiError", async () => {
    const provider = openaiProvider({ baseUrl: fake.baseUrl, models: { "gpt-4o-mini": "fail-model" } });
    const err = await collect(provider.generate(input())).catch((e) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err.code).toBe("ai_unavailable");
    expect(err.message).toContain("500");
  });

  it("times out when the endpoint sends nothing, and when it stalls mid-stream", async () => {
    const silent = openaiProvider({
      baseUrl: fake.baseUrl,
      models: { "gpt-4o-mini": "slow-model" },
      firstByteTimeoutMs: 300,
    });
    expect((await collect(silent.generate(input())).catch((e) => e)).code).toBe("ai_timeout");
    const stalled = openaiProvider({
      baseUrl: fake.baseUrl,
      models: { "gpt-4o-mini": "stall-model" },
      idleTimeoutMs: 300,
    });
    expect((await collect(stalled.generate(input())).catch((e) => e)).code).toBe("ai_timeout");
  });

  it("reports an unreachable endpoint", async () => {
    const provider = openaiProvider({ baseUrl: "http://127.0.0.1:9/v1", firstByteTimeoutMs: 2000 });
    expect((await collect(provider.generate(input())).catch((e) => e)).code).toBe("ai_unavailable");
  });
});
