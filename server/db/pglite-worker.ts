import { parentPort, workerData } from "node:worker_threads";
import { errorText } from "./error-text";
import { type RunningPglite, startPgliteServer } from "./pglite-server";

// Runs PGlite (WASM, synchronous while it executes a query) off the app's event loop.
const { dataDir } = workerData as { dataDir: string };
let running: RunningPglite | undefined;

parentPort?.on("message", async (msg: { type: string }) => {
  if (msg.type === "stop") {
    try {
      await running?.stop();
    } finally {
      parentPort?.postMessage({ type: "stopped" });
    }
  }
});

startPgliteServer({ dataDir })
  .then((r) => {
    running = r;
    parentPort?.postMessage({ type: "ready", socketDir: r.socketDir });
  })
  .catch((err: unknown) => {
    parentPort?.postMessage({ type: "error", message: errorText(err) });
  });
