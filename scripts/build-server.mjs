// The server compiled for production (`node scripts/build-server.mjs [outDir]`, default dist/server):
// esbuild bundles the server, its worker threads and the seed command into plain ES modules; the
// packages stay in node_modules. See docs/decisions/008-compiled-server.md.
//
// Every module of the server lands in one flat folder, so a path the code resolves against its own
// `import.meta.url` ("./migrations", "./pglite-worker-entry.mjs"…) is resolved against that folder:
// the files it names are built or copied there, and the build fails if one is missing.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Output name (without .mjs) → source. The worker entries keep the names the code starts them by. */
const entryPoints = {
  main: "server/main.ts",
  seed: "server/db/seed/run.ts",
  "pglite-worker-entry": "server/db/pglite-worker-entry.mjs",
  "extract-worker-entry": "server/uploads/extract-worker-entry.mjs",
};

/** Files read at run time, copied as they are. */
const copied = {
  migrations: "server/db/migrations",
  "ocr-worker-entry.cjs": "server/uploads/ocr-worker-entry.cjs",
};

// The worker entries register tsx before importing their TypeScript module (worker threads do not
// inherit the loader of a process started under tsx). Compiled, there is no TypeScript left to load:
// `register` becomes a no-op and the import of the module is bundled.
const noTypeScriptLoader = {
  name: "no-typescript-loader",
  setup(b) {
    b.onResolve({ filter: /^tsx(\/|$)/ }, () => ({ path: "tsx", namespace: "no-typescript-loader" }));
    b.onLoad({ filter: /.*/, namespace: "no-typescript-loader" }, () => ({
      contents: "export function register() {}",
      loader: "js",
    }));
  },
};

/**
 * Builds the server into `outDir`, put in place by two renames once the new build is whole: a server
 * starting from that folder meanwhile does not load half of one.
 */
export async function buildServer(outDir = join(root, "dist/server")) {
  const final = resolve(outDir);
  const out = `${final}.new-${process.pid}`;
  rmSync(out, { recursive: true, force: true });
  try {
    await compile(out);
  } catch (err) {
    rmSync(out, { recursive: true, force: true });
    throw err;
  }
  const old = `${final}.old-${process.pid}`;
  if (existsSync(final)) renameSync(final, old);
  renameSync(out, final);
  rmSync(old, { recursive: true, force: true });
}

async function compile(out) {
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(entryPoints).map(([name, src]) => [name, join(root, src)]),
    ),
    outdir: out,
    bundle: true,
    // Shared code in chunks beside the entries (never in a subfolder: see the header); the extraction
    // worker's dynamic import stays one, so it silences the console before its libraries load.
    splitting: true,
    entryNames: "[name]",
    chunkNames: "chunk-[hash]",
    outExtension: { ".js": ".mjs" },
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    tsconfig: join(root, "tsconfig.json"),
    plugins: [noTypeScriptLoader],
    // Names as in the sources: error and class names in logs, and code that reads `.name`.
    keepNames: true,
    sourcemap: "linked",
    logLevel: "warning",
  });
  for (const [name, src] of Object.entries(copied))
    cpSync(join(root, src), join(out, name), { recursive: true });
  checkOutput(out);
}

/** Fails when a compiled module still needs tsx or names a file next to it that is not there. */
function checkOutput(out) {
  for (const file of readdirSync(out).filter((f) => f.endsWith(".mjs"))) {
    const code = readFileSync(join(out, file), "utf8");
    if (/\bfrom\s*["']tsx[/"']|\bimport\s*\(\s*["']tsx[/"']/.test(code)) {
      throw new Error(`${file} imports tsx: the compiled server must run on plain Node`);
    }
    for (const [, path] of code.matchAll(
      /new URL\(\s*["'](\.\.?\/[^"']+)["']\s*,\s*import\.meta\.url\s*\)/g,
    )) {
      if (!existsSync(join(out, path))) {
        throw new Error(`${file} reads ${path} next to itself, missing from the build`);
      }
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const outDir = process.argv[2] ?? join(root, "dist/server");
  await buildServer(outDir);
  console.log(
    `Server built into ${relative(process.cwd(), resolve(outDir)) || "."} in ${Math.round(performance.now() - started)} ms`,
  );
}
