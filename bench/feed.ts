// bench:feed: issue 14's Speed section. 100,000 members (70% in six cities, so 'near me' has people), about
// 200 follows each with a skew (a few members followed by tens of thousands), 1,000,000 posts (a few
// members post a lot; text with #tags), 1,000,000 likes and 100,000 comments (most on recent posts, so
// Trending has a shape) in the real PostgreSQL, then the dashboard's reads measured three ways:
//   1. the SQL alone, through the repositories, the statements the server runs for each page, one at a time;
//   2. the same statements with their index dropped inside a rolled-back transaction, for the ratio;
//   3. GET /api/feed (and GET /api/search when the search module is on this branch) through the whole app
//      (session, validation, mapping, the page's cards), one request at a time, then 50 members at once.
// Figures are printed with the targets, never asserted. Needs DATABASE_URL (any database on the server; a
// scratch database blaze_bench_<pid> is created and dropped).
//
// Seeding is set-based SQL (generate_series). The tables come from the migrations; for the bulk load the
// secondary indexes of the four big tables are dropped and then built again from their own definitions
// (pg_indexes), and the foreign keys are not checked for the seed's own rows (session_replication_role):
// the same indexes and constraints as production, in minutes instead of an hour. VACUUM ANALYZE after.
//
// Search: GET /api/search and its repository (modules/search) come from another branch. When
// modules/search/search.repository.ts exists, its `members` and `posts` statements are measured and the
// endpoint is driven; until then the bench measures the statements the schema's trigram and tag indexes are
// for (written out below, labelled 'implied') and says the endpoint is absent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { AGE_MAX, AGE_MIN, CITIES, NEARBY_DEFAULT_RADIUS_KM } from '@blaze/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  APP_CONNECTION_OPTIONS,
  openDatabase,
  type Database,
} from '../apps/server/src/db/client.ts';
import { schema } from '../apps/server/src/db/schema.ts';
import { blockedEitherWay } from '../apps/server/src/modules/blocks/blocks.service.ts';
import { discoveryRepository } from '../apps/server/src/modules/discovery/discovery.repository.ts';
import {
  postsRepository,
  postVisibleTo,
  type PageKey,
} from '../apps/server/src/modules/posts/posts.repository.ts';
import { cpuMeter, type CpuSpent } from './cpu-time.ts';
import { signUpViewers } from './sign-up.ts';
import { summary, type Percentiles } from './percentiles.ts';
import { load, statuses } from './load.ts';
import type { LoadResult } from './nearby-load.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 1_000_000);
const LIKES = POSTS;
const COMMENTS = Math.round(POSTS / 10);
const CITY_COUNT = 6;
const SQL_QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
const SQL_WARM_UP = 50;
const SCAN_QUERIES = 3;
const SCAN_TIMEOUT_S = 5;
const VIEWERS = 64;
const HTTP_WARM_UP = 100;
const HTTP_SEQUENTIAL = Number(process.env.BENCH_HTTP ?? 200);
const CONCURRENCY = 50;
const HTTP_CLOSED = 5 * HTTP_SEQUENTIAL;
const FEED_POSTS = 7; // Feed's posts per page (feed.service.ts)
const PAGE = 10;
const SEARCH_PAGE = 20;
const TARGETS = { pageSqlP99Ms: 15, httpP99Ms: 40, searchSqlP99Ms: 20 };

const FIRST = [
  'Alex',
  'Ben',
  'Carlos',
  'Dan',
  'Eli',
  'Felix',
  'Gabe',
  'Hugo',
  'Ivan',
  'Jordan',
  'Kai',
  'Leo',
  'Marco',
  'Nico',
  'Omar',
  'Pablo',
  'Quinn',
  'Rafael',
  'Sam',
  'Theo',
  'Umar',
  'Victor',
  'Will',
  'Xavier',
  'Yusuf',
  'Zane',
  'Adrian',
  'Bruno',
  'Cole',
  'Diego',
  'Enzo',
  'Finn',
  'Gus',
  'Hassan',
  'Jamal',
  'Kenji',
  'Luca',
  'Mateo',
  'Noah',
  'Oscar',
  'Pierre',
  'Rory',
  'Stefan',
  'Tomas',
  'Vince',
  'Wes',
  'Yann',
  'Zack',
];
const LAST = [
  'Silva',
  'Smith',
  'Garcia',
  'Muller',
  'Rossi',
  'Dubois',
  'Novak',
  'Jensen',
  'Kowalski',
  'Costa',
  'Nguyen',
  'Kim',
  'Haddad',
  'Okafor',
  'Reyes',
  'Larsen',
  'Moreau',
  'Santos',
  'Weber',
  'Ivanov',
];
const WORDS = [
  'sunset',
  'brunch',
  'gym',
  'beach',
  'party',
  'coffee',
  'weekend',
  'rooftop',
  'club',
  'pride',
  'music',
  'tonight',
  'dinner',
  'hike',
  'swim',
  'travel',
  'festival',
  'drinks',
  'sauna',
  'bear',
  'twink',
  'leather',
  'dance',
  'vibes',
  'friends',
  'date',
  'city',
  'summer',
  'winter',
  'rain',
  'morning',
  'night',
  'happy',
  'tired',
  'bored',
  'looking',
  'chill',
  'fun',
  'new',
  'here',
  'back',
  'home',
  'work',
  'run',
  'yoga',
  'pool',
  'bar',
  'show',
  'drag',
  'brunching',
  'selfie',
  'mirror',
  'outfit',
  'boots',
  'harness',
];
const TAGS = [
  'pride',
  'gym',
  'beach',
  'brunch',
  'travel',
  'bear',
  'leather',
  'drag',
  'party',
  'sunday',
  'selfie',
  'ootd',
  'fitness',
  'love',
  'lgbtq',
  'summer',
  'festival',
  'night',
  'coffee',
  'rooftop',
];

const base = process.env.DATABASE_URL;
if (!base) {
  console.error(
    'bench:feed needs DATABASE_URL (PostgreSQL), e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(2);
}
const cities = CITIES.slice(0, CITY_COUNT);
const name = `blaze_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;

const ms = (x: number) =>
  Number.isNaN(x) ? '-' : x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0);
const int = (x: number) => Math.round(x).toLocaleString('en');
const describe = (p: Percentiles) =>
  `p50 ${ms(p.p50)} ms, p95 ${ms(p.p95)} ms, p99 ${ms(p.p99)} ms, max ${ms(p.max)} ms`;
const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length]!;
const sqlArray = (xs: readonly string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

const cpuPerRequest = (spent: CpuSpent, r: LoadResult) => {
  const n = r.latenciesMs.length;
  const parts = [`server ${ms(spent.serverMs / n)} ms`];
  if (spent.postgresMs !== null) parts.push(`PostgreSQL ${ms(spent.postgresMs / n)} ms`);
  parts.push(`load generator ${ms(r.cpuMs / n)} ms`);
  const busy =
    spent.utilisation === null ? '' : `; cores ${(spent.utilisation * 100).toFixed(0)}% busy`;
  return `      CPU per request: ${parts.join(', ')}${busy}`;
};

/** The search repository when modules/search has landed on this branch (see the header). */
type SearchRepo = {
  members(viewerId: string, q: string, offset: number, limit: number): Promise<string[]>;
  posts(
    viewerId: string,
    match: { tag: string } | { text: string },
    after: PageKey | null,
    limit: number,
  ): Promise<Array<{ id: string }>>;
};
const searchModule = new URL(
  '../apps/server/src/modules/search/search.repository.ts',
  import.meta.url,
);
const landedSearch = fs.existsSync(searchModule)
  ? ((await import(searchModule.href)) as { searchRepository: (db: Database) => SearchRepo })
      .searchRepository
  : null;
const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;
/** Until it lands: the statements the trigram and tag indexes of migration 0012 are there for. */
const impliedSearch = (db: Database): SearchRepo => ({
  async members(viewerId, q, offset, limit) {
    const result = await db.execute(sql`
      select p.id from profiles p
      where (${q} <% p.username or ${q} <% p.display_name)
        and p.id <> ${viewerId} and not ${blockedEitherWay(viewerId, sql`p.id`)}
      order by greatest(word_similarity(${q}, p.username),
        word_similarity(${q}, coalesce(p.display_name, ''))) desc, p.id
      offset ${offset} limit ${limit}`);
    return rowsOf(result).map((r) => String(r.id));
  },
  async posts(viewerId, match, after, limit) {
    const where =
      'tag' in match
        ? sql`p.tags @> array[${match.tag}]::text[]`
        : sql`p.body ilike ${`%${match.text}%`}`;
    const result = await db.execute(sql`
      select p.id from posts p
      where ${where} and ${postVisibleTo(viewerId, 'p')}
        ${after ? sql`and (p.created_at, p.id) < (${after.at}::timestamptz, ${after.id})` : sql``}
      order by p.created_at desc, p.id desc
      limit ${limit}`);
    return rowsOf(result).map((r) => ({ id: String(r.id) }));
  },
});
const searchRepoOn = (db: Database) => (landedSearch ?? impliedSearch)(db);
const searchLabel = landedSearch
  ? 'modules/search'
  : 'implied by the indexes; modules/search absent';

const database = await openDatabase({ kind: 'postgres', url: url.toString() });
// One connection of its own for the seed, the plans and the rolled-back drops (a SET or a transaction holds
// for its connection only; a client, unlike a pool, keeps its connection after a statement fails).
// With the app's connection settings (JIT off), so plans and timings are the app's (issue 30).
const single = new pg.Client({ connectionString: url.toString(), options: APP_CONNECTION_OPTIONS });
await single.connect();
let app: Awaited<ReturnType<typeof buildApp>> | null = null;
try {
  const { db } = database;
  const version = (await single.query<{ server_version: string }>('show server_version')).rows[0]
    ?.server_version;
  console.log(
    `bench:feed on ${os.availableParallelism()} cores (load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}), Node ${process.version}, PostgreSQL ${version}`,
  );

  // ---- seed ----
  let t0 = performance.now();
  const bigTables = ['follows', 'posts', 'post_likes', 'post_comments'];
  const indexes = (
    await single.query<{ indexname: string; indexdef: string }>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
       WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
      [bigTables],
    )
  ).rows;
  // The primary keys of the two tables that nothing references are built after the load too (their rows
  // are made distinct instead of checked one by one).
  const keys = (
    await single.query<{ table: string; name: string; def: string }>(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'p' AND conrelid::regclass::text = ANY($1)`,
      [['follows', 'post_likes']],
    )
  ).rows;
  const cityValues = cities.map((c, i) => `(${i},${c.lat},${c.lng})`).join(',');
  await single.query('SET session_replication_role = replica');
  await single.query("SET maintenance_work_mem = '256MB'");
  await single.query("SET work_mem = '256MB'");
  for (const ix of indexes) await single.query(`DROP INDEX ${ix.indexname}`);
  for (const k of keys) await single.query(`ALTER TABLE ${k.table} DROP CONSTRAINT ${k.name}`);
  await single.query(`
    CREATE TEMP TABLE bench_cities(i int, lat float8, lng float8);
    INSERT INTO bench_cities VALUES ${cityValues};
    INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
      SELECT 'b' || g, 'Bench ' || g, 'b' || g || '@bench.invalid', true, now(), now()
      FROM generate_series(1, ${MEMBERS}) g;
    INSERT INTO profiles (id, username, display_name, age, is_online, last_active, location_visible,
                          profile_type, latitude, longitude, public_lat, public_lng, is_creator, created_at,
                          updated_at, is_demo)
      SELECT 'b' || g, lower(f.name) || '_' || g, f.name || ' ' || l.name, 18 + (g % 52), (g % 3 = 0), now(),
             (g % 33 <> 0), CASE WHEN g % 20 = 0 THEN 'escort' ELSE 'dating' END, pt.lat, pt.lng, pt.lat, pt.lng,
             (g % 100 = 0), now() - (g % 700) * interval '1 day', now(), true
      FROM generate_series(1, ${MEMBERS}) g
      CROSS JOIN LATERAL (SELECT (${sqlArray(FIRST)})[1 + (g * 7) % ${FIRST.length}] AS name) f
      CROSS JOIN LATERAL (SELECT (${sqlArray(LAST)})[1 + (g * 13) % ${LAST.length}] AS name) l
      CROSS JOIN LATERAL (
        SELECT CASE WHEN g % 10 < 7 THEN c.lat + (random() - 0.5) * 0.4 ELSE -50 + random() * 110 END AS lat,
               CASE WHEN g % 10 < 7 THEN c.lng + (random() - 0.5) * 0.6 ELSE -130 + random() * 280 END AS lng
        FROM bench_cities c WHERE c.i = (g / 10) % ${CITY_COUNT}
      ) pt;
  `);
  console.log(`  ${int(MEMBERS)} members in ${seconds(t0)}`);
  // Follows: 100 to 300 each (about 200); three in ten drawn with a power-law skew towards the first
  // members (the most followed have tens of thousands of followers), the rest uniformly.
  t0 = performance.now();
  await single.query(`
    INSERT INTO follows (follower_id, followed_id, created_at)
      SELECT 'b' || f.g, 'b' || f.m, now() - random() * interval '365 days'
      FROM (SELECT DISTINCT g, x.m
            FROM generate_series(1, ${MEMBERS}) g
            CROSS JOIN LATERAL generate_series(1, 100 + (g * 7919) % 201) k
            CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.3 THEN 1 + floor(${MEMBERS} * random() ^ 4)
                                            ELSE 1 + floor(${MEMBERS} * random()) END::int + 0 * k AS m) x
            WHERE x.m <> g) f`);
  console.log(`  follows in ${seconds(t0)}`);
  // Posts in time order over 60 days (as they arrive); authors with a skew (a few post a lot).
  t0 = performance.now();
  await single.query(`
    INSERT INTO posts (id, author_id, body, tags, visibility, is_explicit, place, created_at)
      SELECT 'p' || g, 'b' || (1 + floor(${MEMBERS} * random() ^ 2))::int,
             w.body || CASE WHEN g % 3 = 0 THEN ' #' || t.tag ELSE '' END,
             CASE WHEN g % 3 = 0 THEN array[t.tag] ELSE '{}'::text[] END,
             -- Drawn, not from g: a modulus would tie them to the tags (every 60th post).
             CASE WHEN random() < 0.1 THEN 'followers' ELSE 'everyone' END, (random() < 0.05),
             CASE WHEN g % 4 = 0 THEN 'Somewhere nice' END,
             now() - (${POSTS} - g) * (interval '60 days' / ${POSTS}) - random() * interval '1 minute'
      FROM generate_series(1, ${POSTS}) g
      CROSS JOIN LATERAL (SELECT (${sqlArray(TAGS)})[1 + (g / 3) % ${TAGS.length}] AS tag) t
      CROSS JOIN LATERAL (
        SELECT string_agg((${sqlArray(WORDS)})[1 + floor(random() * ${WORDS.length})::int], ' ') AS body
        FROM generate_series(1, 3 + g % 12) n WHERE n > 0 * g
      ) w`);
  console.log(`  ${int(POSTS)} posts in ${seconds(t0)}`);
  // Likes and comments mostly on recent posts (so Trending has a shape), by anyone.
  t0 = performance.now();
  await single.query(`
    INSERT INTO post_likes (post_id, member_id, created_at)
      SELECT p.id, x.member, p.created_at + random() * (now() - p.created_at)
      FROM (SELECT DISTINCT 'p' || (${POSTS} - floor(${POSTS} * random() ^ 3))::int AS post,
                   'b' || (1 + floor(${MEMBERS} * random()))::int AS member
            FROM generate_series(1, ${LIKES}) g) x
      JOIN posts p ON p.id = x.post;
    INSERT INTO post_comments (id, post_id, author_id, body, created_at)
      SELECT 'c' || g, p.id, x.member, 'nice one', p.created_at + random() * (now() - p.created_at)
      FROM (SELECT g, 'p' || (${POSTS} - floor(${POSTS} * random() ^ 3))::int AS post,
                   'b' || (1 + floor(${MEMBERS} * random()))::int AS member
            FROM generate_series(1, ${COMMENTS}) g) x
      JOIN posts p ON p.id = x.post;
    UPDATE posts p SET like_count = c.likes, comment_count = c.comments,
      trend_rank = CASE WHEN p.visibility = 'everyone' AND NOT p.is_explicit AND c.likes + c.comments >= 3
        THEN ln((c.likes + c.comments)::float8) / ln(2.0) + extract(epoch from p.created_at) / 21600 END
      FROM (SELECT post_id, sum(l)::int AS likes, sum(cm)::int AS comments FROM (
              SELECT post_id, 1 AS l, 0 AS cm FROM post_likes
              UNION ALL SELECT post_id, 0, 1 FROM post_comments) u GROUP BY post_id) c
      WHERE c.post_id = p.id;
    INSERT INTO promotions (id, sponsor, title, body)
      SELECT 'promo' || g, 'Sponsor ' || g, 'Promotion ' || g, 'Come along' FROM generate_series(1, 3) g;
  `);
  console.log(`  likes, comments and trend ranks in ${seconds(t0)}`);
  t0 = performance.now();
  for (const k of keys)
    await single.query(`ALTER TABLE ${k.table} ADD CONSTRAINT ${k.name} ${k.def}`);
  for (const ix of indexes) await single.query(ix.indexdef);
  await single.query('RESET session_replication_role');
  await single.query('RESET work_mem');
  console.log(`  ${keys.length + indexes.length} indexes built in ${seconds(t0)}`);
  t0 = performance.now();
  await single.query('VACUUM (ANALYZE) users, profiles, follows, posts, post_likes, post_comments');
  const counts = (
    await single.query<{ follows: string; trending: string; top: string }>(`
      SELECT (SELECT count(*) FROM follows) AS follows,
             (SELECT count(*) FROM posts WHERE trend_rank IS NOT NULL) AS trending,
             (SELECT max(n) FROM (SELECT count(*) AS n FROM follows GROUP BY followed_id) f) AS top`)
  ).rows[0]!;
  console.log(
    `  vacuumed in ${seconds(t0)}: ${int(Number(counts.follows))} follows (${(Number(counts.follows) / MEMBERS).toFixed(0)} each on average; the most followed member has ${int(Number(counts.top))} followers), ${int(Number(counts.trending))} posts in Trending`,
  );

  // ---- the app, as main.ts builds it (the per-IP limit raised: every request comes from 127.0.0.1) ----
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `blaze-bench-feed-${process.pid}`),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_GLOBAL_MAX: '100000000',
    RATE_LIMIT_SIGN_UP_MAX: '100000',
  });
  app = await buildApp({ config, database, redis: null });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;

  // Viewers for the HTTP runs sign up through the API and share a position near a city centre; then they
  // get a seeded member's life in SQL: follows (about 200, the same skew), a few blocks each way and mutes.
  t0 = performance.now();
  const cookies = await signUpViewers(origin, config.mail.dir, VIEWERS, cities);
  await single.query(`
    CREATE TEMP TABLE bench_viewers AS SELECT id FROM users WHERE email LIKE 'viewer%@bench.invalid';
    -- The seeded members are marked demo (no app behind them), so the viewers browse in demo mode
    -- (decision 038); in production mode the data-mode rule would hide every one of them.
    UPDATE profiles SET data_mode = 'demo' WHERE id IN (SELECT id FROM bench_viewers);
    INSERT INTO follows (follower_id, followed_id, created_at)
      SELECT v.id, 'b' || x.m, now() - random() * interval '365 days'
      FROM bench_viewers v CROSS JOIN LATERAL generate_series(1, 100 + floor(random() * 201)::int) k
      CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.3 THEN 1 + floor(${MEMBERS} * random() ^ 4)
                                      ELSE 1 + floor(${MEMBERS} * random()) END::int + 0 * k AS m) x
      ON CONFLICT DO NOTHING;
    INSERT INTO blocks (blocker_id, blocked_id)
      SELECT v.id, 'b' || (1 + floor(random() * ${MEMBERS}))::int FROM bench_viewers v CROSS JOIN generate_series(1, 5)
      ON CONFLICT DO NOTHING;
    INSERT INTO blocks (blocker_id, blocked_id)
      SELECT 'b' || (1 + floor(random() * ${MEMBERS}))::int, v.id FROM bench_viewers v CROSS JOIN generate_series(1, 5)
      ON CONFLICT DO NOTHING;
    INSERT INTO mutes (muter_id, muted_id)
      SELECT v.id, 'b' || (1 + floor(random() * 1000))::int FROM bench_viewers v CROSS JOIN generate_series(1, 3)
      ON CONFLICT DO NOTHING;
    ANALYZE follows; ANALYZE blocks; ANALYZE mutes;
  `);
  console.log(
    `${VIEWERS} viewers signed up through the API, placed near the city centres and given follows, blocks and mutes in ${seconds(t0)}`,
  );

  // ---- 1. the SQL alone, through the repositories, for members drawn from the seeded ones in cities ----
  const sqlViewers = (
    await single.query<{ id: string; lat: number; lng: number }>(
      `SELECT id, latitude AS lat, longitude AS lng FROM profiles
       WHERE id LIKE 'b%' AND latitude IS NOT NULL ORDER BY random() LIMIT 500`,
    )
  ).rows;
  let statement: { text: string; params: unknown[] } | null = null;
  const one = drizzle(single, {
    schema,
    logger: { logQuery: (text, params) => (statement = { text, params }) },
  }) as unknown as Database;
  const captured = () => {
    if (!statement) throw new Error('no statement captured');
    return statement;
  };

  /** The statements of each measured page, for one viewer, on a database. */
  const pagesOn = (on: Database) => {
    const posts = postsRepository(on);
    const discovery = discoveryRepository(on);
    const search = searchRepoOn(on);
    const radiusM = NEARBY_DEFAULT_RADIUS_KM * 1000;
    /** Feed's author set: whom he follows and the 200 nearest (as feed.service.ts asks for them). */
    const authors = async (v: { id: string; lat: number; lng: number }) => {
      const [followed, near] = await Promise.all([
        posts.followedIds(v.id),
        // discovery.service's nearbyMemberIds: the nearby list's own statement with no filter.
        discovery.nearby({
          viewerId: v.id,
          radiusM,
          minAge: AGE_MIN,
          maxAge: AGE_MAX,
          types: undefined,
          onlineOnly: false,
          newSince: null,
          unswiped: false,
          limit: 200,
          offset: 0,
          onlineFirst: false,
          boosts: 'all',
          now: new Date(),
        }),
      ]);
      return [...new Set([...followed, ...near.rows.map((r) => r.id)])];
    };
    return { posts, discovery, search, authors };
  };
  const on = pagesOn(db);
  const onOne = pagesOn(one);
  const viewerAt = (i: number) => pick(sqlViewers, i * 7);
  // Feed's third page needs each viewer's own key after two pages.
  const thirdKeys = new Map<string, PageKey | null>();
  for (const v of sqlViewers) {
    const authors = await on.authors(v);
    let key: PageKey | null = null;
    for (let page = 0; page < 2 && (page === 0 || key); page++) {
      const rows = await on.posts.byAuthors(v.id, authors, key, FEED_POSTS);
      key = rows.length === FEED_POSTS ? rows.at(-1)! : null;
    }
    thirdKeys.set(v.id, key);
  }
  const withThird = sqlViewers.filter((v) => thirdKeys.get(v.id));
  const word = (i: number) => pick(WORDS, i * 3);
  const namePart = (i: number) =>
    pick(FIRST, i * 5)
      .toLowerCase()
      .slice(0, 4);

  type Case = {
    label: string;
    target: number | null;
    /** The indexes the statement is served by (dropped for the ratio). */
    indexes: string[];
    run: (p: ReturnType<typeof pagesOn>, i: number) => Promise<unknown>;
  };
  const cases: Case[] = [
    {
      label: 'Feed, page 1: author set (followed + 200 near) + posts',
      target: TARGETS.pageSqlP99Ms,
      indexes: ['posts_author_created_idx'],
      run: async (p, i) => {
        const v = viewerAt(i);
        return p.posts.byAuthors(v.id, await p.authors(v), null, FEED_POSTS);
      },
    },
    {
      label: 'Feed, page 3: the same with the key after page 2',
      target: null,
      indexes: ['posts_author_created_idx'],
      run: async (p, i) => {
        const v = pick(withThird, i * 7);
        return p.posts.byAuthors(v.id, await p.authors(v), thirdKeys.get(v.id)!, FEED_POSTS);
      },
    },
    {
      label: 'Following, page 1',
      target: TARGETS.pageSqlP99Ms,
      indexes: ['posts_author_created_idx'],
      run: (p, i) => p.posts.following(viewerAt(i).id, null, PAGE),
    },
    {
      label: 'Trending, page 1',
      target: TARGETS.pageSqlP99Ms,
      indexes: ['posts_trend_idx'],
      run: (p, i) => p.posts.trending(viewerAt(i).id, null, PAGE),
    },
    {
      label: `Member search ('${namePart(0)}'...; ${searchLabel})`,
      target: TARGETS.searchSqlP99Ms,
      indexes: ['profiles_username_trgm_idx', 'profiles_display_name_trgm_idx'],
      run: (p, i) => p.search.members(viewerAt(i).id, namePart(i), 0, SEARCH_PAGE),
    },
    {
      label: `Post search by text ('${word(0)}'...; ${searchLabel})`,
      target: TARGETS.searchSqlP99Ms,
      indexes: ['posts_body_trgm_idx'],
      run: (p, i) => p.search.posts(viewerAt(i).id, { text: word(i) }, null, SEARCH_PAGE),
    },
    {
      label: `Post search by #tag ('#${pick(TAGS, 0)}'...; ${searchLabel})`,
      target: TARGETS.searchSqlP99Ms,
      indexes: ['posts_tags_gin'],
      run: (p, i) => p.search.posts(viewerAt(i).id, { tag: pick(TAGS, i) }, null, SEARCH_PAGE),
    },
  ];

  const timed = async (n: number, run: (i: number) => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const s = performance.now();
      await run(i);
      times.push(performance.now() - s);
    }
    return times;
  };
  const plan = async () => {
    const { text, params } = captured();
    return (await single.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params)).rows
      .map((r: Record<string, string>) => `      ${r['QUERY PLAN']}`)
      .join('\n');
  };

  console.log(
    `SQL alone, through the repositories, one at a time (${SQL_QUERIES} each after ${SQL_WARM_UP} to warm up; members drawn from 500 seeded ones in the cities; build, round trip and mapping included):`,
  );
  const results: Array<{ c: Case; p: Percentiles }> = [];
  for (const c of cases) {
    await timed(SQL_WARM_UP, (i) => c.run(on, i + 1000));
    const p = summary(await timed(SQL_QUERIES, (i) => c.run(on, i)));
    results.push({ c, p });
    const target =
      c.target === null ? '' : ` (target p99 <= ${c.target} ms: ${verdict(p.p99 <= c.target)})`;
    console.log(`  ${c.label}: ${describe(p)}${target}`);
  }
  // The shared tail of every page: the posts with the counts and the like as this viewer sees them.
  const hydrateIds = (
    await single.query<{ id: string }>(
      `SELECT id FROM posts ORDER BY like_count DESC LIMIT ${PAGE}`,
    )
  ).rows.map((r) => r.id);
  const seen = summary(
    await timed(SQL_QUERIES, (i) => on.posts.seenBy(viewerAt(i).id, hydrateIds)),
  );
  console.log(
    `  and every page's posts with their per-viewer counts (seenBy, the ${PAGE} most liked posts): ${describe(seen)}`,
  );

  // ---- 2. the same statements without their indexes (dropped in a rolled-back transaction) ----
  console.log(
    `without their indexes (dropped inside a transaction that is rolled back; ${SCAN_QUERIES} queries each, ${SCAN_TIMEOUT_S} s statement timeout):`,
  );
  for (const { c, p } of results) {
    await single.query('BEGIN');
    await single.query(`SET LOCAL statement_timeout = '${SCAN_TIMEOUT_S}s'`);
    for (const ix of c.indexes) await single.query(`DROP INDEX ${ix}`);
    const times: number[] = [];
    let timedOut = 0;
    for (let i = 0; i < SCAN_QUERIES; i++) {
      await single.query('SAVEPOINT q');
      const s = performance.now();
      try {
        await c.run(onOne, i);
        times.push(performance.now() - s);
        await single.query('RELEASE SAVEPOINT q');
      } catch {
        timedOut++;
        times.push(SCAN_TIMEOUT_S * 1000);
        await single.query('ROLLBACK TO SAVEPOINT q');
      }
    }
    await single.query('ROLLBACK');
    const scan = summary(times);
    const ratio = `${timedOut ? '>= ' : ''}${(scan.p50 / p.p50).toFixed(0)}x at p50`;
    console.log(
      `  ${c.label.split(' (')[0]} without ${c.indexes.join(', ')}: p50 ${timedOut ? '>= ' : ''}${ms(scan.p50)} ms${timedOut ? ` (${timedOut} of ${SCAN_QUERIES} timed out)` : ''}; ${ratio}`,
    );
  }

  // Plans of the statements that missed their target, for the next step.
  for (const { c, p } of results) {
    if (c.target === null || p.p99 <= c.target) continue;
    await c.run(onOne, 0);
    console.log(`plan of '${c.label}' (its last statement, one member; EXPLAIN ANALYZE, BUFFERS):`);
    console.log(await plan());
  }

  // ---- 3. HTTP through the whole app, from a separate process ----
  const get = async (p: string, cookie: string) => {
    const res = await fetch(`${origin}${p}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}`);
    return (await res.json()) as { nextCursor?: string | null };
  };
  const thirdPaths: string[] = [];
  for (const cookie of cookies) {
    let cursor: string | null | undefined = null;
    for (let page = 0; page < 2; page++) {
      const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      cursor = (await get(`/api/feed?tab=feed${q}`, cookie)).nextCursor;
      if (!cursor) break;
    }
    thirdPaths.push(cursor ? `/api/feed?tab=feed&cursor=${encodeURIComponent(cursor)}` : '');
  }
  const paired = cookies.flatMap((c, i) => (thirdPaths[i] ? [{ c, p: thirdPaths[i] }] : []));
  const searchPath = (q: string, kind: string) =>
    `/api/search?q=${encodeURIComponent(q)}&kind=${kind}`;
  const searchStatus = (
    await fetch(`${origin}${searchPath('alex', 'members')}`, { headers: { cookie: cookies[0]! } })
  ).status;
  const endpoints: Array<{ label: string; path: string; paths?: string[]; cookies: string[] }> = [
    { label: 'Feed, page 1', path: '/api/feed?tab=feed', cookies },
    {
      label: `Feed, page 3 (${paired.length} of ${VIEWERS} viewers have one)`,
      path: '',
      paths: paired.map((x) => x.p),
      cookies: paired.map((x) => x.c),
    },
    { label: 'Following, page 1', path: '/api/feed?tab=following', cookies },
    { label: 'Trending, page 1', path: '/api/feed?tab=trending', cookies },
  ];
  if (searchStatus === 200) {
    endpoints.push(
      {
        label: 'Member search',
        path: '',
        paths: cookies.map((_, i) => searchPath(namePart(i), 'members')),
        cookies,
      },
      {
        label: 'Post search (text)',
        path: '',
        paths: cookies.map((_, i) => searchPath(word(i), 'posts')),
        cookies,
      },
    );
  }
  console.log(
    `HTTP through the whole app (${VIEWERS} signed-up viewers; ${HTTP_SEQUENTIAL} one at a time, then ${int(HTTP_CLOSED)} with ${CONCURRENCY} members at once):`,
  );
  const httpResults: Array<{ label: string; p: Percentiles }> = [];
  for (const e of endpoints) {
    const endpoint = { origin, path: e.path, paths: e.paths, cookies: e.cookies };
    await load({ ...endpoint, kind: 'closed', concurrency: 10, requests: HTTP_WARM_UP });
    const sequential = await load({
      ...endpoint,
      kind: 'closed',
      concurrency: 1,
      requests: HTTP_SEQUENTIAL,
    });
    const p = summary(sequential.latenciesMs);
    httpResults.push({ label: e.label, p });
    const meter = cpuMeter(name);
    const closed = await load({
      ...endpoint,
      kind: 'closed',
      concurrency: CONCURRENCY,
      requests: HTTP_CLOSED,
    });
    const spent = meter();
    console.log(
      `  ${e.label}: one at a time ${describe(p)} (target p99 <= ${TARGETS.httpP99Ms} ms: ${verdict(p.p99 <= TARGETS.httpP99Ms)}); non-200: ${statuses(sequential)}`,
    );
    console.log(
      `    ${CONCURRENCY} at once: ${int(closed.latenciesMs.length / closed.seconds)} requests/s, ${describe(summary(closed.latenciesMs))}; non-200: ${statuses(closed)}`,
    );
    console.log(cpuPerRequest(spent, closed));
  }
  if (searchStatus !== 200)
    console.log(
      `  GET /api/search answered ${searchStatus}: the search endpoint is not on this branch yet; its HTTP lines appear once modules/search lands (the bench probes it).`,
    );

  const sqlMissed = results.filter(({ c, p }) => c.target !== null && p.p99 > c.target);
  const httpMissed = httpResults.filter(
    ({ label, p }) => !label.startsWith('Feed, page 3') && p.p99 > TARGETS.httpP99Ms,
  );
  console.log(
    `targets on this ${os.availableParallelism()}-core machine (rough: other sessions share it): first pages' SQL p99 <= ${TARGETS.pageSqlP99Ms} ms and searches' SQL p99 <= ${TARGETS.searchSqlP99Ms} ms: ` +
      (sqlMissed.length
        ? `NOT met by ${sqlMissed.map(({ c, p }) => `${c.label.split(' (')[0]} (${ms(p.p99)} ms)`).join('; ')}`
        : 'met') +
      `; first pages' HTTP p99 <= ${TARGETS.httpP99Ms} ms one at a time: ` +
      (httpMissed.length
        ? `NOT met by ${httpMissed.map(({ label, p }) => `${label} (${ms(p.p99)} ms)`).join('; ')}`
        : 'met'),
  );
} finally {
  await app?.close();
  await single.end();
  await database.close();
  // BENCH_KEEP_DB=1 leaves the seeded database for a look at its plans (dropped by the next run's name only).
  if (process.env.BENCH_KEEP_DB === '1') console.log(`kept the database ${name}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
