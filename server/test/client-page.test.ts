import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "./test-app";

let t: TestApp;
let dir: string;
const page = `<!doctype html><html lang="fr"><head><title>Praxis</title></head><body>${"<div></div>".repeat(300)}</body></html>`;
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
      expect(decode(res.rawPayload).toString()).toBe(page);
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
    expect(plain.body).toBe(page);
    // The API's unknown paths stay JSON 404s; built files are served as they are.
    expect((await t.app.inject({ method: "GET", url: "/api/nothing" })).statusCode).toBe(404);
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-1.js" });
    expect(asset.body).toBe("console.log(1)");
    expect(asset.headers["cache-control"]).toContain("immutable");
  });
});
