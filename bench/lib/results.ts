import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import type { BenchResult } from "./types";

export const resultsDir = join(import.meta.dirname, "..", "results");

export function machine() {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model ?? "unknown",
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    /** 1, 5 and 15 min load averages when the result was written: above `cpus`, the figures are noisy. */
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

/** Writes `bench/results/<name>-<variant>.json` (through a .tmp file, so a crash leaves no half file). */
export function writeResult(name: string, result: BenchResult, startedAt: Date): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}-${result.variant}.json`);
  const body = {
    benchmark: name,
    variant: result.variant,
    date: startedAt.toISOString(),
    machine: machine(),
    goals: result.goals,
    summary: result.summary ?? [],
    figures: result.figures,
    notes: result.notes ?? [],
  };
  writeFileSync(`${file}.tmp`, `${JSON.stringify(body, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
  return file;
}

function cell(v: string | number | null): string {
  if (v === null) return "–";
  if (typeof v === "string") return v;
  if (Number.isInteger(v)) return String(v);
  return Math.abs(v) >= 10 ? v.toFixed(1) : String(Number(v.toPrecision(3)));
}

/** A plain-text table: first column left-aligned, the others right-aligned. */
export function formatTable(columns: string[], rows: (string | number | null)[][]): string {
  const text = [columns, ...rows.map((r) => r.map(cell))];
  const widths = columns.map((_, i) => Math.max(...text.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? (c ?? "").padEnd(widths[i]) : (c ?? "").padStart(widths[i]))).join("  ");
  return [line(text[0]), widths.map((w) => "-".repeat(w)).join("  "), ...text.slice(1).map(line)].join("\n");
}

export function formatResult(name: string, result: BenchResult): string {
  const out = [`\n== ${name} (${result.variant}) ==`, formatTable(result.columns, result.rows)];
  if (result.summary?.length) {
    out.push("", ...result.summary.map((m) => `${m.label}: ${cell(m.value)}${m.unit ? ` ${m.unit}` : ""}`));
  }
  if (result.goals.length) {
    out.push(
      "",
      formatTable(
        ["goal", "target", "measured", "status"],
        result.goals.map((g) => [
          g.label,
          g.target,
          g.measured,
          g.met === null ? "n/a" : g.met ? "met" : "MISSED",
        ]),
      ),
    );
  }
  for (const note of result.notes ?? []) out.push(`note: ${note}`);
  return out.join("\n");
}
