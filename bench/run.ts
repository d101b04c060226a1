// `npm run bench` runs every benchmark; `npm run bench -- api web` runs the named ones.
// Benchmarks are not tests: they print figures, write bench/results/<name>-<variant>.json and stop
// by themselves. To add one, write a `Benchmark` (see bench/lib/types.ts) and list it below.
import { relative } from "node:path";
import { analytics } from "./analytics";
import { api } from "./api";
import { assistant } from "./assistant";
import { chat } from "./chat";
import { csvImport } from "./csv-import";
import { internalSearch } from "./internal-search";
import { kanban } from "./kanban";
import { knowledgeSearch } from "./knowledge-search";
import { formatResult, machine, writeResult } from "./lib/results";
import type { Benchmark } from "./lib/types";
import { lighthouseBench } from "./lighthouse";
import { live } from "./live";
import { search } from "./search";
import { stack } from "./stack";
import { web } from "./web";

const benchmarks: Benchmark[] = [
  api,
  web,
  lighthouseBench,
  analytics,
  chat,
  assistant,
  knowledgeSearch,
  internalSearch,
  kanban,
  csvImport,
  search,
  stack,
  live,
];

/** A last resort: no benchmark may keep the harness running for ever. */
const OVERALL_TIMEOUT_MS = 20 * 60_000;

async function main() {
  const names = process.argv.slice(2).filter((a) => !a.startsWith("-"));
  if (process.argv.includes("--help") || process.argv.includes("-h")) {
    console.log("usage: npm run bench [-- <name>...]\n");
    for (const b of benchmarks) console.log(`  ${b.name.padEnd(8)} ${b.description}`);
    return 0;
  }
  const unknown = names.filter((n) => !benchmarks.some((b) => b.name === n));
  if (unknown.length) {
    console.error(
      `unknown benchmark ${unknown.join(", ")}; known: ${benchmarks.map((b) => b.name).join(", ")}`,
    );
    return 2;
  }
  const selected = names.length ? benchmarks.filter((b) => names.includes(b.name)) : benchmarks;
  const m = machine();
  console.log(
    `machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, node ${m.node}, load ${m.loadAverage.join(" ")}`,
  );
  if (m.loadAverage[0] > m.cpus / 2) {
    console.log("warning: the machine is already busy; latencies and req/s will be noisy");
  }

  let failures = 0;
  const report: string[] = [];
  for (const bench of selected) {
    const startedAt = new Date();
    const log = (line: string) => console.log(`[${bench.name}] ${line}`);
    log(bench.description);
    let outcomes: Awaited<ReturnType<Benchmark["run"]>>;
    try {
      outcomes = await bench.run(log);
    } catch (err) {
      outcomes = [{ variant: "all", failed: (err as Error).stack ?? String(err) }];
    }
    for (const o of outcomes) {
      if ("failed" in o) {
        failures++;
        report.push(`\n== ${bench.name} (${o.variant}) FAILED ==\n${o.failed}`);
      } else if ("skipped" in o) {
        report.push(`\n== ${bench.name} (${o.variant}) skipped: ${o.skipped}`);
      } else {
        const file = writeResult(bench.name, o, startedAt);
        report.push(`${formatResult(bench.name, o)}\n-> ${relative(process.cwd(), file)}`);
      }
    }
  }
  console.log(report.join("\n"));
  return failures ? 1 : 0;
}

const watchdog = setTimeout(() => {
  console.error(`benchmarks still running after ${OVERALL_TIMEOUT_MS / 60_000} min: stopping`);
  process.exit(1);
}, OVERALL_TIMEOUT_MS);
watchdog.unref();

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
