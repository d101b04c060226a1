import { parse } from "yaml";

export type FrontMatter = { title?: string; tags?: string[] };

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
/** Front-matter past this size is not metadata: the document is read as written. */
const MAX_FRONT_MATTER_CHARS = 16_000;

const clean = (s: string, max: number) =>
  s
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim()
    .slice(0, max);

/**
 * Splits a Markdown document's YAML front-matter (`---` … `---` at its very start) from its body.
 * Its `title` and `tags` (a list, or words separated by commas) are kept; anything else in it is
 * ignored. Front-matter that is not valid YAML is left in the text, as the author wrote it.
 */
export function splitFrontMatter(text: string): { meta: FrontMatter; body: string } {
  const open = OPENING.exec(text);
  if (!open) return { meta: {}, body: text };
  const rest = text.slice(open[0].length);
  const close = CLOSING.exec(rest);
  if (!close || close.index > MAX_FRONT_MATTER_CHARS) return { meta: {}, body: text };
  let data: unknown;
  try {
    data = parse(rest.slice(0, close.index), { maxAliasCount: 10, prettyErrors: false }) ?? {};
  } catch {
    return { meta: {}, body: text };
  }
  if (typeof data !== "object" || Array.isArray(data)) return { meta: {}, body: text };
  const record = data as Record<string, unknown>;
  const meta: FrontMatter = {};
  const title = record.title;
  if (typeof title === "string" || typeof title === "number") {
    const t = clean(String(title), 200);
    if (t) meta.title = t;
  }
  const raw = record.tags ?? record.keywords;
  const list = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : [];
  const tags = [
    ...new Set(
      list
        .filter((t): t is string | number => typeof t === "string" || typeof t === "number")
        .map((t) => clean(String(t), 50))
        .filter(Boolean),
    ),
  ].slice(0, 20);
  if (tags.length) meta.tags = tags;
  return { meta, body: rest.slice(close.index + close[0].length).replace(/^\s*\n/, "") };
}
