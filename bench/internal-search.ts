import { bulkInsert } from "./lib/bulk-insert";
import { type Latencies, percentile, summarise } from "./lib/latency";

const round = (n: number) => Math.round(n * 100) / 100;

import { freshDatabaseFor } from "./lib/postgres";
import { cleanUpRun, type RunningServer, register, startServer } from "./lib/server";
import type { Benchmark, BenchResult, Skipped } from "./lib/types";
import { onEachDatabase } from "./lib/variants";

const ITEMS = 100_000;
const SEQUENTIAL_REQUESTS = 400;
const CONCURRENT_WORKERS = 8;
const CONCURRENT_REQUESTS = 800;
const WARMUP_REQUESTS = 60;
const P95_GOAL_MS = 50;

type Db = "pglite" | "postgres";

/** Names are "<kind> de <subject> <domain> n°<g>": 15 × 20 × 10 combinations, accents included. */
const KINDS = [
  "Analyseur",
  "Générateur",
  "Connecteur",
  "Tableau de bord",
  "Assistant",
  "Calculateur",
  "Extracteur",
  "Moteur",
  "Kit",
  "Modèle",
  "Simulateur",
  "Contrôleur",
  "Référentiel",
  "Agent",
  "Pipeline",
];
const SUBJECTS = [
  "loyers",
  "échéanciers",
  "réconciliation",
  "scoring",
  "relances",
  "covenants",
  "KYC",
  "migration",
  "recette",
  "reporting",
  "IFRS 16",
  "trésorerie",
  "valeurs résiduelles",
  "impayés",
  "garanties",
  "prélèvements SEPA",
  "liasses fiscales",
  "taux d'usure",
  "restitutions",
  "sinistres",
];
const DOMAINS = [
  "crédit-bail",
  "LOA",
  "LLD",
  "affacturage",
  "crédit conso",
  "immobilier",
  "flotte",
  "PME",
  "Alfa",
  "agricole",
];

/** The vocabulary descriptions and tags are drawn from. */
export const ITEM_WORDS =
  `crédit bail leasing locataire bailleur loyer échéance échéancier valeur résiduelle option achat
levée restitution contrat avenant prolongation résiliation anticipée indemnité recouvrement amiable contentieux
impayé relance garantie caution nantissement scoring octroi décision comité risque notation défaut provision
usure taux tarification marge frais dossier assurance matériel véhicule équipement immobilier professionnel
entreprise artisan flotte concessionnaire constructeur apporteur courtier origination souscription analyse bilan
liasse fiscale trésorerie endettement conformité directive consommation signature électronique archivage
facturation encaissement prélèvement sepa mandat rejet comptabilité écriture lettrage rapprochement clôture ifrs
amortissement cession portefeuille titrisation refinancement migration progiciel paramétrage interface api batch
flux traitement incident anomalie recette test régression déploiement formation procédure guide checklist modèle
note synthèse rapport tableau indicateur pilotage performance qualité réclamation expertise remarketing revente`
    .split(/\s+/)
    .filter(Boolean);

/** $1 the vocabulary, $2 how many items. Every tenth one waits for validation, every 23rd is featured. */
export const INSERT_ITEMS = `
insert into internal_items (id, name, description, type, category, subcategory, tags, author_name,
  author_department, version, featured, artefact_url, status, downloads)
select 'bench-' || g,
       (${sqlArray(KINDS)})[1 + g % ${KINDS.length}] || ' de ' || (${sqlArray(SUBJECTS)})[1 + (g / ${KINDS.length}) % ${SUBJECTS.length}]
         || ' ' || (${sqlArray(DOMAINS)})[1 + (g / ${KINDS.length * SUBJECTS.length}) % ${DOMAINS.length}] || ' n°' || g,
       (select string_agg(w[1 + floor(random() * n)::int + 0 * s], ' ') from generate_series(1, 30) s where g > 0),
       (array['bundle', 'microservice', 'template', 'agent'])[1 + g % 4],
       (array['business-analyst', 'developer', 'pmo', 'integrator'])[1 + (g / 4) % 4],
       (array['Analyse crédit', 'Migration', 'Reporting', null])[1 + g % 4],
       (select array_agg(w[1 + floor(random() * n)::int + 0 * s]) from generate_series(1, 5) s where g > 0),
       -- (The "0 * s" keeps each aggregate inside its subquery, so every item gets its own text.)
       'Collègue ' || (g % 400),
       (array['DSI Leasing', 'PMO Groupe', 'Practice Alfa', 'Direction des Risques'])[1 + g % 4],
       (1 + g % 4) || '.' || (g % 10) || '.0',
       g % 23 = 0,
       'https://artefacts.praxis-interne.fr/bench/' || g,
       case when g % 10 = 0 then 'pending' else 'approved' end,
       g % 300
from generate_series(1, $2::int) g, (select $1::text[] as w, cardinality($1::text[]) as n) words`;

function sqlArray(values: string[]) {
  return `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")}]`;
}

/** What colleagues type: names and subjects, accents left out, prefixes, typos, and filters. */
const QUERIES = [
  "search=réconciliation",
  "search=reconciliation",
  "search=calculateur%20loyers",
  "search=calculateur%20de%20loy",
  "search=echeanciers%20LOA",
  "search=prélèvements%20sepa",
  "search=valeurs%20residuelles%20flotte",
  "search=reconcilation",
  "search=calculatuer%20de%20loyers",
  "search=simulteur%20echeanciers",
  "search=KYC&category=business-analyst",
  "search=migration%20Alfa&type=bundle",
  "search=tableau%20de%20bord&featured=true",
  "search=impayés%20relance",
  "search=crédit-bail",
  "search=garant",
  "search=rapport%20pilotage",
  "search=titrisation%20portefeuille",
  "search=lo",
  "search=zzqxw",
];

/** The Explorer without a search (first visit, filters only): measured apart, no goal. */
const BROWSING = ["", "category=developer&type=microservice", "featured=true"];
const BROWSING_REQUESTS = 90;

/** One Explorer request, timed from request to parsed body; refuses errors. */
async function timedList(
  base: string,
  cookie: string,
  q: string,
  hits: Map<string, number>,
  perQuery: Map<string, number[]>,
) {
  const started = performance.now();
  const res = await fetch(`${base}/api/internal-marketplace/items?${q}&limit=24`, {
    headers: { cookie },
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json()) as unknown[] | { message?: string };
  const ms = performance.now() - started;
  if (res.status !== 200 || !Array.isArray(body))
    throw new Error(`"${q}" answered ${res.status}: ${JSON.stringify(body)}`);
  hits.set(q, body.length);
  perQuery.set(q, [...(perQuery.get(q) ?? []), ms]);
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

    const insertStarted = performance.now();
    const inserted = await bulkInsert(
      { url: fresh?.url, dataDir },
      INSERT_ITEMS,
      [ITEM_WORDS, ITEMS],
      "internal_items",
      0.42,
    );
    const insertMs = performance.now() - insertStarted;
    log(`inserted ${inserted} generated items in ${Math.round(insertMs)} ms (indexed as they are written)`);

    server = await startServer({ databaseUrl: fresh?.url, dataDir });
    const base = server.url;
    const hits = new Map<string, number>();
    const perQuery = new Map<string, number[]>();
    log(`warming up (${WARMUP_REQUESTS} requests)`);
    for (let i = 0; i < WARMUP_REQUESTS; i++)
      await timedList(base, account.cookie, QUERIES[i % QUERIES.length], hits, new Map());

    log(`${SEQUENTIAL_REQUESTS} requests one after the other, ${QUERIES.length} different queries`);
    const sequential: number[] = [];
    let wall = performance.now();
    for (let i = 0; i < SEQUENTIAL_REQUESTS; i++) {
      sequential.push(await timedList(base, account.cookie, QUERIES[i % QUERIES.length], hits, perQuery));
    }
    const alone = summarise(sequential, performance.now() - wall);

    log(`${CONCURRENT_REQUESTS} requests from ${CONCURRENT_WORKERS} clients at once`);
    const concurrent: number[] = [];
    let next = 0;
    wall = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENT_WORKERS }, async () => {
        while (next < CONCURRENT_REQUESTS) {
          const i = next++;
          concurrent.push(
            await timedList(base, account.cookie, QUERIES[(i * 7) % QUERIES.length], hits, new Map()),
          );
        }
      }),
    );
    const loaded = summarise(concurrent, performance.now() - wall);

    log(`${BROWSING_REQUESTS} Explorer requests without a search (${BROWSING.length} variants)`);
    const browsing: number[] = [];
    wall = performance.now();
    for (let i = 0; i < BROWSING_REQUESTS; i++) {
      browsing.push(await timedList(base, account.cookie, BROWSING[i % BROWSING.length], hits, new Map()));
    }
    const browsed = summarise(browsing, performance.now() - wall);

    // The floor under every figure above: a route that does no work, same client, same machine.
    const bare: number[] = [];
    wall = performance.now();
    for (let i = 0; i < BROWSING_REQUESTS; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(15_000) });
      await res.arrayBuffer();
      bare.push(performance.now() - started);
    }
    const floor = summarise(bare, performance.now() - wall);

    // A nonsense word must find nothing; every other query must find something.
    const empty = [...hits].filter(([q, n]) => n === 0 && q !== "search=zzqxw").map(([q]) => q);
    if (empty.length)
      throw new Error(`no results for ${empty.join(", ")}: the generated items or the index are wrong`);
    if (hits.get("search=zzqxw")) throw new Error("a nonsense word found solutions");

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
    const slowest = [...perQuery]
      .map(([q, ms]) => ({
        q,
        p95: percentile(
          [...ms].sort((a, b) => a - b),
          95,
        ),
      }))
      .sort((a, b) => b.p95 - a.p95)
      .slice(0, 3);
    return {
      variant: db,
      columns: ["run", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms"],
      rows: [
        row("one client", alone),
        row(`${CONCURRENT_WORKERS} clients`, loaded),
        row("no search (browsing), one client", browsed),
        row("GET /api/health (floor), one client", floor),
        ...slowest.map((s) => [
          `  slowest: ${decodeURIComponent(s.q)}`,
          null,
          null,
          null,
          round(s.p95),
          null,
          null,
        ]),
      ],
      summary: [
        { label: "items searched", value: inserted },
        { label: "insert and index time", value: Math.round(insertMs), unit: "ms" },
      ],
      goals: [
        {
          label: "GET /api/internal-marketplace/items p95, one client",
          target: `< ${P95_GOAL_MS} ms`,
          measured: `${alone.p95Ms} ms`,
          met: alone.p95Ms < P95_GOAL_MS,
        },
      ],
      figures: {
        items: inserted,
        insertMs: Math.round(insertMs),
        queries: QUERIES,
        hitsPerQuery: Object.fromEntries(hits),
        p95PerQuery: Object.fromEntries(
          [...perQuery].map(([q, ms]) => [
            q,
            round(
              percentile(
                [...ms].sort((a, b) => a - b),
                95,
              ),
            ),
          ]),
        ),
        sequential: alone,
        concurrent: { workers: CONCURRENT_WORKERS, ...loaded },
        browsing: { queries: BROWSING, ...browsed },
        healthFloor: floor,
      },
      notes: [
        `${ITEMS} generated solutions (90% approved) beside the seed; 24 results per request, as the Explorer asks`,
        "full text (fr_unaccent, the last word also as an unstemmed prefix), words unknown to the vocabulary corrected by trigram similarity, ranked; ratings from the reviews of the page returned",
      ],
    };
  } catch (err) {
    if (server) (err as Error).message += `\nserver output:\n${server.output()}`;
    throw err;
  } finally {
    await cleanUpRun({ server, dataDir, fresh }, log);
  }
}

export const internalSearch: Benchmark = {
  name: "internal-search",
  description: `p95 of the internal marketplace's Explorer search over ${ITEMS.toLocaleString("en")} generated items, on PGlite then PostgreSQL`,
  run: (log) => onEachDatabase(log, runOn),
};
