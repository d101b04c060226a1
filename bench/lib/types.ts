/** One figure of a run, in the unit printed beside it. */
export type Metric = { label: string; value: number | string | null; unit?: string };

/** A target the figures are compared with: `met` is null when it could not be measured. */
export type Goal = { label: string; target: string; measured: string; met: boolean | null };

/**
 * What one run of a benchmark produces. `variant` names what the run was made on (the database
 * for the API, `pglite` for the web pages) and gives the file name `bench/results/<name>-<variant>.json`.
 */
export type BenchResult = {
  variant: string;
  /** Rows of the printed table: each row a list of cells, under `columns`. */
  columns: string[];
  rows: (string | number | null)[][];
  goals: Goal[];
  /** Single figures printed under the table (ratios, start and stop times...). */
  summary?: Metric[];
  /** Everything worth keeping for later comparison; written to the JSON file as is. */
  figures: Record<string, unknown>;
  notes?: string[];
};

/** A variant that could not run (PostgreSQL unreachable...), with the reason. */
export type Skipped = { variant: string; skipped: string };
/** A variant that broke (server did not start, errors under load...): the harness exits with 1. */
export type Failed = { variant: string; failed: string };
export type Outcome = BenchResult | Skipped | Failed;

export type Benchmark = {
  name: string;
  description: string;
  /** Returns one result per variant; must stop by itself (every wait and load run is bounded). */
  run: (log: (line: string) => void) => Promise<Outcome[]>;
};
