import { Agent, createServer, request } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type RoundRobinProxy = {
  url: string;
  /** How many requests each upstream received, in the order given. */
  served: number[];
  close: () => Promise<void>;
};

/** Hop-by-hop headers (RFC 9110 §7.6.1): a proxy never forwards them. */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "proxy-authorization",
  "proxy-authenticate",
]);

function forwardable(headers: Record<string, string | string[] | undefined>) {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !hopByHop.has(name)) out[name] = value;
  }
  return out;
}

/**
 * A small round-robin reverse proxy, like nginx's default upstream: each request goes to the next
 * upstream in turn. It sets X-Forwarded-For/-Proto/-Host, names the upstream that answered in
 * `x-upstream` (its index), and forwards response bodies chunk by chunk as they arrive (no buffering,
 * so server-sent events stream through).
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((u) => new URL(u));
  const served = targets.map(() => 0);
  const agent = new Agent({ keepAlive: true });
  const sockets = new Set<Socket>();
  let next = 0;

  const server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    served[index]++;
    const target = targets[index];
    const clientAddress = req.socket.remoteAddress ?? "";
    const upstreamReq = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        agent,
        headers: {
          ...forwardable(req.headers),
          // As the nginx configuration of docs/deploy.md: Host kept, X-Forwarded-For overwritten.
          host: req.headers.host ?? target.host,
          "x-forwarded-for": clientAddress,
          "x-forwarded-proto": "http",
          "x-forwarded-host": req.headers.host ?? "",
        },
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, {
          ...forwardable(upstreamRes.headers),
          "x-upstream": String(index),
        });
        // Sends the headers now: an event stream's client must not wait for the first chunk.
        res.flushHeaders();
        // Each chunk is written as soon as it arrives (pipe only waits when the client reads slowly).
        upstreamRes.pipe(res);
        upstreamRes.on("error", () => res.destroy());
      },
    );
    upstreamReq.on("error", () => {
      if (!res.headersSent) {
        res.writeHead(502, { "content-type": "application/json", "x-upstream": String(index) });
        res.end(JSON.stringify({ message: "Bad gateway", code: "bad_gateway" }));
      } else {
        res.destroy();
      }
    });
    // A client that goes away cancels the upstream request (nginx does the same by default).
    res.on("close", () => {
      if (!res.writableFinished) upstreamReq.destroy();
    });
    req.pipe(upstreamReq);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
