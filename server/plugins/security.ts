import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { forbidden } from "./errors";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Security headers on every response, and refusal of cross-site state changes. */
export async function registerSecurity(app: FastifyInstance, opts: { trustProxy: boolean }) {
  // Behind a proxy that is not trusted, every user shares the proxy's address, and so its sign-in
  // throttling: say it once, at the first request that shows a proxy.
  let proxyWarned = opts.trustProxy;
  app.addHook("onRequest", async (req) => {
    if (proxyWarned || req.headers["x-forwarded-for"] === undefined) return;
    proxyWarned = true;
    req.log.warn(
      "requests carry X-Forwarded-For but TRUST_PROXY is off: every client is seen with the proxy's address (sign-in throttling included); set TRUST_PROXY=true behind a reverse proxy",
    );
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });

  // Browsers send Origin and Sec-Fetch-Site on cross-site requests; either one naming another
  // site is refused before any handler runs.
  app.addHook("onRequest", async (req) => {
    if (!unsafeMethods.has(req.method)) return;
    const site = req.headers["sec-fetch-site"];
    if (typeof site === "string" && site !== "same-origin" && site !== "none") {
      throw forbidden("Requête intersite refusée", "cross_site");
    }
    const origin = req.headers.origin;
    if (origin === undefined) return;
    if (sameHost(origin, `${req.protocol}://${req.host}`)) return;
    throw forbidden("Requête intersite refusée", "cross_site");
  });
}

/** Compares the hosts of two URLs, default ports included ("null" and garbage never match). */
function sameHost(a: string, b: string) {
  try {
    return new URL(a).host === new URL(b).host;
  } catch {
    return false;
  }
}
