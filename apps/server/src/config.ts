import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3Settings } from './modules/media/s3-storage.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the app, e.g. https://blaze.example; decides Secure cookies. */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().default('blaze:'),
  /** At least 32 characters in production; development gets a fixed, clearly-unsafe default. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: flag.optional(),
  SERVE_WEB: flag.optional(),
  /** The API document and its UI at /api/docs; on by default except in production. */
  API_DOCS: flag.optional(),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How many proxies in front of the server add to X-Forwarded-For (`1` behind one load balancer), or
   * the comma-separated addresses/CIDR ranges of those proxies. `true` means one. Never 'trust all':
   * then the client's own X-Forwarded-For would pick the address every per-address limit keys on.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): false | number | string[] => {
      const s = v.trim().toLowerCase();
      if (['false', '0', 'no'].includes(s)) return false;
      if (['true', 'yes'].includes(s)) return 1;
      if (/^\d+$/.test(s)) return Number(s);
      const list = s
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      if (list.length && list.every((a) => /^[\d.:a-f]+(\/\d{1,3})?$/.test(a))) return list;
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY must be false, a number of proxy hops, or proxy addresses/CIDRs',
      });
      return z.NEVER;
    }),
  RATE_LIMIT_SIGN_IN_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGN_UP_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_GLOBAL_MAX: z.coerce.number().int().min(1).default(600),
  /**
   * Sign-up's first step answers no sooner than this (ms), whoever owns the address: a new address
   * costs database writes an address in use does not, and the difference would tell them apart
   * (decision 012). 500 by default; 0 under NODE_ENV=test, where the API tests sign up hundreds.
   */
  SIGN_UP_ANSWER_MS: z.coerce.number().int().min(0).max(5_000).optional(),
  /** Any OpenAI-compatible chat endpoint for profile text; the built-in writer is used without it. */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  /** How long the assistant waits for the model before the built-in engine answers (decision 039). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  /**
   * The assistant's server voice (decision 039): any OpenAI-compatible speech endpoint (OpenAI, or a
   * self-hosted Kokoro server) at TTS_BASE_URL; ElevenLabs when ELEVENLABS_API_KEY is set. Neither:
   * the browser's own voice.
   */
  TTS_BASE_URL: z.url().optional(),
  TTS_API_KEY: z.string().min(1).optional(),
  TTS_MODEL: z.string().default('tts-1'),
  /** How long either speech provider may take before the app speaks with the browser's voice. */
  TTS_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(15_000),
  ELEVENLABS_API_KEY: z.string().min(1).optional(),
  ELEVENLABS_MODEL: z.string().default('eleven_multilingual_v2'),
  /** Another ElevenLabs API origin (a local stand-in in tests). */
  ELEVENLABS_API_URL: z.url().default('https://api.elevenlabs.io'),
  /** S3-compatible photo storage; local disk under DATA_DIR/media without it. */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** Public base URL of the bucket or its CDN, for public photos. */
  S3_PUBLIC_URL: z.url().optional(),
  /** Set by `npm start` so the ready log shows the whole cold start, build included. */
  BLAZE_START_TIME: z.coerce.number().int().positive().optional(),
  /** Comma-separated extra origins allowed to call the API (the Vite dev server is allowed in development). */
  TRUSTED_ORIGINS: z.string().optional(),
  /** SMTP submission for e-mail: smtps://user:pass@host:465 or smtp://user:pass@host:587 (STARTTLS). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** The From of every mail, e.g. 'Blaze <no-reply@blaze.example>'. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Comma-separated e-mails granted admin at start-up (admin_users rows). */
  ADMIN_EMAILS: z.string().optional(),
  /**
   * Raster map tiles, e.g. https://tiles.example.com/{z}/{x}/{y}.png. Unset: the app draws a plain map
   * itself, because tile requests would tell the tile server where members are looking.
   */
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/,
      'MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}',
    )
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
  MAP_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(16),
  /** Stripe takes payments when both are set; the built-in test provider otherwise (decision 019). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be an sk_ or rk_ key')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a whsec_ secret')
    .optional(),
  /**
   * The services section (provider listings: escort, massage, other). On by default; off, every
   * services route answers 404 and the app hides the section (docs/operations.md says why one might).
   */
  SERVICES_ENABLED: flag.default(true),
  /** Another Stripe API origin (a local stand-in or stripe-mock), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: z.url().optional(),
  /**
   * Web push (decision 034): the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints
   * them) and the contact the push services may write to. Unset: generated once (embedded: a 0600
   * file in DATA_DIR; PostgreSQL: one row every node reads).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{86,88}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (65 bytes)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{42,44}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .optional(),
  /** Web push on (default) or off: off, GET /api/push/key answers null and nothing is sent. */
  PUSH_ENABLED: flag.default(true),
  /**
   * Comma-separated hosts (host or host:port) accepted as push endpoints besides the known push
   * services, http allowed: for a local stand-in in tests (127.0.0.1). Never set in production.
   */
  PUSH_EXTRA_HOSTS: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  secureCookies: boolean;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };
  mediaDir: string;
  /** E-mail: SMTP when a URL is set, else one file per mail in `dir` (decision 012). */
  mail: { dir: string; smtpUrl: string | null; from: string };
  redis: { url: string; keyPrefix: string } | null;
  authSecret: string;
  seedDemo: boolean;
  serveWeb: boolean;
  apiDocs: boolean;
  webDistDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Proxy hops (or the proxies' addresses) whose X-Forwarded-For entries are believed; false: none. */
  trustProxy: false | number | string[];
  rateLimit: { signInMax: number; signUpMax: number; globalMax: number };
  /** Sign-up's first step answers no sooner than this, for every address (SIGN_UP_ANSWER_MS). */
  signUpAnswerMs: number;
  adminEmails: string[];
  startedAt: number;
  trustedOrigins: string[];
  /** An OpenAI-compatible model (AI_BASE_URL; the key may be absent for a self-hosted server). */
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  /** The assistant's server voice (decision 039); both null: the browser's voice. */
  tts: { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number } | null;
  elevenLabs: { apiKey: string; model: string; apiUrl: string; timeoutMs: number } | null;
  s3: S3Settings | null;
  map: { tileUrl: string | null; attribution: string | null; maxZoom: number };
  /** SERVICES_ENABLED: the services section is on (decision 025). */
  servicesEnabled: boolean;
  /** Stripe when configured; null: the built-in test provider. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
  /** Web push (decision 034). */
  push: {
    enabled: boolean;
    /** From the environment; null: generated once (`keysFile` embedded, the database otherwise). */
    vapid: { publicKey: string; privateKey: string } | null;
    subject: string;
    keysFile: string;
    /** Endpoint hosts accepted besides the known push services (tests' stand-in), http allowed. */
    extraHosts: string[];
  };
};

const DEV_SECRET = 'blaze-development-secret-do-not-use-in-production';

/** Parses the environment once at boot and fails loudly on anything wrong (epic-stack env.server.ts). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  // An empty variable counts as unset (DATABASE_URL= npm start means 'embedded').
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY && e.S3_PUBLIC_URL)) {
    throw new Error(
      'Invalid configuration:\n  S3_BUCKET: needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL too',
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both, or neither',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither',
    );
  }
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new Error(
      'Invalid configuration:\n  AUTH_SECRET: required in production (32+ characters)',
    );
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const database: Config['database'] = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(e.DATA_DIR, 'db') };
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    database,
    mediaDir: path.join(e.DATA_DIR, 'media'),
    mail: {
      dir: path.join(e.DATA_DIR, 'mail'),
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `Blaze <no-reply@${new URL(publicUrl).hostname}>`,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
    authSecret: e.AUTH_SECRET ?? DEV_SECRET,
    seedDemo: e.SEED_DEMO ?? database.kind === 'pglite',
    serveWeb: e.SERVE_WEB ?? e.NODE_ENV === 'production',
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      signInMax: e.RATE_LIMIT_SIGN_IN_MAX,
      signUpMax: e.RATE_LIMIT_SIGN_UP_MAX,
      globalMax: e.RATE_LIMIT_GLOBAL_MAX,
    },
    signUpAnswerMs: e.SIGN_UP_ANSWER_MS ?? (e.NODE_ENV === 'test' ? 0 : 500),
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    startedAt: e.BLAZE_START_TIME ?? Date.now(),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          publicBaseUrl: e.S3_PUBLIC_URL ?? null,
        }
      : null,
    ai: e.AI_BASE_URL
      ? {
          baseUrl: e.AI_BASE_URL,
          apiKey: e.AI_API_KEY ?? 'not-needed',
          model: e.AI_MODEL,
          timeoutMs: e.AI_TIMEOUT_MS,
        }
      : null,
    tts: e.TTS_BASE_URL
      ? {
          baseUrl: e.TTS_BASE_URL,
          apiKey: e.TTS_API_KEY ?? null,
          model: e.TTS_MODEL,
          timeoutMs: e.TTS_TIMEOUT_MS,
        }
      : null,
    elevenLabs: e.ELEVENLABS_API_KEY
      ? {
          apiKey: e.ELEVENLABS_API_KEY,
          model: e.ELEVENLABS_MODEL,
          apiUrl: e.ELEVENLABS_API_URL,
          timeoutMs: e.TTS_TIMEOUT_MS,
        }
      : null,
    map: {
      tileUrl: e.MAP_TILE_URL ?? null,
      attribution: e.MAP_TILE_ATTRIBUTION ?? null,
      maxZoom: e.MAP_MAX_ZOOM,
    },
    servicesEnabled: e.SERVICES_ENABLED,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL ?? null,
          }
        : null,
    push: {
      enabled: e.PUSH_ENABLED,
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:no-reply@${new URL(publicUrl).hostname}`,
      keysFile: path.join(e.DATA_DIR, 'push', 'vapid-keys.json'),
      extraHosts: (e.PUSH_EXTRA_HOSTS ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    },
    trustedOrigins: [
      publicUrl,
      ...(e.NODE_ENV === 'development' ? ['http://localhost:5173'] : []),
      ...(e.TRUSTED_ORIGINS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ],
    ...overrides,
  };
}
