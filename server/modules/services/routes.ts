import { z } from "zod";
import { idParam } from "../../../shared/contracts/common";
import { service, servicesQuery, useServiceBody } from "../../../shared/contracts/services";
import type { App } from "../../types";
import * as services from "./service";

const tags = ["services"];

export async function servicesRoutes(app: App) {
  app.get(
    "/api/services",
    {
      config: { access: "user", cache: true },
      schema: {
        summary: "List the services",
        tags,
        querystring: servicesQuery,
        response: { 200: z.array(service) },
      },
    },
    async (req) => {
      return services.list(app.db, req.query);
    },
  );

  app.post(
    "/api/services/:id/use",
    {
      config: { access: "user" },
      schema: {
        summary: "Record a use of a service",
        tags,
        params: idParam,
        body: useServiceBody,
        response: { 200: service },
      },
    },
    async (req) => services.use(app.db, req.actor.id, req.params.id),
  );
}
