import { bulkInsert } from "./lib/bulk-insert";
import { type Latencies, summarise } from "./lib/latency";
import { freshDatabaseFor } from "./lib/postgres";
import { cleanUpRun, type RunningServer, register, startServer } from "./lib/server";
import type { Benchmark, BenchResult, Skipped } from "./lib/types";
import { onEachDatabase } from "./lib/variants";

const DOCUMENTS = 10_000;
/** Words per generated document body (the seeded articles run from 150 to 600 words). */
const BODY_WORDS = 300;
const SEQUENTIAL_REQUESTS = 400;
const CONCURRENT_WORKERS = 8;
const CONCURRENT_REQUESTS = 800;
const WARMUP_REQUESTS = 60;
const WARMUP_MS = 8_000;
const P95_GOAL_MS = 50;

type Db = "pglite" | "postgres";

/** The vocabulary of credit and leasing, accents included, that generated documents are written with. */
export const WORDS =
  `crédit bail leasing locataire bailleur loyer échéance échéancier valeur résiduelle option achat
levée restitution contrat avenant prolongation résiliation anticipée indemnité pénalité recouvrement amiable
contentieux impayé relance mise en demeure déchéance terme garantie caution nantissement gage hypothèque
sûreté scoring octroi décision comité risque notation défaut probabilité exposition provision dépréciation
bâle solvabilité fonds propres liquidité ratio usure taux effectif global tarification marge commission
frais dossier assurance emprunteur sinistre franchise matériel véhicule équipement immobilier professionnel
particulier entreprise artisan commerçant agriculteur médical informatique industriel chantier transport
flotte concessionnaire constructeur distributeur fournisseur vendor partenariat apporteur courtier agence
réseau origination souscription instruction analyse bilan liasse fiscale trésorerie endettement capacité
remboursement revenus charges reste vivre conformité réglementation directive consommation information
précontractuelle rétractation démarchage lutte blanchiment vigilance bénéficiaire effectif identité
justificatif signature électronique dématérialisation archivage données personnelles consentement
facturation encaissement prélèvement sepa mandat rejet régularisation comptabilité écriture lettrage
rapprochement clôture mensuelle annuelle ifrs norme amortissement financier linéaire dégressif fiscalité
tva refacturation cession portefeuille titrisation refinancement trésorier banque établissement société
financement filiale groupe direction commerciale opérations back office middle front conseiller chargé
affaires analyste gestionnaire responsable projet migration progiciel paramétrage interface api batch flux
traitement nuit incident anomalie recette test régression déploiement formation utilisateur procédure
guide checklist modèle note synthèse rapport tableau bord indicateur pilotage performance qualité délai
client satisfaction réclamation médiation litige expertise valorisation remarketing revente enchères
marché occasion cote décote kilométrage entretien maintenance pneumatiques carburant télématique`
    .split(/\s+/)
    .filter(Boolean);

/** What people type: single words, phrases, accents left out, and prefixes while typing. */
export const QUERIES = [
  "crédit-bail",
  "credit bail",
  "valeur résiduelle",
  "valeur residuelle",
  "recouvrement amiable",
  "résiliation anticipée",
  "loyer",
  "leasing",
  "taux usure",
  "option achat",
  "garantie caution",
  "échéancier facturation",
  "scoring octroi",
  "restitution matériel",
  "conformité directive consommation",
  "prélèvement sepa rejet",
  "migration progiciel paramétrage",
  "rési",
  "amort",
  "titrisation portefeuille",
];

/** French function words: about half of running text, and ignored by the index (as in real documents). */
export const STOPWORDS =
  `de la le les et des du un une pour par sur dans avec au aux est sont qui que ce cette ces
son sa ses leur leurs il elle ils on ne pas plus en à ou mais donc lors dont entre sans sous après avant`
    .split(/\s+/)
    .filter(Boolean);

/**
 * Documents are topical, as real ones are: each draws most of its vocabulary from one of eight
 * slices of WORDS (skewed towards the slice's first words), some from anywhere, and about 45 %
 * function words. A common term then matches a share of the corpus, a rare one a handful.
 */
export const INSERT_DOCUMENTS = `
insert into knowledge_items (id, category, kind, title, description, content, status, view_count)
select 'bench-' || g,
       (array['Métiers du Crédit', 'Progiciels & Solutions', 'Réglementation', 'Soft Skills', 'Gestion de Projet'])[1 + g % 5],
       'article',
       initcap(w[1 + ((g % 8) * (n / 8) + (g * 7) % (n / 8)) % n]) || ' et ' || w[1 + ((g % 8) * (n / 8) + (g * 13) % (n / 8)) % n]
         || ' : ' || w[1 + (g * 17) % n] || ' (' || g || ')',
       (select string_agg(case when r1 < 0.45 then sw[1 + floor(r2 * sn)::int]
                               when r1 < 0.9 then w[1 + ((g % 8) * (n / 8) + floor((n / 8) * power(r2, 1.5))::int) % n]
                               else w[1 + floor(r2 * n)::int] end, ' ')
          from (select random() as r1, random() as r2 from generate_series(1, 30) s where g > 0) r),
       (select string_agg(case when r1 < 0.45 then sw[1 + floor(r2 * sn)::int]
                               when r1 < 0.9 then w[1 + ((g % 8) * (n / 8) + floor((n / 8) * power(r2, 1.5))::int) % n]
                               else w[1 + floor(r2 * n)::int] end, ' ')
          from (select random() as r1, random() as r2 from generate_series(1, $3::int) s where g > 0) r),
       (array['validated', 'review', 'draft'])[1 + g % 3],
       g % 500
from generate_series(1, $2::int) g,
     (select $1::text[] as w, cardinality($1::text[]) as n, $4::text[] as sw, cardinality($4::text[]) as sn) vocabulary`;

/** Numbers the searches, so that each one is a new URL (see `timedSearch`). */
let searches = 0;

/**
 * One search as the client sends it, timed from request to parsed body; refuses errors and empty
 * answers for common words. The server keeps each user's answers to a URL until data changes
 * (plugins/read-cache.ts): a parameter the route ignores makes every search a new URL, so what is
 * measured is the search itself, as when people type new words.
 */
async function timedSearch(base: string, cookie: string, q: string, hits: Map<string, number>) {
  const started = performance.now();
  const url = `${base}/api/knowledge/search?q=${encodeURIComponent(q)}&lang=fr&n=${++searches}`;
  const res = await fetch(url, {
    headers: { cookie },
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await res.json()) as { items?: unknown[]; message?: string };
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`search "${q}" answered ${res.status}: ${JSON.stringify(body)}`);
  hits.set(q, body.items?.length ?? 0);
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
    // One account per concurrent client, as when colleagues search at the same time.
    const accounts = [];
    for (let i = 0; i < CONCURRENT_WORKERS; i++) accounts.push(await register(server.url));
    const account = accounts[0];
    await server.stop();
    server = undefined;

    const insertStarted = performance.now();
    const inserted = await bulkInsert(
      { url: fresh?.url, dataDir },
      INSERT_DOCUMENTS,
      [WORDS, DOCUMENTS, BODY_WORDS, STOPWORDS],
      "knowledge_items",
      0.42,
    );
    const insertMs = performance.now() - insertStarted;
    log(
      `inserted ${inserted} generated documents in ${Math.round(insertMs)} ms (indexed as they are written)`,
    );

    server = await startServer({ databaseUrl: fresh?.url, dataDir });
    const base = server.url;
    const hits = new Map<string, number>();
    // The server reads the vectors into its search index once started (searches meanwhile run in
    // the database): what is measured is the steady state.
    log(`warming up (${WARMUP_REQUESTS} searches, at least ${WARMUP_MS / 1000} s)`);
    const warmupStarted = performance.now();
    for (let i = 0; i < WARMUP_REQUESTS || performance.now() - warmupStarted < WARMUP_MS; i++)
      await timedSearch(base, account.cookie, QUERIES[i % QUERIES.length], hits);

    log(`${SEQUENTIAL_REQUESTS} searches one after the other, ${QUERIES.length} different queries`);
    const sequential: number[] = [];
    let wall = performance.now();
    for (let i = 0; i < SEQUENTIAL_REQUESTS; i++) {
      sequential.push(await timedSearch(base, account.cookie, QUERIES[i % QUERIES.length], hits));
    }
    const alone = summarise(sequential, performance.now() - wall);

    log(`${CONCURRENT_REQUESTS} searches from ${CONCURRENT_WORKERS} clients at once`);
    const concurrent: number[] = [];
    let next = 0;
    wall = performance.now();
    await Promise.all(
      accounts.map(async ({ cookie }) => {
        while (next < CONCURRENT_REQUESTS) {
          const i = next++;
          concurrent.push(await timedSearch(base, cookie, QUERIES[(i * 7) % QUERIES.length], hits));
        }
      }),
    );
    const loaded = summarise(concurrent, performance.now() - wall);

    const empty = [...hits].filter(([, n]) => n === 0).map(([q]) => q);
    if (empty.length)
      throw new Error(`no results for ${empty.join(", ")}: the generated corpus or the index is wrong`);

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
        { label: "documents searched", value: inserted },
        { label: "words per document body", value: BODY_WORDS },
        { label: "insert and index time", value: Math.round(insertMs), unit: "ms" },
      ],
      goals: [
        {
          label: "GET /api/knowledge/search p95, one client",
          target: `< ${P95_GOAL_MS} ms`,
          measured: `${alone.p95Ms} ms`,
          met: alone.p95Ms < P95_GOAL_MS,
        },
        {
          label: `GET /api/knowledge/search p95 at ${CONCURRENT_WORKERS} clients`,
          target: `≤ ${P95_GOAL_MS} ms`,
          measured: `${loaded.p95Ms} ms`,
          met: loaded.p95Ms <= P95_GOAL_MS,
        },
      ],
      figures: {
        documents: inserted,
        bodyWords: BODY_WORDS,
        insertMs: Math.round(insertMs),
        queries: QUERIES,
        hitsPerQuery: Object.fromEntries(hits),
        sequential: alone,
        concurrent: { workers: CONCURRENT_WORKERS, ...loaded },
      },
      notes: [
        `${DOCUMENTS} generated French credit and leasing documents (titles, descriptions, ${BODY_WORDS}-word topical bodies) beside the seed`,
        "latency measured from the client: request, ranking in the server's search index (ts_rank's weights, the vectors read from the rows), the page's rows and passages, JSON",
        `${CONCURRENT_WORKERS} clients: ${CONCURRENT_WORKERS} accounts searching in parallel loops, the same queries in another order`,
        "every search is a new URL, so the per-user read cache never answers: the search itself is measured",
      ],
    };
  } catch (err) {
    // Some errors (a fetch timeout's DOMException) have a read-only message: wrap rather than edit.
    const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
    throw new Error(server ? `${message}\nserver output:\n${server.output()}` : message);
  } finally {
    await cleanUpRun({ server, dataDir, fresh }, log);
  }
}

export const knowledgeSearch: Benchmark = {
  name: "knowledge-search",
  description: `p95 of /api/knowledge/search over ${DOCUMENTS.toLocaleString("en")} generated documents, on PGlite then PostgreSQL`,
  run: (log) => onEachDatabase(log, runOn),
};
