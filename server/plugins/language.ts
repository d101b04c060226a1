import type { FastifyInstance } from "fastify";
import type { Language } from "../../shared/domain/language";

/**
 * The reader's language, from `Accept-Language`: the client sends its interface language (the
 * user's choice) on every call; a client that does not gets its browser's order. French unless
 * English comes first among the two the product speaks.
 */
export function readerLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  let best: { language: Language; quality: number } | null = null;
  for (const part of value.split(",")) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const primary = tag.split("-")[0];
    if (primary !== "fr" && primary !== "en") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? "fr";
}

/** `req.language`: read from the header the first time a handler asks, never on other requests. */
export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest("language", {
    getter() {
      return readerLanguage(this.headers["accept-language"]);
    },
  });
}
