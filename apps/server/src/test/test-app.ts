import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../app.ts';
import type { Clock } from '../lib/clock.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { newestMailTo, signUpCodeIn, type FiledMail } from '../modules/mail/mail-folder.ts';

/**
 * A real app on a real database for API tests: PGlite in memory by default; a fresh PostgreSQL
 * database (dropped afterwards) when DATABASE_URL is set; Redis with a private key prefix when
 * REDIS_URL is set. Nothing is mocked.
 */
export type TestApp = {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  /** The scratch PostgreSQL database's URL, for a test that needs connections of its own; null on PGlite. */
  databaseUrl: string | null;
  config: Config;
  logs: string[];
  close: () => Promise<void>;
};

export async function createTestApp(
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = {},
  {
    clock,
    pgliteDataDir,
  }: {
    clock?: Clock;
    /** PGlite on disk in this folder (kept after close, so a second app can reopen it); in memory otherwise. */
    pgliteDataDir?: string;
  } = {},
): Promise<TestApp> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'blaze-test-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tmp,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    ...env,
  });
  const { database, databaseUrl, dropDatabase } = await testDatabase(pgliteDataDir);
  const redisUrl = process.env.REDIS_URL;
  const keyPrefix = `blaze-test:${randomBytes(6).toString('hex')}:`;
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : null;
  const config: Config = {
    ...base,
    database:
      database.kind === 'postgres'
        ? { kind: 'postgres', url: 'test' }
        : { kind: 'pglite', dataDir: pgliteDataDir ?? null },
    redis: redisUrl ? { url: redisUrl, keyPrefix } : null,
    rateLimit: { ...base.rateLimit, signUpMax: 1000, globalMax: 10_000 },
    ...overrides,
  };
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ config, database, redis, logStream, clock });
  await app.ready();
  mailDirs.set(app, config.mail.dir);
  return {
    app,
    db: database.db,
    database,
    databaseUrl,
    config,
    logs,
    close: async () => {
      await app.close();
      if (redis) {
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      }
      await database.close();
      await dropDatabase();
      await fs.rm(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * A second server node on the same database and the same Redis (key prefix included): what a load
 * balancer would put beside the first. Closing it leaves the first running.
 */
export async function createPeerNode(
  first: TestApp,
  overrides: Partial<Config> = {},
  { clock }: { clock?: Clock } = {},
): Promise<{
  app: FastifyInstance;
  close: () => Promise<void>;
}> {
  const redis = first.config.redis
    ? new Redis(first.config.redis.url, { maxRetriesPerRequest: 1 })
    : null;
  const app = await buildApp({
    config: { ...first.config, seedDemo: false, ...overrides },
    database: first.database,
    redis,
    logStream: new Writable({ write: (_c, _e, done) => done() }),
    clock,
  });
  await app.ready();
  mailDirs.set(app, first.config.mail.dir);
  return {
    app,
    close: async () => {
      await app.close();
      redis?.disconnect();
    },
  };
}

/**
 * A migrated PGlite as a tarball, made once per set of migrations and kept in the temp folder, so each
 * test file loads it (about a second) instead of running every migration (about ten on a busy CI
 * machine). Keyed by the migrations' contents: a new or changed migration makes a new template.
 */
let template: Promise<Blob> | null = null;
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const folder = fileURLToPath(new URL('../../drizzle/', import.meta.url));
    const hash = createHash('sha256');
    for (const name of (await fs.readdir(folder, { recursive: true })).sort()) {
      const file = path.join(folder, name);
      if ((await fs.stat(file)).isFile()) hash.update(name).update(await fs.readFile(file));
    }
    const cached = path.join(os.tmpdir(), `blaze-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    const existing = await fs.readFile(cached).catch(() => null);
    if (existing) return new Blob([existing]);
    const fresh = await openDatabase({ kind: 'pglite', dataDir: null });
    const dump = await fresh.dump!();
    await fresh.close();
    const partial = `${cached}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(partial, cached);
    return dump;
  })();
  return template;
}

async function testDatabase(pgliteDataDir?: string): Promise<{
  database: DatabaseHandle;
  databaseUrl: string | null;
  dropDatabase: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  const reopen = pgliteDataDir
    ? (await fs.readdir(pgliteDataDir).catch(() => [])).length > 0
    : false;
  if (!url)
    return {
      database: await openDatabase(
        { kind: 'pglite', dataDir: pgliteDataDir ?? null },
        reopen ? {} : { from: await migratedTemplate() },
      ),
      databaseUrl: null,
      dropDatabase: async () => {},
    };
  const name = `blaze_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString() });
  return {
    database,
    databaseUrl: dbUrl.toString(),
    dropDatabase: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export const json = (res: LightMyRequestResponse) => res.json() as Record<string, unknown>;

/** The session cookie from a sign-up or sign-in reply, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const token = list.find((c) => c.startsWith('blaze.session_token='));
  if (!token) throw new Error(`no session cookie in ${JSON.stringify(list)}`);
  return token.split(';')[0]!;
}

let counter = 0;
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

export const GOOD_PASSWORD = 'velvet-otter-rides-42';

/** Each test app's mail folder, where its file mailer writes (config.mail.dir). */
const mailDirs = new WeakMap<FastifyInstance, string>();

/** The newest mail the app wrote to this address: its subject and text. */
export async function lastMailTo(app: FastifyInstance, email: string): Promise<FiledMail | null> {
  return newestMailTo(mailDirOf(app), email);
}

/** The sign-up code in the newest mail to this address. */
export function signUpCode(app: FastifyInstance, email: string): Promise<string> {
  return signUpCodeIn(mailDirOf(app), email);
}

function mailDirOf(app: FastifyInstance): string {
  const dir = mailDirs.get(app);
  if (!dir) throw new Error('not a test app: no mail folder');
  return dir;
}

/**
 * A member signed up through the API in one call, as before sign-up had two steps: the form, then the
 * code from the mail the app wrote (decision 012). `res` is the verify reply, which signs him in.
 */
export async function signUp(app: FastifyInstance, body: Record<string, unknown> = {}) {
  const payload = { email: uniqueEmail(), password: GOOD_PASSWORD, ...body };
  const started = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
  if (started.statusCode !== 202)
    throw new Error(`sign-up failed: ${started.statusCode} ${started.body}`);
  const email = (started.json() as { email: string }).email;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { email, code: await signUpCode(app, email) },
  });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
  return {
    res,
    cookie: sessionCookie(res),
    body: res.json() as { user: { id: string; email: string } },
  };
}

export type TestMember = { id: string; cookie: string };

/** A second session for an existing account (another device): signs in and returns its cookie. */
export async function signInAgain(
  app: FastifyInstance,
  email: string,
  password = GOOD_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/** A new member, signed up through the API: his id and session cookie. */
export async function newMember(app: FastifyInstance): Promise<TestMember> {
  const m = await signUp(app);
  return { id: m.body.user.id, cookie: m.cookie };
}

/** An API call as this member. */
export function callAs(
  app: FastifyInstance,
  who: TestMember,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A 1:1 chat opened by `a` with `b` (accepted by `b` too when asked): its id. */
export async function openChat(
  app: FastifyInstance,
  a: TestMember,
  b: TestMember,
  { accept = false } = {},
): Promise<string> {
  const opened = await callAs(app, a, 'POST', '/api/conversations', { userId: b.id });
  if (opened.statusCode >= 300) throw new Error(`open chat: ${opened.statusCode} ${opened.body}`);
  const id = opened.json().id as string;
  if (accept) {
    const accepted = await callAs(app, b, 'POST', `/api/conversations/${id}/accept`);
    if (accepted.statusCode >= 300)
      throw new Error(`accept chat: ${accepted.statusCode} ${accepted.body}`);
  }
  return id;
}

/** A client-generated message id, as the apps make them. */
export const newClientId = () => randomUUID().replaceAll('-', '');

/** A multipart body with one file field, as the web app's upload sends it. */
export function multipartFile(bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = `----blaze${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Public photo URLs as the app builds them on local disk, for a service built by hand in a test. */
export const testPhotoUrl = (ownerId: string, photoId: string) =>
  `/media/photos/${ownerId}/${photoId}/display.webp`;
