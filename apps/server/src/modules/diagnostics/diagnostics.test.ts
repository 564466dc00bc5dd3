import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOG_LIMITS } from '@blaze/contracts';
import { errorReports } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { diagnosticsService } from './diagnostics.service.ts';

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

let caller = 0;
/** Each call from its own address, so the per-address limits below do not decide these tests. */
const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = `198.51.100.${(caller += 1) % 250}`,
) => t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

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
      remoteAddress: '198.51.100.251',
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
      remoteAddress: '198.51.100.252',
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

describe('the diagnostics endpoints are no sink', () => {
  it('stores and logs a report once, however often its error id is sent again', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await post(
        '/api/errors',
        report({ errorId: 'err_replayed_1', message: `try ${i}` }),
      );
      expect(res.statusCode).toBe(202);
    }
    const rows = await t.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.errorId, 'err_replayed_1'));
    expect(rows.map((r) => r.message)).toEqual(['try 0']);
    expect(t.logs.filter((l) => l.includes('err_replayed_1'))).toHaveLength(1);
  });

  it('limits reports per address with nobody signed in, and per member apart from that', async () => {
    const address = '203.0.113.77';
    const anonymous = LOG_LIMITS.errorReportsPerHour.anonymous;
    const codes: number[] = [];
    for (let i = 0; i <= anonymous; i += 1) {
      codes.push(
        (await post('/api/errors', report({ errorId: `err_flood_${i}` }), {}, address)).statusCode,
      );
    }
    expect(codes).toEqual([...Array.from({ length: anonymous }, () => 202), 429]);
    const { cookie } = await signUp(t.app);
    const member = await post(
      '/api/errors',
      report({ errorId: 'err_member_1' }),
      { cookie },
      address,
    );
    expect(member.statusCode).toBe(202);
  });

  it('limits log batches per address with nobody signed in', async () => {
    const address = '203.0.113.78';
    const anonymous = LOG_LIMITS.batchesPerMinute.anonymous;
    const codes: number[] = [];
    for (let i = 0; i <= anonymous; i += 1) {
      codes.push((await post('/api/logs', { logs: [entry()] }, {}, address)).statusCode);
    }
    expect(codes).toEqual([...Array.from({ length: anonymous }, () => 202), 429]);
  });

  it('forgets reports after the retention period and keeps no more than the cap', async () => {
    for (const id of ['err_keep_a', 'err_keep_b', 'err_keep_c']) {
      expect((await post('/api/errors', report({ errorId: id }))).statusCode).toBe(202);
    }
    await t.db
      .update(errorReports)
      .set({ receivedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(errorReports.errorId, 'err_keep_a'));
    const diagnostics = diagnosticsService(t.db);
    await diagnostics.pruneErrorReports({ maxKept: 1 });
    const left = await t.db.select({ errorId: errorReports.errorId }).from(errorReports);
    expect(left.map((r) => r.errorId)).toEqual(['err_keep_c']);
  });
});
