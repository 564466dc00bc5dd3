// bench:places: issue 16's Speed section. 30,000 members (70% in eight cities, so 'near me' has people),
// 100,000 venues, 200,000 events and 50,000 listings spread like the members, in the real PostgreSQL; then
// three reads measured three ways:
//   1. the SQL alone, through the modules' own repositories, as their services call them, one at a time:
//      venues near me open now (places `near`), events near me in the Near me tab's window (events
//      `upcoming`), and listing searches (marketplace `search`: words, words with a category, near me newest);
//   2. the same statements with their indexes dropped inside a rolled-back transaction, for the ratio;
//   3. GET /api/venues?openNow=true, GET /api/events?tab=near and GET /api/marketplace/listings through the
//      whole app (session, validation, mapping), one request at a time, from a separate process.
// Figures are printed with the targets, never asserted. Needs DATABASE_URL (any database on the server; a
// scratch database blaze_bench_<pid> is created and dropped).
//
// Seeding is set-based SQL (generate_series), as bench:feed does it. The tables come from the migrations;
// for the bulk load the secondary indexes of the big tables are dropped and then built again from their own
// definitions (pg_indexes), and foreign keys are not checked for the seed's own rows
// (session_replication_role). VACUUM ANALYZE after.
//
// Venues: a category's realistic weekly hours (nights past midnight, split lunch and dinner, around the
// clock, weekends only), `open_week` computed from them by the places module's own `weekMinutes`, each
// city's IANA time zone (an Etc/GMT zone by longitude for the venues outside the eight cities), a few
// percent with dated exceptions around today (the `venue_open_at` path); mostly approved, some pending,
// rejected or removed. Events: over the past and next 60 days, hosted by members (a skew: some host a
// lot) or the house, 40% at approved venues (their point copied) and the rest at a city's centre (as the
// events service places them), most public, some followers-only or invite-only, some cancelled, with RSVPs.
// Listings: in the listed cities (70% in the eight), words with a skew (some common, some rare) and a long
// tail of made-up words, mostly active, some sold, deleted or removed.
//
// 'Open now' depends on the hour in each city when the bench runs: the share of venues open now is printed
// with the figures.
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import {
  CITIES,
  CURRENCY_BY_COUNTRY,
  EVENT_KINDS,
  EVENTS_DEFAULT_RADIUS_KM,
  EVENTS_WINDOW_DAYS,
  LISTING_CATEGORIES,
  LISTING_CONDITIONS,
  MARKETPLACE_LIMITS,
  PLACES_PAGE_SIZE,
  VENUE_CATEGORIES,
  type OpeningHours,
  type VenueCategory,
} from '@blaze/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  APP_CONNECTION_OPTIONS,
  openDatabase,
  type Database,
} from '../apps/server/src/db/client.ts';
import { schema } from '../apps/server/src/db/schema.ts';
import { distanceM } from '../apps/server/src/lib/geo.ts';
import { nearestCity } from '../apps/server/src/modules/discovery/geo.ts';
import { eventsRepository } from '../apps/server/src/modules/events/events.repository.ts';
import { marketplaceRepository } from '../apps/server/src/modules/marketplace/marketplace.repository.ts';
import { weekMinutes } from '../apps/server/src/modules/places/opening-hours.ts';
import { placesRepository } from '../apps/server/src/modules/places/places.repository.ts';
import { signUpViewers } from './sign-up.ts';
import { summary, type Percentiles } from './percentiles.ts';
import { load, statuses } from './load.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 30_000);
const VENUES = Number(process.env.BENCH_VENUES ?? 100_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200_000);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 50_000);
const FOLLOWS_EACH = 30;
const RSVPS = 2 * EVENTS;
const SQL_QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
const SQL_WARM_UP = 50;
const INSIDE_QUERIES = 100;
const SCAN_QUERIES = 3;
const SCAN_TIMEOUT_S = 5;
const VIEWERS = 64;
const HTTP_WARM_UP = 50;
const HTTP_SEQUENTIAL = Number(process.env.BENCH_HTTP ?? 300);
const TARGETS = { sqlP99Ms: 10, httpP99Ms: 30 };
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// As events.service.ts lists the Near me tab: events that started up to 6 hours ago (still on) to the
// window's end, at most 100 rows.
const EVENTS_STILL_ON_MS = 6 * HOUR_MS;
const EVENTS_LIST_MAX = 100;
// The marketplace's 'near me' scope as the web app asks for it (features/marketplace: 100 km).
const LISTING_NEAR_KM = 100;

/** The eight cities the members crowd into, with their time zones (CITIES has none). */
const CITY_ZONES: Array<[string, string]> = [
  ['Berlin', 'Europe/Berlin'],
  ['London', 'Europe/London'],
  ['New York', 'America/New_York'],
  ['San Francisco', 'America/Los_Angeles'],
  ['Sydney', 'Australia/Sydney'],
  ['Paris', 'Europe/Paris'],
  ['São Paulo', 'America/Sao_Paulo'],
  ['Tokyo', 'Asia/Tokyo'],
];
const cities = CITY_ZONES.map(([cityName, timeZone]) => {
  const c = CITIES.find((x) => x.name === cityName);
  if (!c) throw new Error(`${cityName} is not in CITIES`);
  return { ...c, timeZone };
});
const CITY_COUNT = cities.length;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];
const on = (days: number[], opens: string, closes: string): OpeningHours[] =>
  days.map((day) => ({ day, opens, closes }));
/** Weekly hours by category, a few common shapes each. */
const HOURS: Array<[VenueCategory, OpeningHours[]]> = [
  ['bar', on(EVERY_DAY, '16:00', '02:00')],
  ['bar', on([2, 3, 4, 5, 6, 0], '18:00', '01:00')],
  ['bar', on([3, 4, 5, 6], '20:00', '04:00')],
  ['bar', [...on([1, 2, 3, 4], '17:00', '00:00'), ...on([5, 6], '17:00', '03:00')]],
  ['club', on([5, 6], '23:00', '06:00')],
  ['club', on([4, 5, 6], '22:00', '05:00')],
  ['club', on([6], '23:00', '10:00')],
  ['sauna', on(EVERY_DAY, '12:00', '02:00')],
  ['sauna', on(EVERY_DAY, '00:00', '00:00')],
  ['sauna', [...on([0, 1, 2, 3, 4], '12:00', '23:00'), ...on([5, 6], '12:00', '06:00')]],
  ['cafe', on(EVERY_DAY, '08:00', '18:00')],
  ['cafe', [...on(WEEKDAYS, '07:00', '16:00'), ...on([6, 0], '09:00', '17:00')]],
  [
    'restaurant',
    [...on([2, 3, 4, 5, 6, 0], '12:00', '15:00'), ...on([2, 3, 4, 5, 6], '18:00', '23:00')],
  ],
  ['restaurant', on(EVERY_DAY, '11:30', '22:30')],
  ['gym', [...on(WEEKDAYS, '06:00', '22:00'), ...on([6, 0], '08:00', '20:00')]],
  ['gym', on(EVERY_DAY, '00:00', '00:00')],
  ['hotel', on(EVERY_DAY, '00:00', '00:00')],
  ['shop', on([1, 2, 3, 4, 5, 6], '10:00', '19:00')],
  ['shop', [...on(WEEKDAYS, '11:00', '20:00'), ...on([6], '10:00', '18:00')]],
  ['event_space', on([5, 6], '20:00', '03:00')],
  ['outdoor', on(EVERY_DAY, '00:00', '00:00')],
  ['outdoor', on(EVERY_DAY, '06:00', '22:00')],
];
/** How often each category occurs among venues (bars and cafés most; event spaces least). */
const CATEGORY_WEIGHT: Record<VenueCategory, number> = {
  bar: 30,
  club: 10,
  sauna: 5,
  cafe: 15,
  restaurant: 15,
  gym: 6,
  hotel: 5,
  shop: 8,
  event_space: 2,
  outdoor: 4,
};
/** One row per weight unit (a category's shapes in turn): venue g takes slot (g * prime) mod the length. */
const HOUR_SLOTS = VENUE_CATEGORIES.flatMap((category) => {
  const shapes = HOURS.filter(([c]) => c === category);
  return Array.from({ length: CATEGORY_WEIGHT[category] }, (_, i) => shapes[i % shapes.length]!);
});

const NAME_WORDS = [
  'Velvet',
  'Copper',
  'Blue',
  'Golden',
  'Harbour',
  'Corner',
  'Midnight',
  'Rainbow',
];
const NAME_NOUNS = [
  'Room',
  'House',
  'Garden',
  'Loft',
  'Club',
  'Den',
  'Terrace',
  'Hall',
  'Bay',
  'Yard',
];
const VENUE_TAGS = [
  'leather',
  'bears',
  'drag',
  'karaoke',
  'techno',
  'cocktails',
  'mixed',
  'cruisy',
];
/** Listing words, most common first (drawn with a skew: 'leather' is everywhere, 'kimono' rare). */
const LISTING_WORDS = [
  'leather',
  'black',
  'boots',
  'harness',
  'vintage',
  'tickets',
  'jacket',
  'size',
  'new',
  'festival',
  'jeans',
  'rubber',
  'lamp',
  'sofa',
  'chair',
  'shirt',
  'jockstrap',
  'cap',
  'weekend',
  'pass',
  'speaker',
  'vinyl',
  'records',
  'bike',
  'plant',
  'mirror',
  'poster',
  'camera',
  'tent',
  'kimono',
];
/**
 * The long tail of a real vocabulary (brands, models, colours, sizes): made-up words of two syllables,
 * about 700 of them. Without a tail PostgreSQL's statistics hold too few words for a prefix search's
 * estimate (it needs 100) and the plans would be those of a toy vocabulary.
 */
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'pa', 'de', 'fu'];
/** The searches typed: whole words, prefixes and two words. */
const SEARCHES = [
  'leather',
  'harn',
  'boots',
  'tickets festival',
  'vintage jacket',
  'sofa',
  'jock',
  'rubber',
  'vinyl',
  'black boots',
  'kimono',
  'lamp',
];

const base = process.env.DATABASE_URL;
if (!base) {
  console.error(
    'bench:places needs DATABASE_URL (PostgreSQL), e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(2);
}
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
const lit = (x: string) => `'${x.replace(/'/g, "''")}'`;
const sqlArray = (xs: readonly string[]) => `array[${xs.map(lit).join(',')}]`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
/** A fixed zone for a longitude outside the eight cities (Etc/GMT signs are reversed). */
const ZONE_BY_LNG = `CASE WHEN round(%s / 15) = 0 THEN 'Etc/GMT'
  WHEN round(%s / 15) > 0 THEN 'Etc/GMT-' || round(%s / 15)::int ELSE 'Etc/GMT+' || (-round(%s / 15))::int END`;
const zoneOf = (lng: string) => ZONE_BY_LNG.replaceAll('%s', lng);
/** A point like a member's: 70% in a city (by g), the rest anywhere, as bench:feed places members. */
const pointSql = (g: string) => `(
  SELECT CASE WHEN ${g} % 10 < 7 THEN c.lat + (random() - 0.5) * 0.4 ELSE -50 + random() * 110 END AS lat,
         CASE WHEN ${g} % 10 < 7 THEN c.lng + (random() - 0.5) * 0.6 ELSE -130 + random() * 280 END AS lng,
         ${g} % 10 < 7 AS in_city, c.name AS city, c.country, c.zone
  FROM bench_cities c WHERE c.i = (${g} / 10) % ${CITY_COUNT})`;
/** The listed cities within `km` of this one's centre, as marketplace.service.ts's citiesNear picks them. */
const citiesNear = (cityName: string, km: number) => {
  const centre = CITIES.find((c) => c.name === cityName)!;
  return CITIES.filter((c) => distanceM(centre, c) <= km * 1000).map((c) => c.name);
};

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
    `bench:places on ${os.availableParallelism()} cores (load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}), Node ${process.version}, PostgreSQL ${version}`,
  );

  // ---- seed ----
  let t0 = performance.now();
  const bigTables = ['follows', 'venues', 'events', 'event_rsvps', 'listings'];
  const indexes = (
    await single.query<{ indexname: string; indexdef: string }>(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
       WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
      [bigTables],
    )
  ).rows;
  // The primary keys of the tables that nothing references are built after the load too (their rows are
  // made distinct instead of checked one by one).
  const keys = (
    await single.query<{ table: string; name: string; def: string }>(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'p' AND conrelid::regclass::text = ANY($1)`,
      [['follows', 'event_rsvps']],
    )
  ).rows;
  const cityValues = cities
    .map((c, i) => `(${i},${lit(c.name)},${lit(c.country)},${lit(c.timeZone)},${c.lat},${c.lng})`)
    .join(',');
  const allCityValues = CITIES.map(
    (c, i) =>
      `(${i},${lit(c.name)},${lit(c.country)},${c.lat},${c.lng},${lit(CURRENCY_BY_COUNTRY[c.country] ?? 'EUR')})`,
  ).join(',');
  const hourValues = HOUR_SLOTS.map(
    ([category, hours], i) =>
      `(${i},${lit(category)},${lit(JSON.stringify(hours))}::jsonb,${lit(weekMinutes(hours))}::int4multirange)`,
  ).join(',');
  await single.query('SET session_replication_role = replica');
  await single.query("SET maintenance_work_mem = '256MB'");
  await single.query("SET work_mem = '256MB'");
  for (const ix of indexes) await single.query(`DROP INDEX ${ix.indexname}`);
  for (const k of keys) await single.query(`ALTER TABLE ${k.table} DROP CONSTRAINT ${k.name}`);
  await single.query(`
    CREATE TEMP TABLE bench_cities(i int, name text, country text, zone text, lat float8, lng float8);
    INSERT INTO bench_cities VALUES ${cityValues};
    CREATE TEMP TABLE bench_all_cities(i int, name text, country text, lat float8, lng float8, currency text);
    INSERT INTO bench_all_cities VALUES ${allCityValues};
    CREATE TEMP TABLE bench_hours(i int, category text, hours jsonb, open_week int4multirange);
    INSERT INTO bench_hours VALUES ${hourValues};
    INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
      SELECT 'b' || g, 'Bench ' || g, 'b' || g || '@bench.invalid', true, now(), now()
      FROM generate_series(1, ${MEMBERS}) g;
    INSERT INTO profiles (id, username, display_name, age, is_online, last_active, location_visible,
                          profile_type, latitude, longitude, public_lat, public_lng, created_at, updated_at,
                          is_demo)
      SELECT 'b' || g, 'bench_' || g, 'Bench ' || g, 18 + (g % 52), (g % 3 = 0), now(), (g % 33 <> 0),
             'dating', pt.lat, pt.lng, pt.lat, pt.lng, now() - (g % 700) * interval '1 day', now(), true
      FROM generate_series(1, ${MEMBERS}) g CROSS JOIN LATERAL ${pointSql('g')} pt;
  `);
  console.log(`  ${int(MEMBERS)} members (70% in ${CITY_COUNT} cities) in ${seconds(t0)}`);
  // Follows: about 30 each, three in ten towards the first members (some are followed by thousands).
  t0 = performance.now();
  await single.query(`
    INSERT INTO follows (follower_id, followed_id, created_at)
      SELECT 'b' || f.g, 'b' || f.m, now() - random() * interval '365 days'
      FROM (SELECT DISTINCT g, x.m
            FROM generate_series(1, ${MEMBERS}) g
            CROSS JOIN LATERAL generate_series(1, ${FOLLOWS_EACH}) k
            CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.3 THEN 1 + floor(${MEMBERS} * random() ^ 4)
                                            ELSE 1 + floor(${MEMBERS} * random()) END::int + 0 * k AS m) x
            WHERE x.m <> g) f;
    INSERT INTO blocks (blocker_id, blocked_id)
      SELECT DISTINCT 'b' || (1 + floor(random() * ${MEMBERS}))::int, 'b' || (1 + floor(random() * ${MEMBERS}))::int
      FROM generate_series(1, ${MEMBERS}) g ON CONFLICT DO NOTHING;
    DELETE FROM blocks WHERE blocker_id = blocked_id;
  `);
  console.log(`  follows and blocks in ${seconds(t0)}`);
  // Venues: spread like the members; hours by category; a few percent with dated exceptions around today.
  t0 = performance.now();
  await single.query(`
    INSERT INTO venues (id, owner_id, name, category, address, city, country, latitude, longitude, time_zone,
                        hours, hour_exceptions, open_week, description, tags, status, reviewed_at, created_at,
                        updated_at)
      SELECT 'v' || g,
             CASE WHEN g % 5 = 0 THEN 'b' || (1 + g % ${MEMBERS}) END,
             (${sqlArray(NAME_WORDS)})[1 + g % ${NAME_WORDS.length}] || ' ' ||
               (${sqlArray(NAME_NOUNS)})[1 + (g / 7) % ${NAME_NOUNS.length}],
             h.category, (1 + g % 200) || ' Bench Street',
             CASE WHEN pt.in_city THEN pt.city ELSE 'Town ' || (g % 5000) END,
             CASE WHEN pt.in_city THEN pt.country ELSE '' END,
             pt.lat, pt.lng,
             CASE WHEN pt.in_city THEN pt.zone ELSE ${zoneOf('pt.lng')} END,
             h.hours,
             CASE WHEN g % 33 = 1 THEN jsonb_build_array(jsonb_build_object(
                    'date', to_char(now()::date + (g / 33) % 5 - 2, 'YYYY-MM-DD'), 'closed', true))
                  WHEN g % 33 = 2 THEN jsonb_build_array(jsonb_build_object(
                    'date', to_char(now()::date + (g / 33) % 5 - 2, 'YYYY-MM-DD'), 'opens', '10:00', 'closes', '02:00'))
                  ELSE '[]'::jsonb END,
             h.open_week,
             'A bench venue with a few words about it.',
             CASE WHEN g % 3 = 0 THEN array[(${sqlArray(VENUE_TAGS)})[1 + g % ${VENUE_TAGS.length}]] ELSE '{}'::text[] END,
             CASE WHEN g % 100 < 88 THEN 'approved' WHEN g % 100 < 95 THEN 'pending'
                  WHEN g % 100 < 98 THEN 'rejected' ELSE 'removed' END,
             CASE WHEN g % 100 < 88 OR g % 100 >= 95 THEN now() END,
             now() - (g % 900) * interval '1 day', now()
      FROM generate_series(1, ${VENUES}) g
      CROSS JOIN LATERAL ${pointSql('g')} pt
      JOIN bench_hours h ON h.i = (g * 7919) % ${HOUR_SLOTS.length};
  `);
  console.log(`  ${int(VENUES)} venues in ${seconds(t0)}`);
  // Events over the past and next 60 days: 40% at an approved venue (its point copied), the rest at a
  // city's centre (70% of those in the eight cities); hosts skewed; some followers-only, invite-only,
  // cancelled; then RSVPs, most on a few events.
  t0 = performance.now();
  await single.query(`
    INSERT INTO events (id, host_id, kind, title, details, venue_id, venue, address, city, latitude, longitude,
                        time_zone, starts_at, ends_at, ticket_url, capacity, visibility, invite_token, status,
                        created_at, updated_at)
      SELECT 'e' || g,
             CASE WHEN g % 20 <> 0 THEN 'b' || (1 + floor(${MEMBERS} * random() ^ 2))::int END,
             (${sqlArray(EVENT_KINDS)})[1 + g % ${EVENT_KINDS.length}],
             (${sqlArray(NAME_WORDS)})[1 + g % ${NAME_WORDS.length}] || ' night ' || g, 'Come along.',
             v.id, coalesce(v.name, ''), coalesce(v.address, ''),
             coalesce(v.city, CASE WHEN g % 10 < 7 THEN bc.name ELSE ac.name END),
             coalesce(v.latitude, CASE WHEN g % 10 < 7 THEN bc.lat ELSE ac.lat END),
             coalesce(v.longitude, CASE WHEN g % 10 < 7 THEN bc.lng ELSE ac.lng END),
             coalesce(v.time_zone, CASE WHEN g % 10 < 7 THEN bc.zone ELSE ${zoneOf('ac.lng')} END),
             t.starts_at, CASE WHEN g % 10 <> 0 THEN t.starts_at + (2 + g % 6) * interval '1 hour' END,
             CASE WHEN g % 10 = 3 THEN 'https://example.com/tickets/' || g END,
             CASE WHEN g % 10 IN (4, 5) THEN 20 + g % 480 END,
             CASE WHEN t.x < 0.85 THEN 'public' WHEN t.x < 0.95 THEN 'followers' ELSE 'invite' END,
             'tok' || g,
             CASE WHEN g % 20 = 7 THEN 'cancelled' ELSE 'live' END,
             t.starts_at - random() * interval '30 days', now()
      FROM generate_series(1, ${EVENTS}) g
      CROSS JOIN LATERAL (SELECT random() AS x, date_trunc('hour',
        now() - interval '60 days' + random() * interval '120 days') + (g % 4) * interval '15 minutes' AS starts_at) t
      JOIN bench_cities bc ON bc.i = (g / 10) % ${CITY_COUNT}
      JOIN bench_all_cities ac ON ac.i = (g * 31) % ${CITIES.length}
      LEFT JOIN venues v ON g % 5 < 2 AND v.id = 'v' || (1 + (g * 7907) % ${VENUES}) AND v.status = 'approved';
    INSERT INTO event_rsvps (event_id, user_id, status, created_at, updated_at)
      SELECT x.event, x.member, CASE WHEN random() < 0.6 THEN 'going' ELSE 'interested' END, now(), now()
      FROM (SELECT DISTINCT 'e' || (1 + floor(${EVENTS} * random() ^ 3))::int AS event,
                   'b' || (1 + floor(${MEMBERS} * random()))::int AS member
            FROM generate_series(1, ${RSVPS}) g) x;
  `);
  console.log(`  ${int(EVENTS)} events and their RSVPs in ${seconds(t0)}`);
  t0 = performance.now();
  await single.query(`
    INSERT INTO listings (id, seller_id, title, description, price_minor, currency, category, condition, city,
                          status, sold_at, ended_at, created_at, updated_at)
      SELECT 'l' || g, 'b' || (1 + floor(${MEMBERS} * random() ^ 2))::int,
             initcap(w.title), w.description, (floor(random() * 300) * 100)::int,
             CASE WHEN g % 10 < 7 THEN coalesce(bac.currency, 'EUR') ELSE ac.currency END,
             (${sqlArray(LISTING_CATEGORIES)})[1 + g % ${LISTING_CATEGORIES.length}],
             (${sqlArray(LISTING_CONDITIONS)})[1 + (g / 5) % ${LISTING_CONDITIONS.length}],
             CASE WHEN g % 10 < 7 THEN bc.name ELSE ac.name END,
             s.status, CASE WHEN s.status = 'sold' THEN now() - random() * interval '14 days' END,
             CASE WHEN s.status IN ('deleted', 'removed') THEN now() - random() * interval '30 days' END,
             now() - random() ^ 1.5 * interval '120 days', now()
      FROM generate_series(1, ${LISTINGS}) g
      JOIN bench_cities bc ON bc.i = (g / 10) % ${CITY_COUNT}
      LEFT JOIN bench_all_cities bac ON bac.name = bc.name
      JOIN bench_all_cities ac ON ac.i = (g * 31) % ${CITIES.length}
      CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.85 THEN 'active' WHEN random() < 0.55 THEN 'sold'
                                      WHEN random() < 0.7 THEN 'deleted' ELSE 'removed' END
                                      || substr('', 1, 0 * g) AS status) s
      CROSS JOIN LATERAL (
        SELECT string_agg(word, ' ') FILTER (WHERE n <= 3) AS title, string_agg(word, ' ') AS description
        FROM (SELECT n, CASE WHEN n <= 3 OR random() < 0.6
                  THEN (${sqlArray(LISTING_WORDS)})[1 + floor(${LISTING_WORDS.length} * random() ^ 2)::int]
                  ELSE (${sqlArray(SYLLABLES)})[1 + floor(${SYLLABLES.length} * random())::int]
                    || (${sqlArray(SYLLABLES)})[1 + floor(${SYLLABLES.length} * random())::int]
                    || (array['', 'n', 'r', 's', 'x'])[1 + floor(5 * random())::int] END AS word
              FROM generate_series(1, 8 + g % 12) n WHERE n > 0 * g) ws
      ) w;
  `);
  console.log(`  ${int(LISTINGS)} listings in ${seconds(t0)}`);
  t0 = performance.now();
  for (const k of keys)
    await single.query(`ALTER TABLE ${k.table} ADD CONSTRAINT ${k.name} ${k.def}`);
  for (const ix of indexes) await single.query(ix.indexdef);
  await single.query('RESET session_replication_role');
  await single.query('RESET work_mem');
  console.log(`  ${keys.length + indexes.length} indexes built in ${seconds(t0)}`);
  t0 = performance.now();
  await single.query(
    'VACUUM (ANALYZE) users, profiles, follows, blocks, venues, events, event_rsvps, listings',
  );
  const counts = (
    await single.query<Record<string, string>>(`
      SELECT (SELECT count(*) FROM venues WHERE status = 'approved') AS approved,
             (SELECT count(*) FROM venues WHERE hour_exceptions <> '[]'::jsonb) AS exceptions,
             (SELECT count(*) FROM events WHERE venue_id IS NOT NULL) AS at_venues,
             (SELECT count(*) FROM events WHERE starts_at >= now() - interval '6 hours'
                AND starts_at < now() + interval '${EVENTS_WINDOW_DAYS} days') AS in_window,
             (SELECT count(*) FROM event_rsvps) AS rsvps,
             (SELECT count(*) FROM listings WHERE status IN ('active', 'sold')) AS listed,
             (SELECT count(*) FROM follows) AS follows`)
  ).rows[0]!;
  console.log(
    `  vacuumed in ${seconds(t0)}: ${int(Number(counts.approved))} approved venues (${int(Number(counts.exceptions))} with dated exceptions), ` +
      `${int(Number(counts.at_venues))} events at venues, ${int(Number(counts.in_window))} in the Near me window, ${int(Number(counts.rsvps))} RSVPs, ` +
      `${int(Number(counts.listed))} listings active or sold, ${int(Number(counts.follows))} follows`,
  );

  // ---- the app, as main.ts builds it (the per-IP limit raised: every request comes from 127.0.0.1) ----
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `blaze-bench-places-${process.pid}`),
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
  // get a seeded member's life in SQL: follows, a few blocks each way, a few RSVPs.
  t0 = performance.now();
  const cookies = await signUpViewers(origin, config.mail.dir, VIEWERS, cities);
  await single.query(`
    CREATE TEMP TABLE bench_viewers AS SELECT id FROM users WHERE email LIKE 'viewer%@bench.invalid';
    -- The seeded members are marked demo (no app behind them), so the viewers browse in demo mode
    -- (decision 038); in production mode the data-mode rule would hide every one of them.
    UPDATE profiles SET data_mode = 'demo' WHERE id IN (SELECT id FROM bench_viewers);
    INSERT INTO follows (follower_id, followed_id, created_at)
      SELECT v.id, 'b' || (1 + floor(${MEMBERS} * random() ^ 2))::int, now()
      FROM bench_viewers v CROSS JOIN generate_series(1, ${FOLLOWS_EACH}) ON CONFLICT DO NOTHING;
    INSERT INTO blocks (blocker_id, blocked_id)
      SELECT v.id, 'b' || (1 + floor(random() * ${MEMBERS}))::int FROM bench_viewers v CROSS JOIN generate_series(1, 5)
      ON CONFLICT DO NOTHING;
    INSERT INTO blocks (blocker_id, blocked_id)
      SELECT 'b' || (1 + floor(random() * ${MEMBERS}))::int, v.id FROM bench_viewers v CROSS JOIN generate_series(1, 5)
      ON CONFLICT DO NOTHING;
    INSERT INTO event_rsvps (event_id, user_id, status, created_at, updated_at)
      SELECT 'e' || (1 + floor(random() * ${EVENTS}))::int, v.id, 'going', now(), now()
      FROM bench_viewers v CROSS JOIN generate_series(1, 5) ON CONFLICT DO NOTHING;
    ANALYZE follows; ANALYZE blocks; ANALYZE event_rsvps;
  `);
  console.log(
    `${VIEWERS} viewers signed up through the API, placed near the ${CITY_COUNT} city centres and given follows, blocks and RSVPs in ${seconds(t0)}`,
  );

  // How many venues are open now, by city: 'open now' depends on the hour there when the bench runs.
  const now0 = new Date();
  const openShare = (
    await single.query<{ city: string; local: string; open: string; total: string }>(
      `SELECT v.city, to_char($1::timestamptz at time zone min(v.time_zone), 'Dy HH24:MI') AS local,
              count(*) FILTER (WHERE CASE WHEN v.hour_exceptions = '[]'::jsonb
                THEN v.open_week @> (extract(dow from $1::timestamptz at time zone v.time_zone)::int * 1440
                  + extract(hour from $1::timestamptz at time zone v.time_zone)::int * 60
                  + extract(minute from $1::timestamptz at time zone v.time_zone)::int)
                ELSE venue_open_at(v.hours, v.hour_exceptions, $1::timestamptz at time zone v.time_zone) END) AS open,
              count(*) AS total
       FROM venues v WHERE v.status = 'approved' AND v.city = ANY($2) GROUP BY v.city ORDER BY v.city`,
      [now0.toISOString(), cities.map((c) => c.name)],
    )
  ).rows;
  console.log(
    `venues open now (approved; local time): ${openShare
      .map(
        (r) =>
          `${r.city} ${r.local} ${((100 * Number(r.open)) / Number(r.total)).toFixed(0)}% of ${int(Number(r.total))}`,
      )
      .join('; ')}`,
  );

  // ---- 1. the SQL alone, through the repositories, for members drawn from the seeded ones in cities ----
  const sqlViewers = (
    await single.query<{ id: string; lat: number; lng: number }>(
      `SELECT id, latitude AS lat, longitude AS lng FROM profiles
       WHERE id ~ '^b[0-9]+$' AND substring(id, 2)::int % 10 < 7 ORDER BY random() LIMIT 500`,
    )
  ).rows.map((v) => {
    const city = nearestCity(v)?.city ?? null;
    return { ...v, nearCities: city ? citiesNear(city, LISTING_NEAR_KM) : [] };
  });
  // The statements a read sends on the single connection, captured to time them inside PostgreSQL and to
  // print their plans (places `near` sends two: the KNN walk, then the page's rows by id).
  let statements: Array<{ text: string; params: unknown[] }> = [];
  const one = drizzle(single, {
    schema,
    logger: { logQuery: (text, params) => statements.push({ text, params }) },
  }) as unknown as Database;

  const reposOn = (on: Database) => ({
    places: placesRepository(on),
    events: eventsRepository(on),
    market: marketplaceRepository(on),
  });
  const onPool = reposOn(db);
  const onOne = reposOn(one);
  const viewerAt = (i: number) => pick(sqlViewers, i * 7);
  const wordsOf = (q: string) => q.split(' ');
  const soldSince = () => new Date(Date.now() - MARKETPLACE_LIMITS.soldVisibleDays * DAY_MS);
  const listingSearch = (i: number) => ({
    viewerId: viewerAt(i).id,
    soldSince: soldSince(),
    words: [] as string[],
    sort: 'newest' as const,
    limit: MARKETPLACE_LIMITS.pageDefault,
  });

  type Case = {
    key: string;
    label: string;
    /** The indexes the statement is served by (dropped for the ratio). */
    indexes: string[];
    run: (p: ReturnType<typeof reposOn>, i: number) => Promise<unknown>;
    /** The same read through the whole app, for viewer i. */
    http: (i: number) => string;
  };
  const cases: Case[] = [
    {
      key: 'venues',
      label: 'Venues near me, open now (places near, first page)',
      indexes: ['venues_point_gist'],
      run: (p, i) => {
        const v = viewerAt(i);
        return p.places.near({
          here: { lat: v.lat, lng: v.lng },
          openNow: true,
          after: null,
          limit: PLACES_PAGE_SIZE + 1,
          now: new Date(),
          viewerId: v.id,
        });
      },
      http: () => '/api/venues?openNow=true',
    },
    {
      key: 'events',
      label: `Events near me, the Near me tab (events upcoming, ${EVENTS_DEFAULT_RADIUS_KM} km, ${EVENTS_WINDOW_DAYS} days)`,
      indexes: ['events_point_gist', 'events_starts_at_idx'],
      run: (p, i) => {
        const v = viewerAt(i);
        const now = Date.now();
        return p.events.upcoming(
          {
            kind: undefined,
            from: new Date(now - EVENTS_STILL_ON_MS),
            until: new Date(now + EVENTS_WINDOW_DAYS * DAY_MS),
            around: { lat: v.lat, lng: v.lng, radiusM: EVENTS_DEFAULT_RADIUS_KM * 1000 },
          },
          v.id,
          EVENTS_LIST_MAX,
        );
      },
      http: () => '/api/events?tab=near',
    },
    {
      key: 'words',
      label: `Listing search by words ('${SEARCHES[0]}', '${SEARCHES[1]}'...; newest)`,
      indexes: ['listings_search_idx'],
      run: (p, i) => p.market.search({ ...listingSearch(i), words: wordsOf(pick(SEARCHES, i)) }),
      http: (i) => `/api/marketplace/listings?q=${encodeURIComponent(pick(SEARCHES, i))}`,
    },
    {
      key: 'category',
      label: 'Listing search by words and a category',
      indexes: ['listings_search_idx'],
      run: (p, i) =>
        p.market.search({
          ...listingSearch(i),
          words: wordsOf(pick(SEARCHES, i)),
          category: pick(LISTING_CATEGORIES, i),
        }),
      http: (i) =>
        `/api/marketplace/listings?q=${encodeURIComponent(pick(SEARCHES, i))}&category=${pick(LISTING_CATEGORIES, i)}`,
    },
    {
      key: 'near',
      label: `Listings near me, newest (${LISTING_NEAR_KM} km of my city)`,
      indexes: ['listings_city_newest_idx', 'listings_newest_idx'],
      run: (p, i) => p.market.search({ ...listingSearch(i), cities: viewerAt(i).nearCities }),
      http: () => `/api/marketplace/listings?nearKm=${LISTING_NEAR_KM}`,
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
  /** The statements of one read of case c, run on the single connection. */
  const statementsOf = async (c: Case, i: number) => {
    statements = [];
    await c.run(onOne, i);
    return statements;
  };
  const explain = async (options: string, st: { text: string; params: unknown[] }) =>
    (await single.query(`EXPLAIN (${options}) ${st.text}`, st.params)).rows.map(
      (r: Record<string, string>) => r['QUERY PLAN']!,
    );
  /** Planning + execution inside PostgreSQL of one read (all its statements), no per-node timing. */
  const inside = async (c: Case, i: number) => {
    let total = 0;
    for (const st of await statementsOf(c, i)) {
      const out = (await explain('ANALYZE, SUMMARY, TIMING OFF', st)).join('\n');
      const time = (label: string) =>
        Number(new RegExp(`${label} Time: ([\\d.]+)`).exec(out)?.[1] ?? NaN);
      total += time('Planning') + time('Execution');
    }
    return total;
  };

  console.log(
    `SQL alone, through the repositories, one at a time (${SQL_QUERIES} each after ${SQL_WARM_UP} to warm up; members drawn from 500 seeded ones in the cities; build, round trip and mapping included):`,
  );
  const results = new Map<string, { sql: Percentiles; scan?: string; http?: Percentiles }>();
  for (const c of cases) {
    await timed(SQL_WARM_UP, (i) => c.run(onPool, i + 1000));
    const p = summary(await timed(SQL_QUERIES, (i) => c.run(onPool, i)));
    results.set(c.key, { sql: p });
    const insideTimes: number[] = [];
    for (let i = 0; i < INSIDE_QUERIES; i++) insideTimes.push(await inside(c, i * 3));
    console.log(
      `  ${c.label}: ${describe(p)} (target p99 <= ${TARGETS.sqlP99Ms} ms: ${verdict(p.p99 <= TARGETS.sqlP99Ms)})`,
    );
    console.log(
      `    of which inside PostgreSQL (planning + execution, EXPLAIN ANALYZE; ${INSIDE_QUERIES} reads): ${describe(summary(insideTimes))}`,
    );
  }

  // ---- 2. the same statements without their indexes (dropped in a rolled-back transaction) ----
  console.log(
    `without their indexes (dropped inside a transaction that is rolled back; ${SCAN_QUERIES} queries each, ${SCAN_TIMEOUT_S} s statement timeout):`,
  );
  for (const c of cases) {
    const r = results.get(c.key)!;
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
    const over = timedOut ? '>= ' : '';
    r.scan = `${over}${ms(scan.p50)} ms, ${over}${(scan.p50 / r.sql.p50).toFixed(0)}x`;
    console.log(
      `  ${c.label.split(' (')[0]} without ${c.indexes.join(', ')}: p50 ${over}${ms(scan.p50)} ms${timedOut ? ` (${timedOut} of ${SCAN_QUERIES} timed out)` : ''}; ${over}${(scan.p50 / r.sql.p50).toFixed(0)}x at p50`,
    );
  }

  // Plans of the statements that missed their target, for the next step.
  for (const c of cases) {
    if (results.get(c.key)!.sql.p99 <= TARGETS.sqlP99Ms) continue;
    const sts = await statementsOf(c, 0);
    for (const [n, st] of sts.entries()) {
      console.log(
        `plan of '${c.label}', statement ${n + 1} of ${sts.length} (one member; EXPLAIN ANALYZE, BUFFERS):`,
      );
      console.log(
        (await explain('ANALYZE, BUFFERS', st)).map((line) => `      ${line}`).join('\n'),
      );
    }
  }

  // ---- 3. HTTP through the whole app, from a separate process, one request at a time ----
  console.log(
    `HTTP through the whole app (${VIEWERS} signed-up viewers; ${HTTP_SEQUENTIAL} one at a time after ${HTTP_WARM_UP} to warm up):`,
  );
  for (const c of cases) {
    const endpoint = {
      origin,
      path: '',
      paths: cookies.map((_, i) => c.http(i)),
      cookies,
    };
    await load({ ...endpoint, kind: 'closed', concurrency: 1, requests: HTTP_WARM_UP });
    const sequential = await load({
      ...endpoint,
      kind: 'closed',
      concurrency: 1,
      requests: HTTP_SEQUENTIAL,
    });
    const p = summary(sequential.latenciesMs);
    results.get(c.key)!.http = p;
    console.log(
      `  GET ${c.http(0).split('?')[0]} (${c.label.split(' (')[0]}): ${describe(p)} (target p99 <= ${TARGETS.httpP99Ms} ms: ${verdict(p.p99 <= TARGETS.httpP99Ms)}); non-200: ${statuses(sequential)}`,
    );
  }

  // ---- the table ----
  const rows = cases.map((c) => {
    const r = results.get(c.key)!;
    return [
      c.label.split(' (')[0]!,
      `${ms(r.sql.p50)} / ${ms(r.sql.p99)}`,
      verdict(r.sql.p99 <= TARGETS.sqlP99Ms),
      r.scan ?? '-',
      r.http ? `${ms(r.http.p50)} / ${ms(r.http.p99)}` : '-',
      r.http ? verdict(r.http.p99 <= TARGETS.httpP99Ms) : '-',
    ];
  });
  const head = [
    'statement',
    'SQL p50 / p99 ms',
    `SQL p99 <= ${TARGETS.sqlP99Ms}`,
    'unindexed p50, ratio',
    'HTTP p50 / p99 ms',
    `HTTP p99 <= ${TARGETS.httpP99Ms}`,
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((x, i) => x.padEnd(widths[i]!)).join(' | ');
  console.log(
    `summary (${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}; rough: other sessions share the machine):`,
  );
  console.log(`  ${line(head)}`);
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const r of rows) console.log(`  ${line(r)}`);
} finally {
  await app?.close();
  await single.end();
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
