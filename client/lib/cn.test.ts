import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { __unstable__loadDesignSystem } from "@tailwindcss/node";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn, mergeClasses } from "./cn";

/** Every whitespace-separated word of every string literal of the client's sources. */
function classWords(): string[] {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry) && !entry.endsWith(".test.ts")) {
        const source = readFileSync(path, "utf8");
        for (const m of source.matchAll(/"([^"\n]*)"|`([^`]*)`/g)) {
          for (const word of (m[1] ?? m[2]).replace(/\$\{[^}]*\}/g, " ").split(/\s+/)) {
            if (/^[!a-z0-9[\]&_:*@./()#%=,'>+-]+!?$/.test(word) && /[a-z]/.test(word)) words.add(word);
          }
        }
      }
    }
  };
  walk(join(import.meta.dirname, ".."));
  return [...words];
}

/** One word per shape (bg-red-100 and bg-blue-50 test the same rule), so the pairs stay few. */
function byShape(words: string[]): string[] {
  const colours =
    /\b(slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d+/g;
  const seen = new Map<string, string>();
  for (const w of words) {
    const shape = w.replace(colours, "C").replace(/\d+(\.\d+)?/g, "N");
    if (!seen.has(shape)) seen.set(shape, w);
  }
  return [...seen.values()];
}

// A few utilities and variants the client does not use yet, so the rules for them are checked too.
const EXTRA = [
  "p-2",
  "px-3",
  "pt-1",
  "m-0",
  "-mx-2",
  "mt-4",
  "inset-0",
  "inset-x-2",
  "top-1",
  "w-1/2",
  "h-auto",
  "size-4",
  "min-w-0",
  "text-lg",
  "text-[13px]",
  "text-[#123456]",
  "text-red-500/50",
  "leading-6",
  "border",
  "border-2",
  "border-t",
  "border-x-4",
  "border-red-500",
  "border-t-red-500",
  "border-dashed",
  "rounded",
  "rounded-t-md",
  "rounded-tl-lg",
  "shadow",
  "shadow-lg",
  "shadow-red-500/20",
  "ring",
  "ring-1",
  "ring-red-500",
  "ring-offset-1",
  "ring-offset-white",
  "outline",
  "outline-2",
  "outline-dashed",
  "outline-red-500",
  "font-bold",
  "font-sans",
  "bg-red-500",
  "bg-[#fff]",
  "flex",
  "flex-1",
  "flex-col",
  "flex-wrap",
  "grow",
  "shrink-0",
  "basis-1/2",
  "grid-cols-3",
  "col-span-2",
  "overflow-auto",
  "overflow-y-hidden",
  "truncate",
  "line-clamp-3",
  "tabular-nums",
  "normal-nums",
  "animate-spin",
  "animate-[spin_2s]",
  "translate-x-2",
  "-translate-y-1/2",
  "scale-95",
  "stroke-2",
  "stroke-red-500",
  "fill-current",
  "divide-y",
  "divide-y-2",
  "divide-red-500",
  "space-x-2",
  "decoration-2",
  "decoration-red-500",
  "underline",
  "no-underline",
  "content-['x']",
  "content-center",
  "[mask-type:luminance]",
  "p-4!",
  "!p-1",
];
const VARIANTS = ["", "hover:", "sm:", "dark:hover:", "hover:dark:", "data-[state=open]:", "[&_svg]:"];

describe("cn", () => {
  it("lets a className override a component's base classes", () => {
    expect(cn("h-9 px-4 py-2 text-sm", "h-auto p-0")).toBe("text-sm h-auto p-0");
    expect(cn("text-sm text-muted-foreground", "text-xs")).toBe("text-muted-foreground text-xs");
    expect(cn("border border-input", false, undefined, { "border-red-500": true })).toBe(
      "border border-red-500",
    );
  });

  // All pairs take seconds; by default a fixed sample of them, CN_ALL_PAIRS=1 checks every pair.
  it("merges pairs of the client's classes as tailwind-merge does", { timeout: 120_000 }, async () => {
    // Only the words that are classes of the app's stylesheet (not every string of the code).
    const client = join(import.meta.dirname, "..");
    const design = await __unstable__loadDesignSystem(readFileSync(join(client, "styles.css"), "utf8"), {
      base: client,
    });
    const candidates = byShape([...classWords(), ...EXTRA.flatMap((w) => VARIANTS.map((v) => v + w))]);
    const css = design.candidatesToCss(candidates);
    const words = candidates.filter((_, i) => css[i]);
    const byScope = new Map<string, string[]>();
    for (const w of words) {
      const scope = w
        .slice(0, w.lastIndexOf(":") + 1)
        .split(":")
        .sort()
        .join(":");
      byScope.set(scope, [...(byScope.get(scope) ?? []), w]);
    }
    const pairs: [string, string][] = [];
    for (const list of byScope.values()) {
      for (const a of list) for (const b of list) if (a !== b) pairs.push([a, b]);
    }
    let seed = 1;
    const sample = process.env.CN_ALL_PAIRS
      ? pairs
      : Array.from({ length: 10_000 }, () => {
          seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
          return pairs[seed % pairs.length];
        });
    const differences: string[] = [];
    for (const [a, b] of sample) {
      const expected = twMerge(`${a} ${b}`);
      const actual = mergeClasses(`${a} ${b}`);
      if (actual !== expected) differences.push(`"${a} ${b}": ${actual} instead of ${expected}`);
    }
    expect(pairs.length).toBeGreaterThan(50_000);
    expect(differences).toEqual([]);
  });
});
