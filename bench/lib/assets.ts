import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Gzip size at zlib's default level (6), what a compressing proxy or CDN typically sends. */
export const gzipSize = (body: Buffer | string) => gzipSync(body).length;

export type AssetSize = { file: string; bytes: number; gzip: number };

export const sum = (list: AssetSize[]) => ({
  files: list.length,
  bytes: list.reduce((n, a) => n + a.bytes, 0),
  gzip: list.reduce((n, a) => n + a.gzip, 0),
});

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`))?.[1];

// Minified chunks begin with `import{a as b}from"./x.js";`, `import"./y.js";` or `export{...}from"./z.js"`;
// `import(`./lazy.js`)` is a dynamic import (a later chunk) and is not followed.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'`();]*?\bfrom\s*)?["']([^"']+\.(?:js|mjs|css))["']/g;

/**
 * What `index.html` makes the browser load before any lazy chunk: classic and module scripts,
 * modulepreload links and stylesheets, plus every chunk they import statically.
 */
export function initialAssets(clientDir: string): AssetSize[] {
  const html = readFileSync(join(clientDir, "index.html"), "utf8");
  const queue: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith("<script")) {
      const src = attr(tag, "src");
      if (src) queue.push(src);
    } else {
      const rel = attr(tag, "rel");
      const href = attr(tag, "href");
      if (href && (rel === "modulepreload" || rel === "stylesheet")) queue.push(href);
    }
  }
  const seen = new Map<string, AssetSize>();
  while (queue.length) {
    const url = queue.shift()!;
    if (/^(https?:)?\/\//.test(url)) continue;
    const file = url.replace(/^\//, "").split(/[?#]/)[0];
    if (seen.has(file)) continue;
    const path = join(clientDir, file);
    if (!existsSync(path)) continue;
    const body = readFileSync(path);
    seen.set(file, { file, bytes: body.length, gzip: gzipSize(body) });
    if (!file.endsWith(".js") && !file.endsWith(".mjs")) continue;
    const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/") + 1) : "";
    for (const m of body.toString("utf8").matchAll(STATIC_IMPORT)) {
      const spec = m[1];
      if (spec.startsWith("./")) queue.push(dir + spec.slice(2));
      else if (spec.startsWith("/")) queue.push(spec);
    }
  }
  return [...seen.values()];
}
