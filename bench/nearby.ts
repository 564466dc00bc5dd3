// bench:nearby: 1,000,000 profiles (70% packed into 20 real cities) in the real PostgreSQL; p50/p95/p99 of
// the nearby SQL alone and of GET /api/discover/nearby, throughput at 50 concurrent requests, and the ratio
// against the same query as a full scan. Needs DATABASE_URL (any database on the server; a scratch
// database is created and dropped). Figures are printed, never asserted.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { CITIES } from '@blaze/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { blocksService } from '../apps/server/src/modules/blocks/blocks.service.ts';
import { profilesService } from '../apps/server/src/modules/profiles/profiles.service.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const QUERIES = 2_000;
const CONCURRENCY = 50;
const base = process.env.DATABASE_URL;
if (!base) {
  console.error(
    'bench:nearby needs DATABASE_URL (PostgreSQL), e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(2);
}
const cities = CITIES.slice(0, 20);
const name = `blaze_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;

const pct = (xs: number[], p: number) =>
  xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const summary = (label: string, xs: number[]) => {
  xs.sort((a, b) => a - b);
  console.log(
    `${label}: p50 ${pct(xs, 50).toFixed(2)} ms, p95 ${pct(xs, 95).toFixed(2)} ms, p99 ${pct(xs, 99).toFixed(2)} ms (n=${xs.length})`,
  );
  return xs;
};
const randomViewer = () => {
  const c = cities[Math.floor(Math.random() * cities.length)]!;
  return { lat: c.lat + (Math.random() - 0.5) * 0.1, lng: c.lng + (Math.random() - 0.5) * 0.1 };
};

const database = await openDatabase({ kind: 'postgres', url: url.toString() });
try {
  const { db } = database;
  let t0 = performance.now();
  const cityValues = cities.map((c, i) => `(${i},${c.lat},${c.lng})`).join(',');
  await db.execute(
    sql.raw(`
    CREATE TEMP TABLE bench_cities(i int, lat float8, lng float8);
    INSERT INTO bench_cities VALUES ${cityValues};
    INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
      SELECT 'b' || g, 'Bench ' || g, 'b' || g || '@bench.invalid', true, now(), now() FROM generate_series(1, ${ROWS}) g;
    INSERT INTO profiles (id, username, display_name, age, is_online, last_active, location_visible, profile_type,
                          latitude, longitude, public_lat, public_lng, location_anchor_lat, location_anchor_lng, created_at, updated_at)
      SELECT 'b' || g, 'bench' || g, 'Bench ' || g, 18 + (g % 52), (g % 3 = 0), now(), (g % 33 <> 0),
             CASE WHEN g % 20 = 0 THEN 'escort' ELSE 'dating' END, pt.lat, pt.lng, pt.lat, pt.lng, pt.lat, pt.lng, now(), now()
      FROM generate_series(1, ${ROWS}) g
      CROSS JOIN LATERAL (
        SELECT CASE WHEN g % 10 < 7 THEN c.lat + (random() - 0.5) * 0.4 ELSE -50 + random() * 110 END AS lat,
               CASE WHEN g % 10 < 7 THEN c.lng + (random() - 0.5) * 0.6 ELSE -130 + random() * 280 END AS lng
        FROM bench_cities c WHERE c.i = g % 20
      ) pt;
    ANALYZE profiles;
  `),
  );
  console.log(
    `seeded ${ROWS.toLocaleString()} profiles in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const profiles = profilesService(db, blocksService(db));
  const query = (p: { lat: number; lng: number }) =>
    profiles.nearby('b1', {
      ...p,
      radiusM: 25_000,
      minAge: 25,
      maxAge: 45,
      types: ['dating'],
      onlineOnly: false,
      limit: 50,
      offset: 0,
    });
  for (let i = 0; i < 50; i++) await query(randomViewer());
  const sqlTimes: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const s = performance.now();
    await query(randomViewer());
    sqlTimes.push(performance.now() - s);
  }
  const indexed = summary('SQL (nearby, 25 km, ages 25-45, dating, 50 rows)', sqlTimes);

  const plan = await db.execute(
    sql.raw(
      `EXPLAIN SELECT id FROM profiles WHERE earth_box(ll_to_earth(52.5, 13.4), 25000) @> ll_to_earth(public_lat, public_lng) ORDER BY ll_to_earth(public_lat, public_lng) <-> ll_to_earth(52.5, 13.4) LIMIT 50`,
    ),
  );
  const planText = (plan as unknown as { rows: Array<Record<string, string>> }).rows
    .map((r) => Object.values(r)[0])
    .join(' | ');
  console.log(`plan: ${planText.slice(0, 220)}`);

  await db.execute(sql.raw('SET enable_indexscan = off; SET enable_bitmapscan = off;'));
  const scanTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const s = performance.now();
    await query(randomViewer());
    scanTimes.push(performance.now() - s);
  }
  await db.execute(sql.raw('SET enable_indexscan = on; SET enable_bitmapscan = on;'));
  const scan = summary('SQL as a full scan (same query, indexes off)', scanTimes);
  console.log(`full scan / indexed (p50): ${(pct(scan, 50) / pct(indexed, 50)).toFixed(0)}x`);

  // The HTTP endpoint, through the whole app (auth, validation, limits, mapping), at 50 concurrent requests.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_GLOBAL_MAX: '100000000',
    RATE_LIMIT_SIGN_UP_MAX: '100000',
    PORT: '3210',
  });
  const app = await buildApp({ config, database, redis: null });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${address.port}`;
  const cookies: string[] = [];
  for (let i = 0; i < CONCURRENCY; i++) {
    const res = await fetch(`${origin}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `viewer${i}.${process.pid}@bench.invalid`,
        password: 'velvet-otter-rides-42',
      }),
    });
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('blaze.session_token='))!
      .split(';')[0]!;
    await fetch(`${origin}/api/me/location`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(randomViewer()),
    });
    cookies.push(cookie);
  }
  const httpTimes: number[] = [];
  let next = 0;
  let failures = 0;
  t0 = performance.now();
  await Promise.all(
    cookies.map(async (cookie) => {
      while (next < QUERIES) {
        next++;
        const s = performance.now();
        const res = await fetch(
          `${origin}/api/discover/nearby?radiusKm=25&minAge=25&maxAge=45&types=dating&limit=50`,
          { headers: { cookie } },
        );
        await res.arrayBuffer();
        if (res.status !== 200) failures++;
        httpTimes.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  summary(`HTTP GET /api/discover/nearby at ${CONCURRENCY} concurrent`, httpTimes);
  console.log(
    `throughput: ${(QUERIES / seconds).toFixed(0)} requests/s (${failures} non-200 replies)`,
  );
  console.log(
    'targets on this 2-core machine: SQL p99 <= 10 ms, HTTP p99 <= 30 ms at >= 1,000 requests/s',
  );
  await app.close();
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
