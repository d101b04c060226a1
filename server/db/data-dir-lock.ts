import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is already in use by process ${pid}. ` +
        "Stop that process, or start this one with another DATA_DIR.",
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite keeps no pid file, and two processes on one directory corrupt it silently, so the
 * directory is locked with an exclusive file holding the owner's pid. Returns the release function.
 *
 * The lock appears whole: its content is written to a file of this process, then hard-linked to the
 * lock's name (which fails if it exists). A lock created empty and written after would let a
 * process started at the same moment read it empty, take it for a crashed one's, remove it and lock
 * the directory too (7 times in 20 for two processes started together).
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, "praxis.lock");
  const draft = join(dir, `praxis.lock.${process.pid}`);
  writeFileSync(draft, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(draft, path);
        return () => rmSync(path, { force: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
        let owner = 0;
        try {
          owner = Number(JSON.parse(readFileSync(path, "utf8")).pid) || 0;
        } catch {
          // Unreadable (a lock written by an older version, cut by a crash): stale.
        }
        // Our own pid in the file means a previous run of a container that reuses pids: stale.
        if (owner && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dir, owner);
        rmSync(path, { force: true });
      }
    }
    throw new Error(`Could not lock the data directory ${dir}`);
  } finally {
    rmSync(draft, { force: true });
  }
}
