import { z } from "zod";
import {
  CHAT_ERROR_MESSAGE,
  chatResponse,
  clearBody,
  coordinateBody,
  threadDetail,
  threadListQuery,
  threadParams,
  threadSummary,
} from "../../../shared/contracts/chat";
import { okBody, userIdParam } from "../../../shared/contracts/common";
import { AiError } from "../../plugins/ai/engine";
import { HttpError } from "../../plugins/errors";
import { startEventStream } from "../../plugins/event-stream";
import type { App } from "../../types";
import * as chat from "./service";

/** HTTP status of a reply that failed, for the JSON contract (the stream says it in an event). */
const failureStatus = (code: AiError["code"]) =>
  code === "ai_timeout" ? 504 : code === "ai_busy" ? 503 : 502;

const tags = ["chat"];

export async function chatRoutes(app: App) {
  // Replies left half-written by a server that stopped are failed, not "being written" forever.
  app.addHook("onReady", async () => {
    const failed = await chat.failInterruptedReplies(app.db);
    if (failed) app.log.warn({ replies: failed }, "replies interrupted by a restart marked as failed");
    await chat.purgeDeletedThreads(app.db);
  });

  app.get(
    "/api/chat/alfa-coordinated/threads/:userId",
    {
      config: { access: "self" },
      schema: {
        summary: "List the signed-in user's conversations",
        tags,
        params: userIdParam,
        querystring: threadListQuery,
        response: { 200: z.array(threadSummary) },
      },
    },
    async (req) => chat.listThreads(app.db, req.actor.id, req.query.assistant),
  );

  app.get(
    "/api/chat/alfa-systems/threads/:userId/:threadId",
    {
      config: { access: "self" },
      schema: {
        summary: "Get a conversation with its messages",
        tags,
        params: threadParams,
        response: { 200: threadDetail },
      },
    },
    async (req) => chat.getThread(app.db, req.actor.id, req.params.threadId),
  );

  app.delete(
    "/api/chat/alfa-systems/threads/:userId/:threadId",
    {
      config: { access: "self" },
      schema: { summary: "Delete a conversation", tags, params: threadParams, response: { 200: okBody } },
    },
    async (req) => {
      await chat.deleteThread(app.db, req.actor.id, req.params.threadId);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/chat/alfa-systems/threads/:userId/:threadId/restore",
    {
      config: { access: "self" },
      schema: {
        summary: "Restore a conversation deleted a moment ago",
        tags,
        params: threadParams,
        response: { 200: threadSummary },
      },
    },
    async (req) => chat.restoreThread(app.db, req.actor.id, req.params.threadId),
  );

  app.post(
    "/api/chat/alfa-systems/clear",
    {
      config: { access: "user" },
      schema: {
        summary: "Delete all the signed-in user's conversations with an assistant",
        tags,
        body: clearBody,
        response: { 200: okBody },
      },
    },
    async (req) => {
      await chat.clearThreads(app.db, req.actor.id, req.body.assistant);
      return { ok: true as const };
    },
  );

  /**
   * Answers a question. JSON by default (the spec's contract); a request that accepts
   * text/event-stream gets the reply as server-sent events: meta, token..., done (or error).
   */
  app.post(
    "/api/chat/alfa-coordinated/coordinate",
    {
      config: { access: "user" },
      schema: {
        summary: "Ask the assistant a question",
        tags,
        body: coordinateBody,
        response: { 200: chatResponse },
      },
    },
    async (req, reply) => {
      const user = req.actor;
      const turn = await chat.prepareTurn(app.db, app.ai, user.id, req.body);
      const controller = new AbortController();
      // A client that goes away (stop button, closed tab) stops the generation.
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const run = (hooks: chat.AnswerHooks) =>
        chat.answer(app.db, app.ai, user.id, turn, { ...hooks, signal: controller.signal });
      // The administrator's view of a failure: the provider's cause, never the key or what was asked.
      const logFailure = (err: unknown) => {
        if (err instanceof AiError) {
          req.log.warn(
            { code: err.code, status: err.status, cause: err.detail, engine: turn.engine },
            "AI reply failed",
          );
        } else if (!(err instanceof HttpError)) {
          req.log.error({ err }, "chat reply failed");
        }
      };

      if (!String(req.headers.accept ?? "").includes("text/event-stream")) {
        let result: chat.AnswerResult;
        try {
          result = await run({});
        } catch (err) {
          logFailure(err);
          if (err instanceof AiError) {
            throw new HttpError(failureStatus(err.code), err.code, {
              message: err.message,
              headers: err.code === "ai_busy" ? { "retry-after": "30" } : {},
            });
          }
          throw err;
        }
        if (result.state === "stopped") throw new HttpError(499, "cancelled");
        return result;
      }

      startEventStream(reply);
      const send = (event: string, data: unknown) => {
        if (!reply.raw.writableEnded) reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      try {
        const result = await run({
          onMeta: (meta) => send("meta", meta),
          onToken: (text) => send("token", { text }),
        });
        if (result.state === "complete") send("done", result);
      } catch (err) {
        logFailure(err);
        const code = err instanceof AiError || err instanceof HttpError ? err.code : "internal";
        const message = err instanceof AiError ? err.message : CHAT_ERROR_MESSAGE;
        send("error", { message, code, messageId: turn.replyId, threadId: turn.threadId });
      } finally {
        reply.raw.end();
      }
    },
  );
}
