// The README's set-up commands, run as written, so the README cannot drift from what works.
//   node scripts/readme-commands.mjs command N   prints command N of the README's first code block
//   node scripts/readme-commands.mjs start [--clone]
//       runs command 1 (`npm ci && npm start`) verbatim, in this checkout or in a fresh clone of HEAD,
//       waits until the app answers, prints what the first start printed, then stops it.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The commands of the README's first code block, comments removed. */
export function readmeCommands(readme) {
  const block = readme.match(/```[a-z]*\n([\s\S]*?)```/)?.[1] ?? "";
  return block
    .split("\n")
    .map((line) => line.replace(/\s+#.*$/, "").trim())
    .filter((line) => line && !line.startsWith("#"));
}

const root = new URL("..", import.meta.url).pathname;
const commands = readmeCommands(readFileSync(join(root, "README.md"), "utf8"));
if (commands.length !== 2 || commands[0] !== "npm ci && npm start" || commands[1] !== "npm test") {
  console.error(
    `The README's first code block must be the two set-up commands; found: ${JSON.stringify(commands)}`,
  );
  process.exit(1);
}

const [action, arg] = process.argv.slice(2);
if (action === "command") {
  console.log(commands[Number(arg) - 1]);
} else if (action === "start") {
  await firstStart(arg === "--clone");
} else {
  console.error("usage: readme-commands.mjs command N | start [--clone]");
  process.exit(2);
}

async function firstStart(clone) {
  const work = mkdtempSync(join(tmpdir(), "praxis-readme-"));
  const cwd = clone ? join(work, "praxis") : root;
  if (clone) execFileSync("git", ["clone", "--quiet", root, cwd], { stdio: "inherit" });
  const port = process.env.README_CHECK_PORT ?? "5090";
  const env = { ...process.env, PORT: port, DATA_DIR: join(work, "data") };
  delete env.DATABASE_URL;
  const started = Date.now();
  const child = spawn("bash", ["-c", commands[0]], {
    cwd,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let serverOutput = "";
  let npmCiSeconds;
  child.stdout.on("data", (d) => {
    output += d;
    if (npmCiSeconds === undefined && /> praxis@[^\n]* start/.test(output)) {
      npmCiSeconds = (Date.now() - started) / 1000;
      serverOutput = output.slice(output.search(/> praxis@[^\n]* start/));
    } else if (npmCiSeconds !== undefined) serverOutput += d;
  });
  child.stderr.on("data", (d) => {
    output += d;
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  };
  try {
    const deadline = Date.now() + 15 * 60_000;
    let ready = false;
    while (!ready && Date.now() < deadline && child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 500));
      ready = await answers(`http://127.0.0.1:${port}/api/health/ready`).catch(() => false);
    }
    if (!ready) throw new Error("the app did not answer on /api/health/ready");
    if (!(await answers(`http://127.0.0.1:${port}/login`))) throw new Error("GET /login did not answer 200");
    const total = (Date.now() - started) / 1000;
    console.log(
      `README command 1 (\`${commands[0]}\`): npm ci ${npmCiSeconds?.toFixed(0)} s, serving after ${total.toFixed(0)} s in all`,
    );
    console.log("What the first start printed:");
    console.log(serverOutput.trim().replace(/^/gm, "  | "));
  } catch (err) {
    console.error(`README command 1 failed: ${err.message}\n${output.slice(-4000)}`);
    process.exitCode = 1;
  } finally {
    stop();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    rmSync(work, { recursive: true, force: true });
  }
}

async function answers(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
  await res.arrayBuffer();
  return res.ok;
}
