// Worker threads do not inherit the TypeScript loader the app runs under: register it, then load the worker.
import { register } from "tsx/esm/api";

register();
await import("./extract-worker.ts");
