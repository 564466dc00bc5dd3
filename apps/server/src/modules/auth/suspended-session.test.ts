import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { adminUsers } from '../../db/schema.ts';
import {
  callAs,
  createTestApp,
  signUp,
  uniqueEmail,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

/**
 * Issue 35: a suspended member's open app said nothing and dropped to the sign-in form. The gateway
 * now sends the suspension's words (why, until when) before it closes his sockets with 4401.
 */
let t: TestApp;
let mod: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const email = uniqueEmail('moderator');
  await t.db.insert(adminUsers).values({ email, role: 'moderator', isActive: true });
  const m = await signUp(t.app, { email });
  mod = { id: m.body.user.id, cookie: m.cookie };
});
afterAll(async () => t?.close());

async function member(): Promise<TestMember> {
  const m = await signUp(t.app);
  return { id: m.body.user.id, cookie: m.cookie };
}

/** His open app's socket: every frame it gets, and the close code. */
function openSocket(cookie: string) {
  const { port } = t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie } });
  const frames: Array<{ type: string; error?: { code: string; message: string } }> = [];
  ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString())));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  return { frames, opened, closed };
}

describe("a suspended member's open app", () => {
  it('is told why and until when before its socket closes (4401); a plain sign-out everywhere says only that', async () => {
    const a = await member();
    const socket = openSocket(a.cookie);
    await socket.opened;
    const res = await callAs(t.app, mod, 'POST', `/api/admin/members/${a.id}/actions`, {
      action: 'suspend',
      reason: 'harassment',
      days: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await socket.closed).toBe(4401);
    const told = socket.frames.filter((f) => f.type === 'error');
    expect(told).toHaveLength(1);
    expect(told[0]!.error!.code).toBe('ACCOUNT_SUSPENDED');
    expect(told[0]!.error!.message).toMatch(/suspended until .*Harassment/);
    expect((await callAs(t.app, a, 'GET', '/api/me')).statusCode).toBe(401);

    // Signing out everywhere (including this device) is no suspension: no reason is given.
    const b = await member();
    const other = openSocket(b.cookie);
    await other.opened;
    const out = await callAs(t.app, b, 'POST', '/api/auth/sign-out-everywhere', {
      includingThisDevice: true,
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(await other.closed).toBe(4401);
    for (const frame of other.frames) expect(frame.error?.code ?? '').not.toMatch(/^ACCOUNT_/);
  });
});
