import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'blaze-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Blaze</title><div id="root"></div>',
  );
  await fs.writeFile(path.join(dist, 'assets', 'index-a1b2c3.js'), 'console.log(1)');
  await fs.writeFile(path.join(dist, 'assets', 'index-d4e5f6.css'), 'body{color:red}');
  await fs.writeFile(
    path.join(dist, 'assets', 'badge-a1b2c3.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  await fs.writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await fs.writeFile(
    path.join(dist, 'sw.js.map'),
    '{"sources":["/home/build/apps/web/src/sw.ts"]}',
  );
  await fs.writeFile(path.join(dist, 'assets', 'index-a1b2c3.js.map'), '{"sourcesContent":["x"]}');
  // What the web build writes about its opening screens (apps/web/build/opening-preloads.ts).
  await fs.mkdir(path.join(dist, '.vite'));
  await fs.writeFile(
    path.join(dist, '.vite', 'opening-preloads.json'),
    JSON.stringify({
      entry: { script: '/assets/index-a1b2c3.js', styles: ['/assets/index-d4e5f6.css'] },
      screens: [
        {
          pattern: '/dashboard',
          scripts: ['/assets/app-1.js', '/assets/dash-1.js'],
        },
        { pattern: '/app/profile/:userId', scripts: ['/assets/profile-1.js'] },
      ],
    }),
  );
  t = await createTestApp({ serveWeb: true, webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

describe('serving the built web app', () => {
  it('serves hashed assets as immutable', async () => {
    const res = await get('/assets/index-a1b2c3.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never caches the service worker or index.html', async () => {
    const sw = await get('/sw.js', '*/*');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toMatch(/no-cache/);
    const root = await get('/');
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toMatch(/no-cache/);
    expect(root.body).toContain('<div id="root">');
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of [
      '/dashboard',
      '/app/profile/abc',
      '/auth?redirect=%2Fapp%2Fmessages',
      '/no/such/page',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toMatch(/no-cache/);
    }
  });

  it('answers unknown API paths with a JSON 404, never the web app', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('answers a missing asset with 404 rather than HTML', async () => {
    const res = await get('/assets/missing-123.js', '*/*');
    expect(res.statusCode).toBe(404);
  });
});

describe('health and docs', () => {
  it('reports the database as reachable', async () => {
    const res = await get('/api/health', 'application/json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', databaseOk: true });
  });

  it('publishes an OpenAPI document with the auth routes', async () => {
    const res = await get('/api/docs/json', 'application/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-up',
        '/api/auth/sign-in',
        '/api/me',
        '/api/admin/me',
        '/api/logs',
        '/api/errors',
      ]),
    );
    const ui = await get('/api/docs/');
    expect(ui.statusCode).toBe(200);
  });

  it('returns a request id on every reply', async () => {
    const res = await get('/api/health', 'application/json');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('what a production server gives away', () => {
  it('never serves source maps', async () => {
    for (const url of [
      '/assets/index-a1b2c3.js.map',
      '/sw.js.map',
      '/assets/%69ndex-a1b2c3.js.map',
    ]) {
      const res = await get(url, '*/*');
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('sources');
    }
  });

  it('sends security headers with the pages, an SVG and an API reply', async () => {
    for (const url of ['/', '/api/health', '/discovery', '/assets/badge-a1b2c3.svg', '/sw.js']) {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['permissions-policy'], url).toContain('geolocation=(self)');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('sends a hashed script or stylesheet only the headers a browser reads on one', async () => {
    for (const url of ['/assets/index-a1b2c3.js', '/assets/index-d4e5f6.css']) {
      const res = await get(url, '*/*');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      for (const documentOnly of [
        'content-security-policy',
        'permissions-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'etag',
        'last-modified',
      ]) {
        expect(res.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
      }
    }
  });

  it('in production hides the API document and tells anonymous callers only whether it is up', async () => {
    const prod = await createTestApp(
      { serveWeb: true, webDistDir: dist },
      { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) },
    );
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(
        404,
      );
      expect((await prod.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
      const health = await prod.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', databaseOk: true });
    } finally {
      await prod.close();
    }
  });

  it('adds HSTS and upgrades insecure requests behind https', async () => {
    const secure = await createTestApp(
      { serveWeb: true, webDistDir: dist },
      { PUBLIC_URL: 'https://blaze.example' },
    );
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      const script = await secure.app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' });
      expect(script.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await secure.close();
    }
  });
});

describe('rate limits', () => {
  it('count API calls only, never the web app files', async () => {
    const limited = await createTestApp({
      serveWeb: true,
      webDistDir: dist,
      rateLimit: { signInMax: 10, signUpMax: 10, globalMax: 5 },
    });
    try {
      for (let i = 0; i < 20; i++) {
        const res = await limited.app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' });
        expect(res.statusCode).toBe(200);
      }
      const api: number[] = [];
      for (let i = 0; i < 6; i++) {
        api.push((await limited.app.inject({ method: 'GET', url: '/api/me' })).statusCode);
      }
      expect(api).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("the document's preloads (issue 29)", () => {
  const SESSION = 'blaze.session_token=abc.def';
  const open = (url: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });

  it("names the entry, its stylesheet and a signed-in screen's chunks to a browser with a session", async () => {
    const res = await open('/dashboard', `theme=dark; ${SESSION}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe(
      [
        '</assets/index-a1b2c3.js>; rel=modulepreload',
        '</assets/index-d4e5f6.css>; rel=preload; as=style; crossorigin',
        '</assets/app-1.js>; rel=modulepreload',
        '</assets/dash-1.js>; rel=modulepreload',
      ].join(', '),
    );
    expect(res.headers.vary).toMatch(/Cookie/);
    // A parameter is one segment, matched as the router does (any case, a trailing slash).
    expect((await open('/app/profile/u-123', SESSION)).headers.link).toContain('profile-1.js');
    expect((await open('/DASHBOARD/', `__Secure-${SESSION}`)).headers.link).toContain('dash-1.js');
  });

  it('names nothing to a visitor, who is sent to /auth, nor on /auth itself', async () => {
    expect((await open('/dashboard')).headers.link).toBeUndefined();
    expect((await open('/dashboard', 'blaze.session_token=')).headers.link).toBeUndefined();
    expect((await open('/dashboard', 'not-blaze.session_token=x')).headers.link).toBeUndefined();
    expect((await open('/auth', 'blaze.session_token=abc')).headers.link).toBeUndefined();
  });

  it('names nothing for a screen it does not know, or a path spelled oddly', async () => {
    for (const url of ['/app/settings', '/app/profile/a/b', '/app/profile', '/dashboard%2Fx']) {
      const res = await open(url, SESSION);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBeUndefined();
    }
  });
});
