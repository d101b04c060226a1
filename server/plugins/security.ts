import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "./errors";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  // Radix positions popovers with inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "frame-src 'self'",
].join(";");

/**
 * The policy of the app's page, which also runs the inline scripts whose SHA-256 digests
 * (base64) are given: its first script, inlined by the server (client-page.ts), and nothing else.
 */
export const pageContentSecurityPolicy = (digests: string[]) =>
  CONTENT_SECURITY_POLICY.replace(
    "script-src 'self'",
    ["script-src 'self'", ...digests.map((digest) => `'sha256-${digest}'`)].join(" "),
  );

/** Helmet's defaults with the policy above (no HSTS: TLS ends at the deployment's proxy). */
export const SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/**
 * What an API answer needs (OWASP's REST guidance): JSON is never a document a browser renders,
 * frames or navigates from, so nothing may load from it, frame it or sniff it as something else.
 * A route that serves a file to be shown sets its own policy (knowledge files, artefacts).
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
};

/** Security headers on every response, and refusal of cross-site state changes. */
export async function registerSecurity(app: FastifyInstance, opts: { trustProxy: boolean }) {
  // Behind a proxy that is not trusted, every user shares the proxy's address, and so its sign-in
  // throttling: say it once, at the first request that shows a proxy.
  let proxyWarned = opts.trustProxy;
  // One synchronous hook for every request: it runs on every answer, the API's and the client's.
  app.addHook("onRequest", (req, reply, done) => {
    if (!proxyWarned && req.headers["x-forwarded-for"] !== undefined) {
      proxyWarned = true;
      req.log.warn(
        "requests carry X-Forwarded-For but TRUST_PROXY is off: every client is seen with the proxy's address (sign-in throttling included); set TRUST_PROXY=true behind a reverse proxy",
      );
    }
    // The policies never change while the app runs: written once, set in one call. The API's
    // answers take the short set (four headers instead of eleven, on the most frequent answers).
    reply.headers(req.url.startsWith("/api/") ? API_SECURITY_HEADERS : SECURITY_HEADERS);
    done(unsafeMethods.has(req.method) && isCrossSite(req) ? crossSite() : undefined);
  });
}

const crossSite = () => forbidden("cross_site");

/** Browsers send Origin and Sec-Fetch-Site on cross-site requests; either one naming another site. */
function isCrossSite(req: FastifyRequest) {
  const site = req.headers["sec-fetch-site"];
  if (typeof site === "string" && site !== "same-origin" && site !== "none") return true;
  const origin = req.headers.origin;
  return origin !== undefined && !sameHost(origin, `${req.protocol}://${req.host}`);
}

/** Compares the hosts of two URLs, default ports included ("null" and garbage never match). */
function sameHost(a: string, b: string) {
  try {
    return new URL(a).host === new URL(b).host;
  } catch {
    return false;
  }
}
