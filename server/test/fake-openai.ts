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
 * scorer); any other model streams "Réponse du modèle [1]" in three chunks. Behaviours of real
 * servers, by model:
 * - "json-model": one JSON completion, not a stream (an endpoint that ignores `stream`);
 * - "no-usage-model": a role-only first chunk, then the text and a finish reason, no usage;
 * - "crlf-model": CRLF line ends, events cut across writes, `reasoning_content` chunks;
 * - "error-mid-model": two chunks, then `data: {"error": …}`;
 * - "drop-model": two chunks, then the connection closes without an end mark;
 * - "empty-model": a stream with no text;
 * - "busy-once-model": 429 with Retry-After: 1 on every other request, a stream otherwise;
 * - "busy-model": 429 with Retry-After: 0 forever; "busy-long-model": 429 asking for 120 s;
 * - "quota-model": 429 insufficient_quota (OpenAI's billing refusal);
 * - "unauthorized-model": 401 whose message quotes the key; "forbidden-model": 403;
 * - "unavailable-model": 503 forever;
 * - "silent-stream-model": stream headers, then nothing;
 * - "slow-stream-model": the default reply, one chunk every 150 ms (for stopping mid-reply).
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAi["requests"] = [];
  const hits = new Map<string, number>();
  const open = new Set<import("node:net").Socket>();
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw);
    requests.push({ body, authorization: req.headers.authorization });
    const hit = (hits.get(body.model) ?? 0) + 1;
    hits.set(body.model, hit);
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(value));
    const chunk = (content: string) =>
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
    switch (body.model) {
      case "fail-model":
        return json(500, { error: { message: "boom" } });
      case "slow-model":
        return; // never answers
      case "json-model":
        return json(200, {
          id: "chatcmpl-1",
          object: "chat.completion",
          choices: [
            { index: 0, message: { role: "assistant", content: "Réponse JSON [1]" }, finish_reason: "stop" },
          ],
          usage: { prompt_tokens: 40, completion_tokens: 5, total_tokens: 45 },
        });
      case "busy-once-model":
        if (hit % 2 === 1) {
          return json(
            429,
            { error: { message: "Rate limit reached", type: "requests" } },
            { "retry-after": "1" },
          );
        }
        break;
      case "busy-model":
        return json(429, { error: { message: "Rate limit reached" } }, { "retry-after": "0" });
      case "busy-long-model":
        return json(429, { error: { message: "Rate limit reached" } }, { "retry-after": "120" });
      case "quota-model":
        return json(429, {
          error: {
            message: "You exceeded your current quota",
            type: "insufficient_quota",
            code: "insufficient_quota",
          },
        });
      case "unauthorized-model":
        return json(401, {
          error: {
            message: `Incorrect API key provided: ${String(req.headers.authorization ?? "").slice(7)}.`,
            code: "invalid_api_key",
          },
        });
      case "forbidden-model":
        return json(403, { error: { message: "Project does not have access to this model" } });
      case "unavailable-model":
        return json(503, { error: { message: "Service overloaded" } });
    }
    res.writeHead(200, { "content-type": "text/event-stream" });
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    switch (body.model) {
      case "silent-stream-model":
        res.flushHeaders();
        return;
      case "no-usage-model":
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: "assistant" } }] })}\n\n`);
        res.write(chunk("Sans "));
        res.write(chunk("usage"));
        res.write(
          `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
        );
        res.end("data: [DONE]\n\n");
        return;
      case "crlf-model": {
        const events = [
          { choices: [{ index: 0, delta: { role: "assistant", content: "" } }] },
          { choices: [{ index: 0, delta: { reasoning_content: "Je réfléchis." } }] },
          { choices: [{ index: 0, delta: { content: "Ligne " } }] },
          { choices: [{ index: 0, delta: { content: "coupée" } }] },
          { choices: [{ index: 0, delta: {}, finish_reason: "stop" }], usage: { completion_tokens: 3 } },
        ];
        const stream = `${events.map((e) => `data: ${JSON.stringify(e)}\r\n\r\n`).join("")}data: [DONE]\r\n\r\n`;
        // Cut at awkward places: inside a JSON string, between CR and LF, inside "data:".
        const cuts = [7, stream.indexOf("\r\n") + 1, stream.indexOf("Ligne") + 2, stream.length - 9];
        let from = 0;
        for (const cut of [...cuts, stream.length]) {
          res.write(stream.slice(from, cut));
          from = cut;
          await pause(20);
        }
        res.end();
        return;
      }
      case "error-mid-model":
        res.write(chunk("Début "));
        res.write(chunk("de réponse"));
        await pause(20);
        res.end(
          `data: ${JSON.stringify({ error: { message: "The server had an error while processing your request" } })}\n\n`,
        );
        return;
      case "drop-model":
        res.write(chunk("Début "));
        res.write(chunk("de réponse"));
        await pause(20);
        res.destroy();
        return;
      case "empty-model":
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: "assistant" } }] })}\n\n`);
        res.end("data: [DONE]\n\n");
        return;
      case "slow-stream-model":
        for (const piece of ["Réponse ", "lente ", "du ", "modèle ", "[1]"]) {
          if (res.destroyed) return;
          res.write(chunk(piece));
          await pause(150);
        }
        res.end("data: [DONE]\n\n");
        return;
    }
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
