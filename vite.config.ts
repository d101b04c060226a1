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

// Unit tests use vitest.config.ts (repo root); this file only builds and serves the client.
export default defineConfig({
  root: fromRoot("./client"),
  plugins: [react(), tailwindcss(), pureContracts()],
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
