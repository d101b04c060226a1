import { QUERIES, STOPWORDS, WORDS } from "./knowledge-search";
import { bulkInsert } from "./lib/bulk-insert";
import { type Latencies, summarise } from "./lib/latency";
import { freshDatabaseFor } from "./lib/postgres";
import { cleanUpRun, type RunningServer, register, startServer } from "./lib/server";
import type { Benchmark, BenchResult, Skipped } from "./lib/types";
import { onEachDatabase } from "./lib/variants";

const SEQUENTIAL_REQUESTS = 400;
const CONCURRENT_WORKERS = 8;
const CONCURRENT_REQUESTS = 400;
const WARMUP_REQUESTS = 60;
const P95_GOAL_MS = 50;
/** The boards, of the 600 generated, the searching user is a member of (50 tasks each). */
const MEMBER_BOARDS = 20;

type Db = "pglite" | "postgres";

/**
 * `$1` words, `$2` function words; `g` is the row number. A phrase of `count` words drawn from the
 * whole vocabulary, a third of them function words (`g > 0` makes it differ per row).
 */
const phrase = (count: number) => `(select string_agg(case when r1 < 0.33 then sw[1 + floor(r2 * sn)::int]
    else w[1 + floor(r2 * n)::int] end, ' ')
  from (select random() as r1, random() as r2 from generate_series(1, ${count}) s where g > 0) r)`;
const title = `initcap(w[1 + (g * 7) % n]) || ' ' || w[1 + (g * 13) % n] || ' ' || w[1 + (g * 29) % n] || ' ' || g`;
const vocabulary = `(select $1::text[] as w, cardinality($1::text[]) as n, $2::text[] as sw, cardinality($2::text[]) as sn) v`;

/** Each kind's generated rows: 100,000 in all, spread as a busy installation might hold them. */
export const KINDS: { table: string; rows: number; sql: (rows: number) => string }[] = [
  {
    table: "knowledge_items",
    rows: 15_000,
    sql: (
      rows,
    ) => `insert into knowledge_items (id, category, kind, title, title_en, description, content, status)
      select 'bench-' || g, (array['Métiers du Crédit', 'Progiciels & Solutions', 'Réglementation', 'Soft Skills', 'Gestion de Projet'])[1 + g % 5],
        'article', ${title}, case when g % 2 = 0 then 'Guide ' || g end, ${phrase(12)}, ${phrase(80)},
        (array['validated', 'review', 'draft'])[1 + g % 3]
      from generate_series(1, ${rows}) g, ${vocabulary}`,
  },
  {
    table: "knowledge_nodes",
    rows: 10_000,
    sql: (rows) => `insert into knowledge_nodes (id, category, name, type, file_type, path, content, size)
      select 'bench-file-' || g, 'Progiciels & Solutions', ${title} || '.md', 'file', 'markdown',
        '/bench/' || g || '.md', ${phrase(200)}, 2000
      from generate_series(1, ${rows}) g, ${vocabulary}`,
  },
  {
    table: "kanban_tasks",
    rows: 30_000,
    sql: (rows) => `insert into kanban_tasks (board_id, title, description, position)
      select b.ids[1 + g % cardinality(b.ids)], ${title}, ${phrase(25)}, g
      from generate_series(1, ${rows}) g, ${vocabulary},
        (select array_agg(id order by name) as ids from kanban_boards where name like 'Bench %') b`,
  },
  {
    table: "deliverables",
    rows: 15_000,
    sql: (rows) => `insert into deliverables (user_id, template_id, name)
      select u.id, 'note-credit-comite', 'Note ' || ${title}
      from generate_series(1, ${rows}) g, ${vocabulary},
        (select array_agg(id) as ids from users) all_users,
        lateral (select all_users.ids[1 + g % cardinality(all_users.ids)] as id) u`,
  },
  {
    table: "marketplace_items",
    rows: 10_000,
    sql: (
      rows,
    ) => `insert into marketplace_items (id, name, description, tags, market, type, product, provider_name, pricing_model, status)
      select 'bench-' || g, ${title}, ${phrase(40)}, array[w[1 + g % n], w[1 + (g * 3) % n]],
        'credit', 'software', 'leasing', 'Éditeur ' || (g % 50), 'monthly',
        case when g % 10 = 0 then 'pending' else 'approved' end
      from generate_series(1, ${rows}) g, ${vocabulary}`,
  },
  {
    table: "internal_items",
    rows: 15_000,
    sql: (
      rows,
    ) => `insert into internal_items (id, name, description, tags, type, category, author_name, status)
      select 'bench-' || g, ${title}, ${phrase(40)}, array[w[1 + g % n], w[1 + (g * 3) % n]],
        'template', 'Crédit', 'Camille Bench', case when g % 10 = 0 then 'pending' else 'approved' end
      from generate_series(1, ${rows}) g, ${vocabulary}`,
  },
  {
    table: "services",
    rows: 2_500,
    sql: (
      rows,
    ) => `insert into services (id, name, name_en, description, description_en, category, color, icon, tags)
      select 'bench-' || g, ${title}, 'Service ' || g, ${phrase(20)}, 'A generated service ' || g,
        'credit', 'blue', 'Bot', array[w[1 + g % n]]
      from generate_series(1, ${rows}) g, ${vocabulary}`,
  },
  {
    table: "training_modules",
    rows: 2_500,
    sql: (
      rows,
    ) => `insert into training_modules (id, track, "order", title, title_en, description, description_en, duration, module_count, points)
      select 'bench-' || g, 'bench', g, ${title}, 'Module ' || g, ${phrase(20)}, 'A generated module ' || g, 30, 4, 10
      from generate_series(1, ${rows}) g, ${vocabulary}`,
  },
];
const ITEMS = KINDS.reduce((sum, k) => sum + k.rows, 0);

/** One global search, timed from request to parsed body. */
async function timedSearch(base: string, cookie: string, q: string, hits: Map<string, number>) {
  const started = performance.now();
  const res = await fetch(`${base}/api/search?q=${encodeURIComponent(q)}&limit=5`, {
    headers: { cookie },
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await res.json()) as { groups?: { items: unknown[] }[]; message?: string };
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`search "${q}" answered ${res.status}: ${JSON.stringify(body)}`);
  hits.set(q, body.groups?.reduce((sum, g) => sum + g.items.length, 0) ?? 0);
  return ms;
}

async function runOn(db: Db, log: (line: string) => void): Promise<BenchResult | Skipped> {
  const { fresh, skipped } = await freshDatabaseFor(db, log);
  if (skipped) return skipped;
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  try {
    server = await startServer({ databaseUrl: fresh?.url });
    dataDir = server.dataDir;
    const account = await register(server.url);
    await server.stop();
    server = undefined;

    const target = { url: fresh?.url, dataDir };
    const insertStarted = performance.now();
    // 600 boards of the searching user's, who stays a member of 20 (their tasks are searched, the
    // others' are what the membership rule must skip cheaply).
    await bulkInsert(
      target,
      `with b as (insert into kanban_boards (owner_id, name)
         select $1::uuid, 'Bench ' || lpad(g::text, 3, '0') from generate_series(1, 600) g returning id, name)
       insert into kanban_members (board_id, user_id, role)
       select id, $1::uuid, 'editor' from b order by name limit ${MEMBER_BOARDS}`,
      [account.userId],
      "kanban_members",
    );
    let inserted = 0;
    for (const [i, kind] of KINDS.entries()) {
      inserted += await bulkInsert(
        target,
        kind.sql(kind.rows),
        [WORDS, STOPWORDS],
        kind.table,
        0.1 + i / 100,
      );
      log(`${kind.table}: ${kind.rows} rows`);
    }
    // What autovacuum does on PostgreSQL after a batch of inserts: the rows written since are moved
    // from the full-text indexes' pending lists into the indexes proper.
    for (const kind of KINDS) await bulkInsert(target, `vacuum ${kind.table}`, [], kind.table);
    const insertMs = performance.now() - insertStarted;
    log(`inserted ${inserted} generated items in ${Math.round(insertMs)} ms (indexed, then vacuumed)`);

    server = await startServer({ databaseUrl: fresh?.url, dataDir });
    const base = server.url;
    const hits = new Map<string, number>();
    log(`warming up (${WARMUP_REQUESTS} searches)`);
    for (let i = 0; i < WARMUP_REQUESTS; i++)
      await timedSearch(base, account.cookie, QUERIES[i % QUERIES.length], hits);

    log(`${SEQUENTIAL_REQUESTS} searches one after the other, ${QUERIES.length} different queries`);
    const sequential: number[] = [];
    let wall = performance.now();
    for (let i = 0; i < SEQUENTIAL_REQUESTS; i++)
      sequential.push(await timedSearch(base, account.cookie, QUERIES[i % QUERIES.length], hits));
    const alone = summarise(sequential, performance.now() - wall);

    log(`${CONCURRENT_REQUESTS} searches from ${CONCURRENT_WORKERS} clients at once`);
    const concurrent: number[] = [];
    let next = 0;
    wall = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENT_WORKERS }, async () => {
        while (next < CONCURRENT_REQUESTS) {
          const i = next++;
          concurrent.push(await timedSearch(base, account.cookie, QUERIES[(i * 7) % QUERIES.length], hits));
        }
      }),
    );
    const loaded = summarise(concurrent, performance.now() - wall);

    const empty = [...hits].filter(([, n]) => n === 0).map(([q]) => q);
    if (empty.length)
      throw new Error(`no results for ${empty.join(", ")}: the generated items or the indexes are wrong`);

    const stopped = await server.stop();
    server = undefined;
    log(`stopped in ${Math.round(stopped.shutdownMs)} ms`);

    const row = (label: string, l: Latencies) => [
      label,
      l.requests,
      l.reqPerSec,
      l.p50Ms,
      l.p95Ms,
      l.p99Ms,
      l.maxMs,
    ];
    return {
      variant: db,
      columns: ["run", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms"],
      rows: [row("one client", alone), row(`${CONCURRENT_WORKERS} clients`, loaded)],
      summary: [
        { label: "items searched", value: inserted },
        { label: "insert and index time", value: Math.round(insertMs), unit: "ms" },
      ],
      goals: [
        {
          label: "GET /api/search p95 (every kind, 5 per kind), one client",
          target: `≤ ${P95_GOAL_MS} ms`,
          measured: `${alone.p95Ms} ms`,
          met: alone.p95Ms <= P95_GOAL_MS,
        },
      ],
      figures: {
        items: inserted,
        perKind: Object.fromEntries(KINDS.map((k) => [k.table, k.rows])),
        memberBoards: MEMBER_BOARDS,
        insertMs: Math.round(insertMs),
        queries: QUERIES,
        hitsPerQuery: Object.fromEntries(hits),
        sequential: alone,
        concurrent: { workers: CONCURRENT_WORKERS, ...loaded },
      },
      notes: [
        `${ITEMS.toLocaleString("en")} generated items beside the seed: ${KINDS.map((k) => `${k.table} ${k.rows.toLocaleString("en")}`).join(", ")}`,
        `deliverables spread over every account (the searching user among them); the user is a member of ${MEMBER_BOARDS} of 600 boards`,
        "latency measured from the client: one request searching all eight kinds (5 results each, ranked), JSON",
      ],
    };
  } catch (err) {
    const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
    throw new Error(server ? `${message}\nserver output:\n${server.output()}` : message);
  } finally {
    await cleanUpRun({ server, dataDir, fresh }, log);
  }
}

export const search: Benchmark = {
  name: "search",
  description: `p95 of the global search (/api/search, every kind) over ${ITEMS.toLocaleString("en")} generated items, on PGlite then PostgreSQL`,
  run: (log) => onEachDatabase(log, runOn),
};
