import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CAUTION_TEXTS, type ServerFrame } from '@blaze/contracts';
import {
  adminUsers,
  cautionDismissals,
  memberSignals,
  signalFingerprints,
  signalNewChats,
  signalReportMarks,
} from '../../db/schema.ts';
import {
  callAs,
  createTestApp,
  newClientId,
  newMember,
  openChat,
  signUp,
  uniqueEmail,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';
import { signalsSettled } from './signals.routes.ts';

let t: TestApp;
let moderator: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const email = uniqueEmail('mod');
  await t.db.insert(adminUsers).values({ email, role: 'moderator', isActive: true });
  const m = await signUp(t.app, { email });
  moderator = { id: m.body.user.id, cookie: m.cookie };
});
afterAll(async () => t?.close());

const member = () => newMember(t.app);
const say = async (from: TestMember, conversationId: string, text: string) => {
  const res = await callAs(t.app, from, 'POST', `/api/conversations/${conversationId}/messages`, {
    clientId: newClientId(),
    kind: 'text',
    text,
  });
  expect(res.statusCode).toBe(201);
  return res.json().message as { id: string };
};
const cautionsOf = async (who: TestMember, conversationId: string) => {
  await signalsSettled(t.app);
  const res = await callAs(t.app, who, 'GET', `/api/conversations/${conversationId}/cautions`);
  expect(res.statusCode).toBe(200);
  return (res.json().cautions as Array<{ rule: string; text: string }>).map((c) => c.rule);
};
const signalsOn = async (memberId: string) => {
  await signalsSettled(t.app);
  const res = await callAs(t.app, moderator, 'GET', `/api/admin/members/${memberId}/signals`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    total: number;
    counts: Array<{ rule: string; count: number }>;
    signals: Array<{ rule: string; reason: string | null; conversationId: string | null }>;
  };
};
const countOf = async (memberId: string, rule: string) =>
  (await signalsOn(memberId)).counts.find((c) => c.rule === rule)?.count ?? 0;

/** A fresh pair with the chat A opened to B. */
async function pair() {
  const [a, b] = [await member(), await member()];
  return { a, b, id: await openChat(t.app, a, b) };
}

describe('the money rule', () => {
  it('cautions the recipient when asked for money, gift cards or crypto; never the sender', async () => {
    const { a, b, id } = await pair();
    await say(a, id, 'hey cutie');
    await say(a, id, 'send me $50 on cashapp');
    expect(await cautionsOf(b, id)).toEqual(['money']);
    expect(await cautionsOf(a, id)).toEqual([]);
    const res = await callAs(t.app, b, 'GET', `/api/conversations/${id}/cautions`);
    expect(res.json().cautions[0].text).toBe(CAUTION_TEXTS.money);
    expect(await countOf(a.id, 'money')).toBe(1);
  });

  it('stays quiet on talk about money that asks for nothing', async () => {
    const { a, b, id } = await pair();
    await say(a, id, 'I paid for dinner, it was lovely');
    await say(a, id, "I'll venmo you for the pizza");
    expect(await cautionsOf(b, id)).toEqual([]);
    expect((await signalsOn(a.id)).total).toBe(0);
  });
});

describe('the off-platform rule', () => {
  it('fires when he pushes to WhatsApp in his first messages', async () => {
    const { a, b, id } = await pair();
    await say(a, id, 'hi');
    await say(a, id, 'add me on w h a t s a p p, this app is slow');
    expect(await cautionsOf(b, id)).toEqual(['off_platform']);
  });

  it('stays quiet once the chat is under way, and on ordinary words', async () => {
    const { a, b, id } = await pair();
    for (const text of ['hi', 'how are you', 'mixed signals lol', 'what are you up to', 'nice'])
      await say(a, id, text);
    await say(a, id, 'here is my number: +44 7700 900123');
    expect(await cautionsOf(b, id)).toEqual([]);
    expect(await countOf(a.id, 'off_platform')).toBe(0);
  });
});

describe('the first-message link rule', () => {
  it('fires on a link in his first message', async () => {
    const { a, b, id } = await pair();
    await say(a, id, 'see my pics at https://hot-pics.example.xyz/me');
    expect(await cautionsOf(b, id)).toEqual(['link']);
  });

  it('stays quiet on a link later in the chat, or sent in answer to the first', async () => {
    const { a, b, id } = await pair();
    await say(a, id, 'hey, what are you into?');
    await say(a, id, 'this place is great: www.cafe-example.com');
    await say(b, id, 'cool');
    expect(await cautionsOf(b, id)).toEqual([]);
    expect(await countOf(a.id, 'link')).toBe(0);
  });
});

describe('the mass-message rule', () => {
  const spam = 'Hey handsome, I just moved here and feel lonely, talk to me?';

  it('cautions every chat once the same text reached five members within 10 minutes', async () => {
    const sender = await member();
    const chats: Array<{ to: TestMember; id: string }> = [];
    for (let i = 0; i < 5; i++) {
      const to = await member();
      chats.push({ to, id: await openChat(t.app, sender, to) });
    }
    for (const [i, c] of chats.entries())
      await say(sender, c.id, i % 2 ? spam.toUpperCase() : spam.replace(',', ' ,'));
    for (const c of chats) expect(await cautionsOf(c.to, c.id)).toEqual(['mass_message']);
    expect(await countOf(sender.id, 'mass_message')).toBe(5);
  });

  it('stays quiet for four members, or for a short opener to many', async () => {
    const sender = await member();
    const chats: Array<{ to: TestMember; id: string }> = [];
    for (let i = 0; i < 6; i++) {
      const to = await member();
      chats.push({ to, id: await openChat(t.app, sender, to) });
    }
    for (const c of chats.slice(0, 4)) await say(sender, c.id, `${spam} (second)`);
    for (const c of chats) await say(sender, c.id, 'hey there');
    for (const c of chats) expect(await cautionsOf(c.to, c.id)).toEqual([]);
    expect((await signalsOn(sender.id)).total).toBe(0);
  });
});

describe('the repeated-reports rule', () => {
  const report = (from: TestMember, target: TestMember) =>
    callAs(t.app, from, 'POST', `/api/profiles/${target.id}/report`, { reason: 'scam' });

  it('fires when three different members report him within a week', async () => {
    const target = await member();
    for (let i = 0; i < 3; i++) expect((await report(await member(), target)).statusCode).toBe(201);
    const on = await signalsOn(target.id);
    expect(on.counts).toEqual([expect.objectContaining({ rule: 'reports', count: 1 })]);
    expect(on.signals[0]).toMatchObject({ reason: '3 members in 7 days', conversationId: null });
  });

  it('stays quiet when one member reports him again and again', async () => {
    const target = await member();
    const [x, y] = [await member(), await member()];
    for (const from of [x, x, x, y]) expect((await report(from, target)).statusCode).toBe(201);
    expect((await signalsOn(target.id)).total).toBe(0);
  });
});

describe('cautions', () => {
  it('are dismissed per chat and per rule, and a new rule shows again', async () => {
    const { a, b, id } = await pair();
    await say(a, id, 'venmo me 20 bucks');
    expect(await cautionsOf(b, id)).toEqual(['money']);
    const dismissed = await callAs(
      t.app,
      b,
      'POST',
      `/api/conversations/${id}/cautions/money/dismiss`,
    );
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().cautions).toEqual([]);
    await say(a, id, 'paypal me please');
    expect(await cautionsOf(b, id)).toEqual([]);
    await say(a, id, 'text me on telegram');
    expect(await cautionsOf(b, id)).toEqual(['off_platform']);
  });

  it("another member's chat is a 404, and so is a rule that is not a caution", async () => {
    const { a, id } = await pair();
    await say(a, id, 'send me money');
    const stranger = await member();
    const get = await callAs(t.app, stranger, 'GET', `/api/conversations/${id}/cautions`);
    expect(get.statusCode).toBe(404);
    const dismiss = await callAs(
      t.app,
      stranger,
      'POST',
      `/api/conversations/${id}/cautions/money/dismiss`,
    );
    expect(dismiss.statusCode).toBe(404);
    const bad = await callAs(t.app, a, 'POST', `/api/conversations/${id}/cautions/reports/dismiss`);
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/conversations/${id}/cautions` })).statusCode,
    ).toBe(401);
  });

  it('reach the recipient live and never the sender', async () => {
    const { a, b, id } = await pair();
    const [appA, appB] = [await connect(a), await connect(b)];
    await say(a, id, 'can you buy me a steam card');
    const frame = await appB.next('caution');
    expect(frame).toEqual({
      type: 'caution',
      conversationId: id,
      caution: { rule: 'money', text: CAUTION_TEXTS.money },
    });
    await signalsSettled(t.app);
    await appA.next('message');
    expect(appA.frames.filter((f) => f.type === 'caution')).toEqual([]);
    appA.close();
    appB.close();
  });

  it('are not read in groups', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const res = await callAs(t.app, a, 'POST', '/api/conversations', {
      name: 'Friends',
      userIds: [b.id, c.id],
    });
    const id = res.json().id as string;
    await say(a, id, 'send me $50 on cashapp');
    expect(await cautionsOf(b, id)).toEqual([]);
    expect((await signalsOn(a.id)).total).toBe(0);
  });
});

describe('privacy', () => {
  it('keeps no message text in the signal tables or the logs', async () => {
    const marker = 'Zanzibar4471';
    const { a, b, id } = await pair();
    await say(a, id, `send me $50 on cashapp ${marker} https://x.example.com`);
    expect((await cautionsOf(b, id)).sort()).toEqual(['link', 'money']);
    const tables = [
      memberSignals,
      signalFingerprints,
      signalNewChats,
      signalReportMarks,
      cautionDismissals,
    ];
    for (const table of tables) {
      const rows = await t.db.select().from(table);
      expect(JSON.stringify(rows)).not.toMatch(/zanzibar|cashapp/i);
    }
    expect(t.logs.join('\n')).not.toMatch(/zanzibar/i);
  });
});

describe('GET /api/admin/members/:id/signals', () => {
  it('counts per rule for a moderator', async () => {
    const { a, id } = await pair();
    await say(a, id, 'send me money please, bitcoin is fine: www.pay-example.com');
    const on = await signalsOn(a.id);
    expect(on.total).toBe(2);
    expect(on.counts.map((c) => c.rule).sort()).toEqual(['link', 'money']);
    expect(on.signals.every((s) => s.conversationId === id)).toBe(true);
    expect(JSON.stringify(on)).not.toMatch(/bitcoin|pay-example/);
  });

  it('is a 404 for a member (even about himself), 401 signed out, 404 for an unknown id', async () => {
    const m = await member();
    expect((await callAs(t.app, m, 'GET', `/api/admin/members/${m.id}/signals`)).statusCode).toBe(
      404,
    );
    expect((await callAs(t.app, m, 'GET', '/api/admin/signals/top')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/members/${m.id}/signals` })).statusCode,
    ).toBe(401);
    expect(
      (await callAs(t.app, moderator, 'GET', '/api/admin/members/no-such-member/signals'))
        .statusCode,
    ).toBe(404);
  });

  it('lists the members with the most signals this week', async () => {
    const { a, id } = await pair();
    const asks = [
      'send me money',
      'venmo me',
      'cashapp me',
      'paypal me',
      'zelle me',
      'lend me $20',
    ];
    for (const text of asks) await say(a, id, text);
    await signalsSettled(t.app);
    const res = await callAs(t.app, moderator, 'GET', '/api/admin/signals/top');
    expect(res.statusCode).toBe(200);
    const top = res.json().members as Array<{ memberId: string; total: number; username: string }>;
    expect(top[0]).toMatchObject({ memberId: a.id, total: 6 });
    expect(top[0]!.username).toEqual(expect.any(String));
    const totals = top.map((m) => m.total);
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
  });
});

/** A connected app: the frames it got, and a wait for the next of a type. */
async function connect(who: TestMember) {
  const { port } = t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie: who.cookie } });
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    for (const w of waiters) w();
  });
  const next = <T extends ServerFrame['type']>(type: T) =>
    new Promise<Extract<ServerFrame, { type: T }>>((resolve, reject) => {
      const check = () => {
        const found = frames.find((f) => f.type === type);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found as Extract<ServerFrame, { type: T }>);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no '${type}' frame`));
      }, 5_000);
      waiters.add(check);
      check();
    });
  await next('ready');
  return { frames, next, close: () => ws.close() };
}
