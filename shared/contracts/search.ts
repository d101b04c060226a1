import { z } from "zod";
import { msg } from "./errors";

/**
 * What the global search finds on the server, one group per kind. The app's own pages are searched
 * in the client (their names are in its catalogues).
 */
export const searchKind = z.enum([
  "service",
  "knowledge",
  "document",
  "deliverable",
  "task",
  "marketplace",
  "internal",
  "training",
]);
export type SearchKind = z.infer<typeof searchKind>;
export const SEARCH_KINDS = searchKind.options;

/** The deepest one may page into one kind: its best matches, not every match of a common word. */
export const SEARCH_MAX_OFFSET = 100;

const CURSOR = /^(service|knowledge|document|deliverable|task|marketplace|internal|training)\.(\d{1,3})$/;

/** A cursor names the kind it pages and where its next page starts: "task.5". */
export const encodeCursor = (kind: SearchKind, offset: number) => `${kind}.${offset}`;
export function decodeCursor(cursor: string): { kind: SearchKind; offset: number } | null {
  const m = CURSOR.exec(cursor);
  if (!m) return null;
  const offset = Number(m[2]);
  return offset > SEARCH_MAX_OFFSET ? null : { kind: m[1] as SearchKind, offset };
}

export const searchQuery = z.object({
  q: z.string().trim().min(1, msg("search_empty")).max(200, msg("search_too_long")),
  /** Comma-separated kinds; every kind when absent. */
  kinds: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return [...SEARCH_KINDS];
      const parts = [...new Set(value.split(",").map((s) => s.trim()))];
      const bad = parts.find((p) => !searchKind.safeParse(p).success);
      if (bad !== undefined) {
        ctx.addIssue({ code: "custom", message: msg("unknown_result_type") });
        return z.NEVER;
      }
      return parts as SearchKind[];
    }),
  /** Results per kind. */
  limit: z.coerce
    .number({ error: msg("limit_not_number") })
    .int(msg("limit_not_integer"))
    .min(1, msg("limit_out_of_range"))
    .max(20, msg("limit_out_of_range"))
    .default(5),
  /** A group's `nextCursor`: the next page of that kind only. */
  cursor: z
    .string()
    .optional()
    .refine((value) => value === undefined || decodeCursor(value) !== null, msg("invalid_cursor")),
  /** The reader's language: titles in English where the item has one (default: Accept-Language). */
  lang: z.enum(["fr", "en"]).optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchItem = z.object({
  id: z.string(),
  kind: searchKind,
  /** Plain text (never HTML): the client marks the matched words itself. */
  title: z.string(),
  /** A plain-text line under the title: a description, or the passage of a document that matched. */
  detail: z.string(),
  /** Where the item opens in the app. */
  link: z.string(),
});
export type SearchItem = z.infer<typeof searchItem>;

export const searchGroup = z.object({
  kind: searchKind,
  items: z.array(searchItem),
  /** Pass as `cursor` for this group's next page; null when there is none. */
  nextCursor: z.string().nullable(),
});
export type SearchGroup = z.infer<typeof searchGroup>;

export const searchResponse = z.object({
  /** The words searched (lower case, no accents): what the client highlights. */
  terms: z.array(z.string()),
  groups: z.array(searchGroup),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** What one feature's search is given: the words, the page and who is asking. */
export type KindSearch = {
  terms: string[];
  lang: "fr" | "en";
  limit: number;
  offset: number;
};
export type SearchActor = { id: string; isAdmin: boolean; isDemo: boolean };
/** A feature's page of results: `limit` items at most, and whether more follow. */
export type KindPage = { items: SearchItem[]; more: boolean };
