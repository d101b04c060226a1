import type { ChatResponse, ChatStreamMeta, CoordinateBody } from "@shared/contracts/chat";
import { apiFetch } from "@/lib/api-client";

export const COORDINATE_PATH = "/api/chat/alfa-coordinated/coordinate";

export type StreamHandlers = {
  signal?: AbortSignal;
  onMeta?: (meta: ChatStreamMeta) => void;
  onToken?: (text: string) => void;
};

/** The server's `error` event: the reply failed after streaming had started (and is stored as failed). */
export class ChatStreamError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly messageId?: string,
    readonly threadId?: string,
  ) {
    super(message);
    this.name = "ChatStreamError";
  }
}

type SseEvent = { event: string; data: string };

/** Splits a server-sent-events buffer into complete events; returns them and the unfinished rest. */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, "\n");
  const blocks = normalised.split("\n\n");
  const rest = blocks.pop() ?? "";
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    if (data.length) events.push({ event, data: data.join("\n") });
  }
  return { events, rest };
}

/**
 * Asks the assistant and reads its reply as it is written (POST coordinate with
 * `accept: text/event-stream`): `meta`, then `token`s, then `done` with the spec's ChatResponse.
 * Aborting `signal` stops the generation on the server, which keeps the reply so far as stopped.
 */
export async function streamReply(
  body: CoordinateBody,
  handlers: StreamHandlers = {},
): Promise<ChatResponse> {
  const res = await apiFetch(COORDINATE_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
    signal: handlers.signal,
  });
  if (!res.body) throw new ChatStreamError("No response body", "no_body");

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const parsed = parseSse(buffer);
      buffer = parsed.rest;
      for (const { event, data } of parsed.events) {
        const payload = JSON.parse(data);
        if (event === "meta") handlers.onMeta?.(payload);
        else if (event === "token") handlers.onToken?.(payload.text);
        else if (event === "done") return payload as ChatResponse;
        else if (event === "error")
          throw new ChatStreamError(payload.message, payload.code, payload.messageId, payload.threadId);
      }
    }
  } finally {
    reader.releaseLock();
  }
  throw new ChatStreamError("The reply ended early", "ai_interrupted");
}
