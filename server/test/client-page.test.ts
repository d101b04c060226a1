import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineThemeInit } from "../client-page";
import { type TestApp, testApp } from "./test-app";

let t: TestApp;
let dir: string;
const head = `<title>Praxis</title><script src="/theme-init.js" data-screens='{}'></script>`;
const page = `<!doctype html><html lang="fr"><head>${head}</head><body>${"<div></div>".repeat(300)}</body></html>`;
/** The page as sent: what the server adds sits before theme-init.js's tag. */
const added = (html: string) =>
  html.slice(html.indexOf("</title>") + 8, html.indexOf('<script src="/theme-init.js"'));
const answer = (html: string) =>
  /<script type="application\/json" id="praxis-me"([^>]*)>([^<]*)<\/script>/.exec(html);
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "praxis-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), page);
  writeFileSync(join(dir, "assets", "app-1.js"), "console.log(1)");
  t = await testApp({ CLIENT_DIR: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the app's page", () => {
  it("is served for every screen, compressed when the browser accepts it, never kept in a cache", async () => {
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: "GET",
        url: "/knowledge?item=x",
        headers: { "accept-encoding": encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["cache-control"]).toBe("no-cache");
      const html = decode(res.rawPayload).toString();
      expect(html.replace(added(html), "")).toBe(page);
      expect(res.rawPayload.length).toBeLessThan(page.length / 4);
    }
    const refused = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ method: "GET", url: "/kanban" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.replace(added(plain.body), "")).toBe(page);
    // The API's unknown paths stay JSON 404s; built files are served as they are.
    expect((await t.app.inject({ method: "GET", url: "/api/nothing" })).statusCode).toBe(404);
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-1.js" });
    expect(asset.body).toBe("console.log(1)");
    expect(asset.headers["cache-control"]).toContain("immutable");
  });

  it("carries who is signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/kanban" });
    expect(answer(res.body)?.[1]).toBe(' data-status="401"');
    expect(answer(res.body)?.[2]).toBe("");
    // A session that has ended is nobody's.
    const gone = await t.app.inject({ method: "GET", url: "/", headers: { cookie: "praxis_session=nope" } });
    expect(answer(gone.body)?.[1]).toBe(' data-status="401"');
  });

  it("carries the signed-in reader's answer to GET /api/auth/me, for them only", async () => {
    const reader = await t.signUp({ firstName: "Zoé</script><script>alert(1)</script>" });
    const res = await reader.get("/kanban");
    expect(res.statusCode).toBe(200);
    // It names its reader: no shared cache keeps it, and a cache keys it on the cookie.
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers.vary).toContain("cookie");
    const found = answer(res.body);
    expect(found?.[1]).toBe(' data-status="200"');
    // The very answer the API gives, and a name cannot close the element.
    expect(JSON.parse(found?.[2] ?? "")).toEqual((await reader.get("/api/auth/me")).json());
    expect(JSON.parse(found?.[2] ?? "").user.profile.firstName).toBe("Zoé</script><script>alert(1)</script>");
    expect(res.body).not.toContain("</script><script>alert");
    // Signed out again: nobody's answer on the next page.
    expect((await reader.post("/api/auth/logout")).statusCode).toBe(200);
    expect(answer((await reader.get("/kanban")).body)?.[1]).toBe(' data-status="401"');
  });
});

describe("the app's first script", () => {
  let inlined: TestApp;
  let inlinedDir: string;
  const script = '(() => { document.documentElement.lang = "fr"; })();\n';
  beforeAll(async () => {
    inlinedDir = mkdtempSync(join(tmpdir(), "praxis-client-"));
    writeFileSync(join(inlinedDir, "index.html"), page);
    writeFileSync(join(inlinedDir, "theme-init.js"), script);
    inlined = await testApp({ CLIENT_DIR: inlinedDir });
  });
  afterAll(async () => {
    await inlined.close();
    rmSync(inlinedDir, { recursive: true, force: true });
  });

  it("is written in the page, which the page's policy allows by its digest alone", async () => {
    const res = await inlined.app.inject({ method: "GET", url: "/kanban" });
    expect(res.body).not.toContain('src="/theme-init.js"');
    // Its tag keeps its attributes, after the request's answer.
    expect(res.body).toContain(
      `<script type="application/json" id="praxis-me" data-status="401"></script><script data-screens='{}'>${script}</script>`,
    );
    const digest = createHash("sha256").update(script).digest("base64");
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).toContain(`script-src 'self' 'sha256-${digest}';`);
    expect(policy).toContain("script-src-attr 'none'");
    // The API keeps its own policy.
    const api = await inlined.app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("stays a file when it could close its own element", () => {
    const html = `<head><script src="/theme-init.js" data-screens='{}'></script></head>`;
    expect(inlineThemeInit(html, 'var s = "</script>";')).toEqual({ html, digest: null });
    expect(inlineThemeInit(html, null)).toEqual({ html, digest: null });
  });
});
