import type { FastifyReply } from "fastify";

/**
 * Takes the reply over and writes the head of a server-sent event stream. A hijacked reply skips
 * Fastify's header writing, so the headers already set (security, rate limit) are carried over by
 * hand; buffering proxies (nginx) are told to pass each event on at once.
 */
export function startEventStream(reply: FastifyReply) {
  reply.hijack();
  const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined));
  reply.raw.writeHead(200, {
    ...(headers as Record<string, string>),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
}
