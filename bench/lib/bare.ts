import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export type BareServer = { url: string; stop: () => Promise<void> };

/**
 * Starts a bare Fastify server in its own process (like the app's), answering `GET /bare` with a
 * constant: the ratios of the API benchmark are to this route, measured in the same run.
 */
export async function startBare(plugin = "none"): Promise<BareServer> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("./bare-server.mjs", import.meta.url))],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, PLUGIN: plugin },
    },
  );
  const address = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n")[0];
      if (out.includes("\n")) resolve(line.trim());
    });
    child.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `${address}/bare`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
