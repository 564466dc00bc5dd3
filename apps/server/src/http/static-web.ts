import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PHOTO_CACHE_SECONDS } from '@blaze/contracts';

const NO_CACHE = 'no-cache, no-store, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files that must always be fetched fresh so a deploy is picked up at once. */
const ALWAYS_FRESH =
  /(^|\/)(index\.html|sw\.js|registerSW\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/;
/** The brotli and gzip copies the web build writes beside each text file (apps/web/scripts/precompress.mjs). */
const PRECOMPRESSED = /\.(br|gz)$/;
/**
 * Hashed scripts and stylesheets: never a document (served with nosniff, a browser opened on one
 * shows text) and never a worker (the service worker is /sw.js), so they go out without the headers
 * only documents read. Over HTTP/1.1 those cost about 0.9 KB per file, a sixth of the first screen.
 * SVGs and the rest keep them: an SVG opened on its own is a document that can run script.
 */
const SUBRESOURCE = /^assets\/[^/]+\.(js|css)$/;
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  // Validators and ranges serve revalidation and partial reads, which an immutable script never needs.
  'etag',
  'last-modified',
  'accept-ranges',
];

/**
 * Photos on local disk, cacheable for an hour (spec: photo cache 3600 s). `servable`, when given,
 * is asked about each file under a guarded folder ('services/{photoId}/...': a listing's photos stop
 * when its provider is suspended, banned or gone, issue 35); false is the 404 of a missing file.
 */
export async function registerMedia(
  app: FastifyInstance,
  mediaDir: string,
  servable?: { folder: string; allows: (id: string) => Promise<boolean> },
): Promise<void> {
  fs.mkdirSync(mediaDir, { recursive: true });
  if (!servable) return serveMedia(app, mediaDir);
  const prefix = `/media/${servable.folder}/`;
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const pathName = request.url.split('?')[0] ?? '';
      if (!pathName.startsWith(prefix)) return;
      let id = '';
      try {
        id = decodeURIComponent(pathName.slice(prefix.length).split('/')[0] ?? '');
      } catch {
        // A malformed escape names no file: the 404 below.
      }
      if (!id || !(await servable.allows(id)))
        return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    });
    await serveMedia(scope, mediaDir);
  });
}

async function serveMedia(app: FastifyInstance, mediaDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (res) => {
      res.header('Cache-Control', `public, max-age=${PHOTO_CACHE_SECONDS}`);
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
}

/**
 * The built web app: hashed assets immutable, entry points never cached, client routes -> index.html.
 * Each file goes out as the build's brotli or gzip copy when the browser accepts it (`Vary:
 * Accept-Encoding`, the copy's own length), so no request pays for compression.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
): Promise<SendIndex | null> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve it');
    return null;
  }
  const links = openingLinks(readOpeningPreloads(distDir));
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    // Source maps hold the whole source and build paths: kept on disk for operators, never served.
    // The compressed copies are reached through Accept-Encoding only, never by their own names.
    allowedPath: (pathName) => !pathName.endsWith('.map') && !PRECOMPRESSED.test(pathName),
    setHeaders: (res, filePath) => {
      const rel = path
        .relative(distDir, filePath)
        .split(path.sep)
        .join('/')
        .replace(PRECOMPRESSED, '');
      if (ALWAYS_FRESH.test(rel)) res.header('Cache-Control', NO_CACHE);
      else if (rel.startsWith('assets/')) res.header('Cache-Control', IMMUTABLE);
      else res.header('Cache-Control', 'public, max-age=3600');
      // Kept: nosniff, Referrer-Policy (module scripts and stylesheets fetch with it),
      // Cross-Origin-Resource-Policy, HSTS.
      if (SUBRESOURCE.test(rel)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
    },
  });
  const sendIndex: SendIndex = (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    // The header depends on the session cookie's presence.
    reply.header('Vary', 'Cookie');
    const link = links(request.url, request.headers.cookie);
    if (link) reply.header('Link', link);
    return reply.type('text/html').sendFile('index.html');
  };
  app.get('/', { exposeHeadRoute: true, schema: { hide: true } }, sendIndex);
  return sendIndex;
}

/** Sends the app's document (index.html) for a client route, with the opening screen's preloads. */
export type SendIndex = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** What the web build wrote about each opening screen (apps/web/build/opening-preloads.ts). */
interface OpeningPreloads {
  entry: { script: string; styles: string[] };
  /** Signed-in screens only. */
  screens: Array<{ pattern: string; scripts: string[] }>;
}

function readOpeningPreloads(distDir: string): OpeningPreloads | null {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(distDir, '.vite/opening-preloads.json'), 'utf8'),
    ) as OpeningPreloads;
  } catch {
    return null;
  }
}

/** better-auth's session cookie, `__Secure-` prefixed over HTTPS. Its presence, not its validity. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?blaze\.session_token=[^;\s]/;

/** A route pattern's match, as the web's router does it: segment by segment, case-insensitive. */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return (
    want.length === got.length &&
    want.every((part, i) => part.startsWith(':') || part.toLowerCase() === got[i]!.toLowerCase())
  );
}

/**
 * The `Link` header for a document (issue 29): the entry, its stylesheet and the opening screen's
 * chunks, so a phone downloads the screen's code beside the entry instead of after it has run. Only
 * signed-in screens, and only to a browser holding a session cookie: a visitor is sent to /auth and
 * would download the shell for nothing. Names only built files, never anything from the request.
 */
export function openingLinks(
  preloads: OpeningPreloads | null,
): (url: string, cookie: string | undefined) => string | null {
  if (!preloads) return () => null;
  const { entry, screens } = preloads;
  const head = [
    `<${entry.script}>; rel=modulepreload`,
    ...entry.styles.map((style) => `<${style}>; rel=preload; as=style; crossorigin`),
  ];
  const headers = screens.map((screen) => ({
    ...screen,
    header: [...head, ...screen.scripts.map((file) => `<${file}>; rel=modulepreload`)].join(', '),
  }));
  return (url, cookie) => {
    const pathname = url.split(/[?#]/)[0] ?? '';
    const screen = headers.find((s) => matches(s.pattern, pathname));
    if (!screen || !SESSION_COOKIE.test(cookie ?? '')) return null;
    return screen.header;
  };
}

export function wantsHtml(url: string, accept: string | undefined): boolean {
  if (url.startsWith('/api/') || url === '/api' || url.startsWith('/media/')) return false;
  return (accept ?? '').includes('text/html') || !path.extname(url.split('?')[0] ?? '');
}
