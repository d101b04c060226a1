import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import { authResponse } from "../shared/contracts/auth";
import { getUserView } from "./modules/auth/service";
import { pageContentSecurityPolicy } from "./plugins/security";
import type { App } from "./types";

/**
 * The app's page (index.html), written for the request that asks for it.
 *
 * A page used to ask who was signed in (GET /api/auth/me, sent by theme-init.js) and to wait for
 * the answer before asking for its screen's code and its first reads: one round trip before the
 * first file of the screen left the server. The server knows the answer when it sends the page, so
 * the page carries it (`<script type="application/json" id="praxis-me">`, a data block the browser
 * never runs): theme-init.js starts the screen's code and reads right after the first paint, and
 * the app takes it for its first GET /api/auth/me.
 */

const THEME_INIT_TAG = /<script src="\/theme-init\.js"([^>]*)><\/script>/;

/**
 * index.html with theme-init.js written in it rather than fetched, and the SHA-256 digest (base64)
 * the page's policy allows it by. The browser paints nothing before that script has run (it sets
 * the theme and the language): fetched, it cost a round trip before the first paint, during which
 * the app's entry arrived and ran, so the loading spinner showed only after it. Without the file
 * (the development server serves the page), the page is left as it is.
 */
export function inlineThemeInit(
  html: string,
  script: string | null,
): { html: string; digest: string | null } {
  if (script === null || !THEME_INIT_TAG.test(html) || script.includes("</script"))
    return { html, digest: null };
  const digest = createHash("sha256").update(script).digest("base64");
  return {
    html: html.replace(
      THEME_INIT_TAG,
      (_tag, attributes: string) => `<script${attributes}>${script}</script>`,
    ),
    digest,
  };
}

/** A data block's text cannot close its element: `<` is written as its JSON escape. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The answer to GET /api/auth/me: 200 with its body, or 401. */
export type PageState = { status: 200; body: unknown } | { status: 401 };

/** index.html with the request's answer at `at`: where theme-init.js's tag begins (fetched or inlined). */
export function writePage(html: string, at: number, me: PageState): string {
  const body = me.status === 200 ? scriptSafeJson(me.body) : "";
  const block = `<script type="application/json" id="praxis-me" data-status="${me.status}">${body}</script>`;
  if (at < 0) return html;
  return `${html.slice(0, at)}${block}${html.slice(at)}`;
}

const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

function sendHtml(
  req: FastifyRequest,
  reply: FastifyReply,
  html: Buffer,
  signedIn: boolean,
  policy: string | null,
) {
  if (policy) reply.header("content-security-policy", policy);
  reply
    // Signed in, the page names its reader: no shared cache may keep it.
    .header("cache-control", signedIn ? "private, no-cache" : "no-cache")
    .header("vary", "accept-encoding, cookie")
    .type("text/html; charset=utf-8");
  const header = req.headers["accept-encoding"];
  const encoding = header ? (negotiate(header, ["br", "gzip"]) as "br" | "gzip" | null) : null;
  if (!encoding) return reply.send(html);
  const compressed = encoding === "br" ? brotliCompressSync(html, BROTLI_FAST) : gzipSync(html);
  return reply.header("content-encoding", encoding).send(compressed);
}

/** Serves the built client, with the app's page for any path that is not the API's or a file. */
export function registerClient(app: App, clientDir: string) {
  const hasClient = existsSync(join(clientDir, "index.html"));
  if (hasClient) {
    app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header(
          "cache-control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  const themeInit = join(clientDir, "theme-init.js");
  const built = hasClient ? readFileSync(join(clientDir, "index.html"), "utf8") : "";
  // Inlined, the script's tag begins where the fetched one did.
  const at = built.indexOf('<script src="/theme-init.js"');
  const { html, digest } = inlineThemeInit(
    built,
    existsSync(themeInit) ? readFileSync(themeInit, "utf8") : null,
  );
  const policy = digest ? pageContentSecurityPolicy([digest]) : null;
  // The not-found handler runs the session hook as routes do (`req.sessionUser`).
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith("/api/") || req.url === "/api" || !hasClient || req.method !== "GET") {
      return reply.code(404).send({ message: "Ressource introuvable", code: "not_found" });
    }
    const user = req.sessionUser;
    const me: PageState = user
      ? {
          status: 200,
          body: authResponse.parse({ user: await getUserView(app.db, user.id, app.clock.now()) }),
        }
      : { status: 401 };
    return sendHtml(req, reply, Buffer.from(writePage(html, at, me)), me.status === 200, policy);
  });
}
