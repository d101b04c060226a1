import { contextualParams, contextualQuery, suggestionList } from "../../../shared/contracts/contextual";
import type { App } from "../../types";
import * as contextual from "./service";

const tags = ["contextual"];

export async function contextualRoutes(app: App) {
  /** Suggestions for the page on screen; the header polls it every 30 s (spec section 9). */
  app.get(
    "/api/ai/contextual/:page/:task",
    {
      config: { access: "user" },
      schema: {
        summary: "Get suggestions for the page on screen",
        tags,
        params: contextualParams,
        querystring: contextualQuery,
        response: { 200: suggestionList },
      },
    },
    async (req) =>
      contextual.suggest(app.db, req.actor.id, {
        page: req.params.page,
        task: req.params.task,
        category: req.query.category,
      }),
  );
}
