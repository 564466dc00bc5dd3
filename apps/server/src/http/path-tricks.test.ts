import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  GOOD_PASSWORD,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../test/test-app.ts';

/**
 * An attacker spells the path of a real route in every way the router may still match, to get past the
 * checks in front of it (the rate limiter, the Origin check). Requests go over a real socket, byte for
 * byte as written, so no client library tidies the path first.
 */
let t: TestApp;
let port: number;
const SIGN_IN_MAX = 3;

beforeAll(async () => {
  t = await createTestApp({
    rateLimit: { signInMax: SIGN_IN_MAX, signUpMax: 1000, globalMax: 10_000 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

type Raw = { status: number; body: string };

/** One HTTP/1.1 request with this exact request target. */
function raw(
  method: string,
  target: string,
  { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Connection: close',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ...(body === undefined
        ? []
        : ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`]),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

/** Spellings of /api/<rest> that a lenient router or a proxy might take for the real path. */
function spellings(rest: string): string[] {
  const [first, ...others] = rest.split('/');
  const tail = others.join('/');
  return [
    `/%61pi/${rest}`,
    `/%61%70%69/${rest}`,
    `/ap%69/${rest}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/api/${first}//${tail}`,
    `/./api/${rest}`,
    `/api/./${rest}`,
    `/x/../api/${rest}`,
    `/api/x/../${rest}`,
    `/api/%2e/${rest}`,
    `/api%2f${rest}`,
    `/api/${first}%2f${tail}`,
    `/api/${rest}/`,
    `/api/${rest}?`,
    `/api/${rest}?x=1`,
    `/api/${rest}#x`,
    `/api/${rest};x`,
    `/api/${rest}%20`,
    `/api/${rest}%00`,
    `/api/${rest}%3f`,
    `/api/${rest}.json`,
    `/api/${first}/${tail.replace(/./, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
    `http://127.0.0.1:${port}/api/${rest}`,
    `http://evil.example/api/${rest}`,
    `HTTP://127.0.0.1:${port}/api/${rest}`,
  ];
}

describe('a path spelt oddly gets past no check', () => {
  it('counts every spelling of the sign-in route against the same limit: the right password stays locked out', async () => {
    const email = uniqueEmail('spelt');
    await signUp(t.app, { email, password: GOOD_PASSWORD });
    const wrong = JSON.stringify({ email, password: 'not-the-password-at-all' });
    for (let i = 0; i < SIGN_IN_MAX; i += 1) {
      expect((await raw('POST', '/api/auth/sign-in', { body: wrong })).status).toBe(401);
    }
    const right = JSON.stringify({ email, password: GOOD_PASSWORD });
    const reached: string[] = [];
    for (const target of spellings('auth/sign-in')) {
      for (const body of [wrong, right]) {
        const res = await raw('POST', target, { body });
        // 429: counted and refused; 400/404: not the sign-in route at all. Anything else reached it.
        if (![400, 404, 429].includes(res.status)) reached.push(`${target} -> ${res.status}`);
      }
    }
    expect(reached).toEqual([]);
  });

  it('refuses a cross-site state-changing request whatever the path is spelt like', async () => {
    const { cookie } = await signUp(t.app);
    const reached: string[] = [];
    for (const target of [...spellings('auth/sign-out'), '/api/auth/sign-out']) {
      const res = await raw('POST', target, {
        headers: { Origin: 'https://evil.example', Cookie: cookie },
      });
      if (![400, 403, 404, 429].includes(res.status)) reached.push(`${target} -> ${res.status}`);
    }
    expect(reached).toEqual([]);
    // Still signed in: none of the forged sign-outs went through.
    const me = await raw('GET', '/api/me', { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
  });

  it('refuses a cross-site unsafe request outside /api too, and an absolute-form target with 400', async () => {
    const foreign = await raw('DELETE', '/media/anything', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const absolute = await raw('GET', `http://127.0.0.1:${port}/api/health`);
    expect(absolute.status).toBe(400);
    expect(JSON.parse(absolute.body).error.code).toBe('BAD_REQUEST');
  });

  it('rate-limits requests that match no route, so probing for paths costs the same as calling them', async () => {
    const probe = await createTestApp({
      rateLimit: { signInMax: 10, signUpMax: 1000, globalMax: 3 },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        codes.push((await probe.app.inject({ method: 'GET', url: `/api/nope-${i}` })).statusCode);
      }
      expect(codes).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await probe.close();
    }
  });
});
