import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeOpenAi = {
  baseUrl: string;
  /** Bodies and authorization headers received, in order. */
  requests: {
    body: { model: string; messages: { role: string; content: string }[]; stream: boolean };
    authorization?: string;
  }[];
  close: () => Promise<void>;
};

/** What "assessor-model" answers: a valid assessment, recognisable in tests. */
export const fakeAssessment = {
  tone: 80,
  depth: 70,
  structure: 60,
  consistency: 90,
  ai_assessment: "Évaluation du modèle distant.",
  strengths: ["Point fort relevé par le modèle."],
  areas_for_improvement: ["Axe relevé par le modèle."],
  ai_insights: {
    professional_tone: "Ton jugé par le modèle.",
    content_depth: "Profondeur jugée par le modèle.",
    consistency_check: "Cohérence jugée par le modèle.",
  },
  suggestions: ["Suggestion du modèle."],
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (c) => {
      data += c;
    });
    req.on("end", () => resolve(data));
  });

/**
 * A small OpenAI-compatible Chat Completions server on loopback. The requested model picks the
 * behaviour: "fail-model" answers 500, "slow-model" never sends a byte, "stall-model" stops after one
 * chunk; "assessor-model" streams a quality assessment as JSON in a code fence (the deliverables'
 * scorer); any other model streams "Réponse du modèle [1]" in three chunks.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAi["requests"] = [];
  const open = new Set<import("node:net").Socket>();
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw);
    requests.push({ body, authorization: req.headers.authorization });
    if (body.model === "fail-model") {
      res.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"boom"}}');
      return;
    }
    if (body.model === "slow-model") return; // never answers
    res.writeHead(200, { "content-type": "text/event-stream" });
    const chunk = (content: string) =>
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
    if (body.model === "assessor-model") {
      const answer = `\`\`\`json\n${JSON.stringify(fakeAssessment)}\n\`\`\``;
      for (let i = 0; i < answer.length; i += 40) res.write(chunk(answer.slice(i, i + 40)));
      res.end("data: [DONE]\n\n");
      return;
    }
    res.write(chunk("Réponse "));
    if (body.model === "stall-model") return; // stops mid-stream
    res.write(chunk("du modèle "));
    res.write(chunk("[1]"));
    res.write(`data: ${JSON.stringify({ choices: [], usage: { completion_tokens: 7 } })}\n\n`);
    res.end("data: [DONE]\n\n");
  });
  server.on("connection", (s) => {
    open.add(s);
    s.on("close", () => open.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: async () => {
      for (const s of open) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
