import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import { authResponse } from "../shared/contracts/auth";
import { getUserView } from "./modules/auth/service";
import type { App } from "./types";

/**
 * The app's page (index.html), written for the request that asks for it.
 *
 * A page used to find out who was signed in (GET /api/auth/me, sent by theme-init.js) and only
 * then ask for its screen's code: two round trips before the first file of the screen left the
 * server. The server knows both answers when it sends the page, so the page carries them:
 * - the answer to "who is signed in?" (`<script type="application/json" id="praxis-me">`, a data
 *   block the browser never runs), which the app takes for its first GET /api/auth/me;
 * - `<link rel="modulepreload">` for the code of the screen it leads to (the signed-in app's and the
 *   page's, or the login page's) and their catalogues in the reader's language (the `language`
 *   cookie theme-init.js keeps in step with the stored choice), so they download with the entry.
 * The list of each screen's files is the one the build wrote on theme-init.js's tag (`data-screens`).
 */

/** Screens whose code no page starts before the app runs (mirrors theme-init.js). */
const NOT_STARTED = (path: string) => path === "/forgot-password" || path.startsWith("/certificates/");

type Screens = Record<string, string[]>;

/** The files of each screen, as the build listed them on theme-init.js's tag. */
export function readScreens(html: string): Screens {
  const match = /data-screens='([^']*)'/.exec(html);
  if (!match?.[1]) return {};
  try {
    return JSON.parse(match[1].replace(/&#39;/g, "'").replace(/&amp;/g, "&")) as Screens;
  } catch {
    return {};
  }
}

/** The screens a page at `path` needs first: the signed-in app and the page's, or the login page's. */
export function screensFor(path: string, signedIn: boolean): string[] {
  if (NOT_STARTED(path)) return [];
  if (!signedIn) return ["login"];
  const page = path === "/" || path === "/login" ? "dashboard" : path.slice(1).replace(/\//g, "-");
  return ["app", page];
}

/** Each file once, the code's and the catalogues' in `language`, then those i18n loads first. */
export function filesFor(screens: Screens, names: string[], language: "fr" | "en"): string[] {
  if (names.length === 0) return [];
  const lists = [...names, ...names.map((name) => `${name}.${language}`), `boot.${language}`];
  return [...new Set(lists.flatMap((name) => screens[name] ?? []))];
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** A data block's text cannot close its element: `<` is written as its JSON escape. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export interface PageState {
  /** The answer to GET /api/auth/me: 200 with its body, or 401. */
  me: { status: 200; body: unknown } | { status: 401 };
  files: string[];
  language: "fr" | "en";
}

/** index.html with the request's answers and preloads before theme-init.js's tag. */
export function writePage(html: string, state: PageState): string {
  const links = state.files.map((file) =>
    file.endsWith(".css")
      ? `<link rel="preload" as="style" crossorigin href="${escapeAttribute(file)}">`
      : `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
  );
  const body = state.me.status === 200 ? scriptSafeJson(state.me.body) : "";
  const me = `<script type="application/json" id="praxis-me" data-status="${state.me.status}" data-language="${state.language}"${state.files.length ? " data-preloaded" : ""}>${body}</script>`;
  const at = html.indexOf('<script src="/theme-init.js"');
  if (at < 0) return html;
  return `${html.slice(0, at)}${links.join("")}${me}${html.slice(at)}`;
}

/** The reader's language for the catalogues: the `language` cookie (theme-init.js writes it). */
function pageLanguage(app: App, req: FastifyRequest): "fr" | "en" {
  const header = req.headers.cookie;
  if (!header) return "fr";
  return app.parseCookie(header).language === "en" ? "en" : "fr";
}

const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

function sendHtml(req: FastifyRequest, reply: FastifyReply, html: Buffer, signedIn: boolean) {
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
  const html = hasClient ? readFileSync(join(clientDir, "index.html"), "utf8") : "";
  const screens = readScreens(html);
  // The not-found handler runs the session hook as routes do (`req.sessionUser`).
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith("/api/") || req.url === "/api" || !hasClient || req.method !== "GET") {
      return reply.code(404).send({ message: "Ressource introuvable", code: "not_found" });
    }
    const path = req.url.split("?")[0] ?? "/";
    const user = req.sessionUser;
    const language = pageLanguage(app, req);
    let me: PageState["me"] = { status: 401 };
    if (user) {
      const view = await getUserView(app.db, user.id, app.clock.now());
      me = { status: 200, body: authResponse.parse({ user: view }) };
    }
    const files = filesFor(screens, screensFor(path, me.status === 200), language);
    const page = writePage(html, { me, files, language });
    return sendHtml(req, reply, Buffer.from(page), me.status === 200);
  });
}
