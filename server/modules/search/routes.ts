import { searchQuery, searchResponse } from "../../../shared/contracts/search";
import { requireUser } from "../../plugins/session";
import type { App } from "../../types";
import { actorOf } from "../auth/service";
import * as searching from "./service";

const tags = ["search"];

export async function searchRoutes(app: App) {
  /** Signed-in: each kind is limited to what the user's own lists show them. */
  app.get(
    "/api/search",
    {
      schema: {
        summary: "Search everything the signed-in user can see",
        tags,
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const actor = { ...(await actorOf(app.db, user.id)), isDemo: user.isDemo };
      return searching.search(app.db, app.dbKind, actor, req.query);
    },
  );
}
