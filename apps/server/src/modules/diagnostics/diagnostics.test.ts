import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOG_LIMITS } from '@blaze/contracts';
import { errorReports } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const entry = (over: Record<string, unknown> = {}) => ({
  level: 'INFO',
  message: 'opened the dashboard',
  timestamp: new Date().toISOString(),
  sessionId: 'sess_1732270000000_ab12cd',
  url: 'http://localhost:3000/dashboard',
  userAgent: 'Mozilla/5.0 test',
  ...over,
});

const report = (over: Record<string, unknown> = {}) => ({
  errorId: 'err_m3x9_abc123',
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at Dashboard',
  componentStack: '\n    at Dashboard\n    at App',
  timestamp: new Date().toISOString(),
  userAgent: 'Mozilla/5.0 test',
  url: 'http://localhost:3000/dashboard',
  ...over,
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/logs', () => {
  it('accepts a batch and writes it to the server log, without sensitive fields', async () => {
    const res = await post('/api/logs', {
      logs: [
        entry(),
        entry({
          level: 'ERROR',
          message: 'Mutation failure',
          data: { password: 'hunter2-secret', hivStatus: 'positive', route: '/x' },
        }),
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 2 });
    const all = t.logs.join('\n');
    expect(all).toContain('Mutation failure');
    expect(all).toContain('/x');
    expect(all).not.toContain('hunter2-secret');
    expect(all).not.toContain('positive');
  });

  it('ties entries to the signed-in member, not to a userId the client claims', async () => {
    const { cookie, body } = await signUp(t.app);
    const res = await post(
      '/api/logs',
      { logs: [entry({ message: 'whose line', userId: 'someone-else' })] },
      { cookie },
    );
    expect(res.statusCode).toBe(202);
    const line = t.logs.find((l) => l.includes('whose line'))!;
    expect(JSON.parse(line).userId).toBe(body.user.id);
  });

  it.each([
    ['no logs key', {}],
    ['an empty batch', { logs: [] }],
    ['an unknown level', { logs: [entry({ level: 'LOUD' })] }],
    ['a missing message', { logs: [entry({ message: undefined })] }],
    ['a bad timestamp', { logs: [entry({ timestamp: 'yesterday' })] }],
    ['an unknown field', { logs: [entry({ cookie: 'x' })] }],
    [
      'more than 100 entries',
      { logs: Array.from({ length: LOG_LIMITS.maxEntriesPerBatch + 1 }, () => entry()) },
    ],
    ['not an object', [1, 2, 3]],
  ])('refuses %s with 400', async (_label, payload) => {
    const res = await post('/api/logs', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses an oversize body with 413', async () => {
    const big = 'x'.repeat(LOG_LIMITS.maxBodyBytes + 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logs',
      payload: `{"logs":[{"message":"${big}"}]}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logs',
      payload: '{"logs": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});

describe('POST /api/errors', () => {
  it('stores the report with its error id for operators', async () => {
    const res = await post('/api/errors', report({ errorId: 'err_stored_1' }));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ errorId: 'err_stored_1' });
    const rows = await t.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.errorId, 'err_stored_1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      message: 'Cannot read properties of undefined',
      url: 'http://localhost:3000/dashboard',
    });
  });

  it.each([
    ['a missing error id', report({ errorId: undefined })],
    ['a malformed error id', report({ errorId: "'; drop table x; --" })],
    ['an unknown field', report({ severity: 'high' })],
    ['a message over the cap', report({ message: 'm'.repeat(LOG_LIMITS.maxMessageChars + 1) })],
  ])('refuses %s with 400', async (_label, payload) => {
    const res = await post('/api/errors', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses an oversize report with 413', async () => {
    const res = await post('/api/errors', report({ stack: 's'.repeat(LOG_LIMITS.maxBodyBytes) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
