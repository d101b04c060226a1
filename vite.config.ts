import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, parseAst } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

type Node = { type: string; start: number; end: number; [key: string]: unknown };
/** Initialisers that run nothing, so they need no wrapping to be dropped when unused. */
const INERT = new Set([
  "Literal",
  "Identifier",
  "TemplateLiteral",
  "ArrowFunctionExpression",
  "FunctionExpression",
]);

/**
 * The contracts (shared/contracts/*.ts) define their zod schemas at the top level, as calls the
 * bundler must keep in case they have side effects; so a page importing only a constant (a list of
 * categories, a limit) downloaded zod and every schema of that file. Building them is pure: this
 * marks each top-level initialiser `/* @__PURE__ *\/ (() => …)()`, and unused schemas, then zod
 * itself, leave the pages that do not validate anything.
 */
function pureContracts(): Plugin {
  return {
    name: "praxis:pure-contracts",
    apply: "build",
    enforce: "post",
    transform(code, id) {
      if (!/[\\/]shared[\\/]contracts[\\/][^\\/]+\.ts$/.test(id)) return null;
      const program = parseAst(code) as unknown as { body: Node[] };
      const spans: [number, number][] = [];
      for (let node of program.body) {
        if (node.type === "ExportNamedDeclaration" && node.declaration) node = node.declaration as Node;
        if (node.type !== "VariableDeclaration") continue;
        for (const { init } of node.declarations as { init: Node | null }[]) {
          if (init && !INERT.has(init.type)) spans.push([init.start, init.end]);
        }
      }
      let out = code;
      for (const [start, end] of spans.reverse()) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/** Screens theme-init.js does not start: reached by a link from another screen, or rarely. */
const NOT_PRELOADED = new Set(["forgot-password", "certificate", "not-found"]);

/**
 * A page waited for the app's entry to download and run before asking for its own code (the
 * signed-in app, the page's chunk, styles.css; or the login page's): one round trip and the entry's
 * run time on the critical path. This writes the files each needs on the theme-init.js script tag
 * (`data-screens`: the app's files under "app", each page's under its route module's name), and
 * theme-init.js asks for them as soon as GET /api/auth/me answers 200, alongside the entry. Signed
 * out (401), it asks for the login page's files ("login") the same way, and nothing of the app.
 * Their catalogues come along (in the reader's language), and those the first render waits for.
 */
function screenPreloads(): Plugin {
  return {
    name: "praxis:screen-preloads",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        type Chunk = {
          type: "chunk";
          fileName: string;
          isEntry: boolean;
          imports: string[];
          moduleIds: string[];
          viteMetadata?: { importedCss: Set<string> };
        };
        const chunks = Object.values(bundle).filter((c): c is never => c.type === "chunk") as Chunk[];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // What index.html loads anyway: the entry and its static imports.
        const initial = new Set<string>();
        const collect = (file: string, into: Set<string>, skip: Set<string>) => {
          if (into.has(file) || skip.has(file)) return;
          const chunk = byFile.get(file);
          if (!chunk) return;
          into.add(file);
          for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
          for (const imported of chunk.imports) collect(imported, into, skip);
        };
        for (const entry of chunks.filter((c) => c.isEntry)) collect(entry.fileName, initial, new Set());
        const files: Record<string, string[]> = {};
        for (const chunk of chunks) {
          // A chunk is named after its module, or holds it among others (the signed-in app's).
          const names = chunk.moduleIds.map((id) => {
            const path = id.replace(/\\/g, "/");
            if (path.endsWith("/client/app/signed-in-app.tsx")) return "app";
            return /\/client\/app\/routes\/([\w-]+)\.tsx$/.exec(path)?.[1];
          });
          const name = names.find((n) => n && !NOT_PRELOADED.has(n));
          if (!name) continue;
          const needed = new Set<string>();
          collect(chunk.fileName, needed, initial);
          files[name] = [...needed].map((file) => `/${file}`);
        }
        // Each screen's catalogues (the lists given to lazyPage in the router and the page table,
        // and those i18n loads before the first render, under "boot"), per language: "<name>.<lang>".
        const catalogues = new Map<string, string>();
        for (const chunk of chunks) {
          for (const id of chunk.moduleIds) {
            const match = /\/shared\/i18n\/(\w+)\/([\w-]+)\.json$/.exec(id.replace(/\\/g, "/"));
            // French common comes with the entry (lib/i18n.ts): nothing to start.
            if (match && !initial.has(chunk.fileName))
              catalogues.set(`${match[1]}/${match[2]}`, chunk.fileName);
          }
        }
        const namespaces: Record<string, string[]> = {};
        const lists = (text: string) => [...text.matchAll(/"([\w-]+)"/g)].map((m) => m[1] as string);
        for (const source of ["client/app/router.tsx", "client/app/pages.ts"]) {
          const code = readFileSync(fromRoot(`./${source}`), "utf8");
          for (const m of code.matchAll(
            /lazyPage\(\s*\(\)\s*=>\s*import\("\.\/(?:routes\/)?([\w-]+)"\),\s*"\w+",\s*\[([^\]]*)\]/g,
          )) {
            namespaces[m[1] === "signed-in-app" ? "app" : (m[1] as string)] = lists(m[2] as string);
          }
        }
        const boot = /\bns:\s*\[([^\]]*)\]/.exec(readFileSync(fromRoot("./client/lib/i18n.ts"), "utf8"));
        namespaces.boot = lists(boot?.[1] ?? "");
        for (const [name, list] of Object.entries(namespaces)) {
          if (name !== "boot" && !files[name]) continue;
          for (const lang of ["fr", "en"]) {
            const found = list.flatMap((ns) => catalogues.get(`${lang}/${ns}`) ?? []);
            if (found.length) files[`${name}.${lang}`] = [...new Set(found)].map((file) => `/${file}`);
          }
        }
        // The page's files the app's already holds need not be listed twice.
        const app = new Set(files.app ?? []);
        for (const [name, list] of Object.entries(files)) {
          if (name !== "app" && name !== "login" && !name.includes(".")) {
            files[name] = list.filter((file) => !app.has(file));
          }
        }
        const attribute = JSON.stringify(files).replace(/&/g, "&amp;").replace(/'/g, "&#39;");
        return html.replace(
          '<script src="/theme-init.js">',
          `<script src="/theme-init.js" data-screens='${attribute}'>`,
        );
      },
    },
  };
}

// Unit tests use vitest.config.ts (repo root); this file only builds and serves the client.
export default defineConfig({
  root: fromRoot("./client"),
  plugins: [react(), tailwindcss(), pureContracts(), screenPreloads()],
  resolve: {
    // Mirrors the `paths` of tsconfig.json so the bundler and the type checker agree.
    alias: {
      "@": fromRoot("./client"),
      "@shared": fromRoot("./shared"),
    },
  },
  build: {
    outDir: fromRoot("./dist/client"),
    emptyOutDir: true,
    rolldownOptions: {
      // An app, not a library: nothing imports the entry, so its exports need not be kept.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            // What index.html needs before anything else (React, the router, i18n, TanStack Query)
            // in one file rather than in one per library.
            { name: "boot", tags: ["$initial"], priority: 10 },
          ],
          // Left alone, the bundler made one chunk per set of screens sharing code: the login page
          // loaded 25 files and the dashboard 60, most under 1 KB (an icon, a button), each one more
          // request on a slow connection. Shared pieces under 16 KB of source (about 5 KB gzipped)
          // are copied into the chunks using them instead (one instance at run time all the same;
          // see Rolldown's "Inline Common Chunks"); chunks holding styles stay files, as Vite's CSS
          // needs.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.css(\?|$)/ },
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": "http://localhost:5000",
    },
  },
});
