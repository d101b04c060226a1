import { searchQuery, searchResponse } from "../../../shared/contracts/search";
import type { App } from "../../types";
import * as searching from "./service";

const tags = ["search"];

export async function searchRoutes(app: App) {
  /** Signed-in: each kind is limited to what the user's own lists show them. */
  app.get(
    "/api/search",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "Search everything the signed-in user can see",
        tags,
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
    },
    async (req) => {
      return searching.search(app.db, app.dbKind, req.actor, {
        ...req.query,
        lang: req.query.lang ?? req.language,
      });
    },
  );
}
