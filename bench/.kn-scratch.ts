import { createFreshDatabase } from "./lib/postgres";
import { register, startServer } from "./lib/server";
const fresh = await createFreshDatabase();
const s = await startServer({ databaseUrl: fresh.url });
await register(s.url);
await s.stop();
console.log(fresh.name);
