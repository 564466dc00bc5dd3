import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { COMPRESS_MIN_BYTES } from './compression.ts';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../web/scripts/precompress.mjs');
const ASSET = '/assets/index-d4e5f6.js';
const SMALL_ASSET = '/assets/icon-a7b8c9.js';
const small = 'export const icon = 1;';
const source = Array.from({ length: 400 }, (_, i) => `console.log('line ${i}');`).join('\n');

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'blaze-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><title>Blaze</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`,
  );
  await fs.writeFile(path.join(dist, ASSET), source);
  await fs.writeFile(path.join(dist, SMALL_ASSET), small);
  // The web build's own step, so the test covers what `npm run build` writes.
  execFileSync(process.execPath, [PRECOMPRESS, dist]);
  t = await createTestApp({ serveWeb: true, webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: '*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

const decode = (encoding: unknown, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('the web app as a browser receives it', () => {
  it('sends the build-time brotli or gzip copy of an asset by Accept-Encoding, or the plain file', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const res = await get(ASSET, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(String(res.headers.vary), accept).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length']), accept).toBe(res.rawPayload.length);
      expect(decode(encoding, res.rawPayload).toString(), accept).toBe(source);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options'], accept).toBe('nosniff');
    }
    const plain = await get(ASSET, 'identity');
    const br = await get(ASSET, 'br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('sends a file too small to be worth compressing as it is, with its length', async () => {
    const res = await get(SMALL_ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(small.length));
    expect(res.body).toBe(small);
  });

  it('keeps index.html uncached when it goes out compressed, for the root and for client routes', async () => {
    for (const url of ['/', '/discovery']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toMatch(/no-cache/);
      expect(decode('br', res.rawPayload).toString(), url).toContain('<div id="root">');
    }
  });

  it('never serves the compressed copies by their own names', async () => {
    for (const url of [`${ASSET}.br`, `${ASSET}.gz`, '/index.html.br']) {
      expect((await get(url, 'br')).statusCode, url).toBe(404);
    }
  });
});

describe('API replies', () => {
  it('compresses a large JSON reply by Accept-Encoding', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get('/api/docs/json', accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      if (encoding) expect(String(res.headers.vary), accept).toMatch(/accept-encoding/i);
      const body = decode(encoding, res.rawPayload);
      expect(body.length, accept).toBeGreaterThan(COMPRESS_MIN_BYTES);
      expect(JSON.parse(body.toString()).openapi, accept).toMatch(/^3\./);
      expect(String(res.headers['content-security-policy']), accept).toContain(
        "default-src 'self'",
      );
      if (res.headers['content-length'])
        expect(Number(res.headers['content-length']), accept).toBe(res.rawPayload.length);
    }
  });

  it('sends a small reply as it is', async () => {
    const res = await get('/api/health', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});
