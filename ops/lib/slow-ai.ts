import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type SlowAi = {
  /** For AI_BASE_URL. */
  baseUrl: string;
  /** The text every reply spells out, token by token. */
  reply: string;
  /** When (Date.now()) each reply started and sent its last token, in the order of the requests. */
  streams: { startedAt: number; lastTokenAt?: number }[];
  close: () => Promise<void>;
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
 * An OpenAI-compatible Chat Completions endpoint on loopback that streams `tokens` tokens, one every
 * `everyMs` milliseconds: a generation that takes a known time, so streaming and draining show.
 */
export async function startSlowAi(opts: { tokens: number; everyMs: number }): Promise<SlowAi> {
  const words = Array.from({ length: opts.tokens }, (_, i) => `mot${i + 1} `);
  const streams: SlowAi["streams"] = [];
  const sockets = new Set<Socket>();
  const server = createServer(async (req, res) => {
    await readBody(req);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const stream: SlowAi["streams"][number] = { startedAt: Date.now() };
    streams.push(stream);
    res.writeHead(200, { "content-type": "text/event-stream" });
    for (const content of words) {
      if (res.destroyed) return;
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
      stream.lastTokenAt = Date.now();
      await new Promise((r) => setTimeout(r, opts.everyMs));
    }
    res.end("data: [DONE]\n\n");
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    reply: words.join(""),
    streams,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
