import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Placeholder, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config.ts';
import { schema } from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /** PGlite only: the whole data folder as a tarball, for `openDatabase`'s `from` (tests' template). */
  dump?: () => Promise<Blob>;
};

type Rows = { rows: Array<Record<string, unknown>> };

/** Who hears each statement a database handle sends (tests' statement budgets, issue 30). */
type StatementObserver = (text: string) => void;
const observersOf = new WeakMap<object, Set<StatementObserver>>();

/**
 * Calls `observer` with the text of every statement `db` sends from now on, through drizzle or as a
 * named statement, until the returned function is called. Counting is exact on both engines, where a
 * timing is not: the statement budgets of the hot actions are counts.
 */
export function observeStatements(db: Database, observer: StatementObserver): () => void {
  const observers = observersOf.get(db);
  if (!observers) throw new Error('observeStatements: not a handle opened by openDatabase');
  observers.add(observer);
  return () => observers.delete(observer);
}

/** drizzle's logger hook, handing each statement to the handle's observers (none: one size check). */
function statementLogger(observers: Set<StatementObserver>) {
  return {
    logQuery(query: string) {
      if (observers.size) for (const observer of observers) observer(query);
    },
  };
}
/** Per open PostgreSQL database: runs a statement as a named prepared statement. */
const namedRunners = new WeakMap<
  object,
  (name: string, text: string, values: unknown[]) => Promise<Rows>
>();

/**
 * Runs a statement that a hot path repeats (sending a message, delivered acks) under a name, so
 * PostgreSQL parses and plans it once per connection instead of on every call: half the time of a
 * send on this machine. The statement's text must not vary between calls (only its parameters).
 * PGlite, and a transaction's handle, run it as an ordinary statement.
 */
export async function executeNamed(db: Database, name: string, query: SQL): Promise<Rows> {
  const run = namedRunners.get(db);
  if (!run) return (await db.execute(query)) as unknown as Rows;
  const { sql: text, params } = dialectOf(db).sqlToQuery(query);
  return run(name, text, params);
}

/** The SQL renderer behind a drizzle handle. */
const dialectOf = (db: Database) => (db as unknown as { dialect: PgDialect }).dialect;

/** The text of each prepared statement, rendered once, and the value each of its parameters takes. */
const prepared = new Map<string, { text: string; keys: string[] }>();

/**
 * Like `executeNamed`, for the hottest statements: drizzle renders the statement once, with a
 * placeholder for each value, and later calls only bind `values` (rendering a long statement on every
 * call was a tenth of a node's CPU under bench:messaging). `build` must interpolate every value
 * through `v(key)` and give the same text each time. PGlite, and a transaction's handle, build and
 * run it with the values as an ordinary statement.
 */
export async function executePrepared<V extends Record<string, unknown>>(
  db: Database,
  name: string,
  build: (v: (key: keyof V & string) => SQLChunk) => SQL,
  values: V,
): Promise<Rows> {
  const run = namedRunners.get(db);
  if (!run) return (await db.execute(build((key) => sql.param(values[key])))) as unknown as Rows;
  let statement = prepared.get(name);
  if (!statement) {
    const query = dialectOf(db).sqlToQuery(build((key) => sql.placeholder(key)));
    const keys = query.params.map((param) => {
      if (!(param instanceof Placeholder))
        throw new Error(`statement ${name} has a value not passed through v()`);
      return param.name as string;
    });
    statement = { text: query.sql, keys };
    prepared.set(name, statement);
  }
  return run(
    name,
    statement.text,
    statement.keys.map((key) => values[key]),
  );
}

/**
 * The settings of the app's PostgreSQL connections (JIT off, see `openPostgres`); a bench that runs
 * statements on a connection of its own uses them too, or its plans and timings are not the app's.
 */
export const APP_CONNECTION_OPTIONS = '-c jit=off';

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Extensions the schema and the nearby search rely on; created before any migration runs. */
const EXTENSIONS = ['cube', 'earthdistance', 'pg_trgm'] as const;

async function createExtensions(db: Database): Promise<void> {
  for (const name of EXTENSIONS)
    await db.execute(sql.raw(`CREATE EXTENSION IF NOT EXISTS ${name}`));
}

/**
 * Opens PGlite (embedded, default) or PostgreSQL (DATABASE_URL) and applies every migration. `from`
 * starts an in-memory PGlite from another one's dump (tests start from a migrated template: loading it
 * takes a tenth of the time of running the migrations again).
 */
export async function openDatabase(
  database: Config['database'],
  { from }: { from?: Blob } = {},
): Promise<DatabaseHandle> {
  return database.kind === 'postgres'
    ? openPostgres(database.url)
    : openPglite(database.dataDir, from);
}

async function openPglite(dataDir: string | null, from?: Blob): Promise<DatabaseHandle> {
  const [{ PGlite }, { cube }, { earthdistance }, { pg_trgm }, { drizzle }, { migrate }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/cube'),
      import('@electric-sql/pglite/contrib/earthdistance'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir ?? 'memory://', {
    extensions: { cube, earthdistance, pg_trgm },
    ...(from ? { loadDataDir: from } : {}),
  });
  const observers = new Set<StatementObserver>();
  const db = drizzle(client, { schema, logger: statementLogger(observers) });
  observersOf.set(db, observers);
  const handle = await prepare(
    db as unknown as Database,
    'pglite',
    () => migrate(db, { migrationsFolder }),
    () => client.close(),
  );
  return { ...handle, dump: () => client.dumpDataDir('none') };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // JIT off for the app's connections: every statement here is short, and PostgreSQL's JIT compiled the
  // feed's for longer than they ran (18 of 30 ms on bench:feed's first page, decision 015); it pays only
  // for long analytic queries, which the app does not run.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: APP_CONNECTION_OPTIONS });
  // An idle connection the server closes (restart, failover, a dropped test database) must not crash
  // the process: the pool replaces it on the next query. Report it and carry on.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${err.message}`);
  });
  const observers = new Set<StatementObserver>();
  const db = drizzle(pool, { schema, logger: statementLogger(observers) });
  observersOf.set(db, observers);
  const { logQuery } = statementLogger(observers);
  namedRunners.set(db, (name, text, values) => {
    logQuery(text);
    return pool.query({ name, text, values });
  });
  return prepare(
    db as unknown as Database,
    'postgres',
    () => migrate(db, { migrationsFolder }),
    () => pool.end(),
  );
}

/** Extensions first, then every migration; the same steps on both engines. */
async function prepare(
  db: Database,
  kind: DatabaseHandle['kind'],
  migrate: () => Promise<unknown>,
  close: () => Promise<void>,
): Promise<DatabaseHandle> {
  await createExtensions(db);
  await migrate();
  return { db, kind, ping: () => ping(db), close };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
