import { LIVE_LIMITS } from "../../../shared/contracts/live";
import { httpError } from "../../plugins/errors";
import { startEventStream } from "../../plugins/event-stream";
import { AUTH_CHANNEL } from "../../plugins/session-cache";
import type { App } from "../../types";
import { memberIds } from "../kanban/collaboration";
import * as presence from "../kanban/presence";
import { type Announcement, LiveHub } from "./hub";

/** The channel on which the database announces changes others should see (migration 0014). */
export const LIVE_CHANNEL = "praxis_live";

const tags = ["live"];

/**
 * One event stream per signed-in tab (server-sent events): board changes, notifications,
 * moderation counts for admins, the end of the user's session. Every instance hears the database's
 * announcements, so a change made through any instance reaches every tab.
 */
export async function liveRoutes(app: App) {
  const hub = new LiveHub((boardId) => memberIds(app.db, boardId), {
    closed: (ids) => presence.drop(app.db, ids),
    open: (ids) => presence.refresh(app.db, ids, app.clock.now()),
  });
  let lost = false;
  app.databaseEvents.subscribe(LIVE_CHANNEL, {
    onNotification: (payload) => {
      hub.deliver(JSON.parse(payload) as Announcement).catch((err: unknown) => {
        app.log.warn({ err }, "a live event could not be delivered");
      });
    },
    // Announcements may have been missed while the connection was down: the tabs reconnect, and
    // a reconnecting tab refetches what it shows.
    onState: (listening) => {
      if (!listening) lost = true;
      else if (lost) {
        lost = false;
        void hub.closeAll();
      }
    },
  });
  app.databaseEvents.subscribe(AUTH_CHANNEL, {
    onNotification: (payload) => {
      if (payload.startsWith("s:")) hub.endSession(payload.slice(2));
    },
  });
  // Before the server stops accepting: open streams would otherwise hold the shutdown.
  app.addHook("preClose", async () => {
    hub.stop();
    await hub.closeAll();
  });

  app.get(
    "/api/events",
    {
      config: { access: "user" },
      schema: {
        summary: "Open the live event stream of the signed-in tab",
        tags,
        description: "Server-sent events for the signed-in tab (Accept: text/event-stream)",
      },
    },
    async (req, reply) => {
      const user = req.actor;
      if (!String(req.headers.accept ?? "").includes("text/event-stream")) {
        throw httpError(406, "not_acceptable");
      }
      if (hub.streamsOf(user.id) >= LIVE_LIMITS.streamsPerUser) {
        throw httpError(429, "too_many_streams", { headers: { "retry-after": "30" } });
      }
      const { isAdmin } = user;
      startEventStream(reply);
      reply.raw.socket?.setNoDelay(true);
      hub.open(user, req.sessionTokenHash ?? "", isAdmin, reply.raw);
    },
  );
}
