// The floor every Praxis route is compared with: Fastify alone, one GET returning a constant.
// PLUGIN names one piece of the app's stack to add, to measure what it costs on its own.
import Fastify from "fastify";

const plugin = process.env.PLUGIN ?? "none";
const app = Fastify({ logger: plugin === "logger" ? { level: "warn" } : false });
if (plugin === "headers") {
  // The app's own hook (security headers and the cross-site check), loaded through tsx.
  const { registerSecurity } = await import("../../server/plugins/security.ts");
  await registerSecurity(app, { trustProxy: false });
}
if (plugin === "compress")
  await app.register((await import("@fastify/compress")).default, { global: true, threshold: 1024 });
if (plugin === "cookie") await app.register((await import("@fastify/cookie")).default);
if (plugin === "rate-limit")
  await app.register((await import("@fastify/rate-limit")).default, { global: false });
if (plugin === "zod") {
  const { serializerCompiler, validatorCompiler } = await import("fastify-type-provider-zod");
  const { z } = await import("zod");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const schema = { response: { 200: z.object({ status: z.string(), db: z.string() }) } };
  app.get("/bare", { schema }, async () => ({ status: "ok", db: "none" }));
} else {
  app.get("/bare", async () => ({ status: "ok", db: "none" }));
}
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
process.stdout.write(`${address}\n`);
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
