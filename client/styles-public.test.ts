import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The signed-out screens only get styles-public.css, whose classes are those found in the files
// it lists: a file those screens load but the list misses would show unstyled. This follows their
// imports (and their lazy imports: the sign-up form, the demo dialog, toasts) from main.tsx.
const client = import.meta.dirname;
const PUBLIC_ROUTES = ["login", "forgot-password", "certificate"].map((r) => `app/routes/${r}.tsx`);
/** The router's lazy imports and the table of pages are every screen: only the public ones count. */
const ROUTE_TABLES = new Set(["app/router.tsx", "app/pages.ts"]);

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = join(client, spec.slice(2));
  else if (spec.startsWith(".")) base = join(dirname(join(client, from)), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && /\.(tsx?|css)$/.test(candidate)) return relative(client, candidate);
  }
  return null;
}

function publicFiles(): Set<string> {
  const seen = new Set<string>();
  const queue = ["main.tsx", ...PUBLIC_ROUTES];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file) || file.endsWith(".css")) continue;
    seen.add(file);
    const source = readFileSync(join(client, file), "utf8");
    for (const m of source.matchAll(/\bfrom\s+"([^"]+)"|\bimport\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g)) {
      if (m[3] && ROUTE_TABLES.has(file)) continue;
      const target = resolveImport(file, m[1] ?? m[2] ?? m[3]);
      if (target && !target.startsWith("..")) queue.push(target);
    }
  }
  return seen;
}

/** The `@source` globs of a stylesheet as regular expressions over paths relative to client/. */
function sources(css: string): { include: RegExp[] } {
  const toRegExp = (glob: string) => {
    const path = glob.replace(/^\.\//, "");
    const pattern = path
      .replace(/[.+^$()|[\]\\]/g, "\\$&")
      .replace(/\{([^}]+)\}/g, (_, list: string) => `(${list.split(",").join("|")})`)
      .replace(/\*\*\//g, "(.*/)?")
      .replace(/\*/g, "[^/]*");
    // A folder covers everything under it.
    return new RegExp(`^${pattern}(/.*)?$`);
  };
  // `@source not` lines only drop files whose words are not classes (lib/cn.ts, tests).
  return { include: [...css.matchAll(/@source\s+"([^"]+)"/g)].map((m) => toRegExp(m[1])) };
}

describe("styles-public.css", () => {
  it("lists every file the signed-out screens load", () => {
    const { include } = sources(readFileSync(join(client, "styles-public.css"), "utf8"));
    const files = [...publicFiles()];
    expect(files).toContain("features/auth/components/register-form.tsx");
    expect(files).toContain("components/ui/toaster.tsx");
    expect(files.filter((f) => !include.some((r) => r.test(f)))).toEqual([]);
  });
});
