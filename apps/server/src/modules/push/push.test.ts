import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import webPush from 'web-push';
import WebSocket from 'ws';
import type { NotificationSettings, PushPayload } from '@blaze/contracts';
import { loadConfig } from '../../config.ts';
import { adminUsers, profiles, pushSubscriptions } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { grantFor } from '../../test/entitlements.ts';
import {
  startPushStandIn,
  type PushStandIn,
  type StandInDevice,
} from '../../test/push-stand-in.ts';
import {
  callAs,
  createPeerNode,
  createTestApp,
  multipartFile,
  newClientId,
  openChat,
  signInAgain,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
// Noon in Berlin (CET): the quiet-hours test moves on to 23:30 there.
const clock = manualClock(new Date('2030-01-15T11:00:00Z'));
let t: TestApp;
let push: PushStandIn;
let port: number;
beforeAll(async () => {
  push = await startPushStandIn();
  t = await createTestApp({}, { PUSH_EXTRA_HOSTS: push.host, LOG_LEVEL: 'debug' }, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

type Member = { id: string; cookie: string; email: string; name: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (m: { cookie: string; id: string }, method: Method, url: string, payload?: unknown) =>
  callAs(t.app, m, method, url, payload);

let n = 0;
/** A member whose app is closed (the 'away' a closing app sends), with one push device. */
async function member(name: string, { device = true } = {}) {
  n += 1;
  const s = await signUp(t.app, {
    displayName: name,
    username: `${name.toLowerCase()}${n}${Date.now() % 100000}`,
  });
  const m: Member = { id: s.body.user.id, cookie: s.cookie, email: s.body.user.email, name };
  expect((await call(m, 'POST', '/api/me/presence', { online: false })).statusCode).toBe(204);
  const d = push.device();
  if (device) await subscribe(m, d);
  return { ...m, device: d };
}

async function subscribe(m: Member, d: StandInDevice) {
  const res = await call(m, 'POST', '/api/push/subscriptions', d.subscription);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** Polls (no fixed sleeps) until `check` holds. */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 8_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const got = (d: StandInDevice): PushPayload[] => push.received(d).map((r) => r.payload);

/** How many times the app logged that it decided not to push to him, for this reason. */
const skippedCount = (memberId: string, reason: string) =>
  t.logs.filter((line) => {
    const entry = JSON.parse(line) as {
      msg?: string;
      push?: { memberId?: string; reason?: string };
    };
    return (
      entry.msg === 'push skipped' &&
      entry.push?.memberId === memberId &&
      entry.push.reason === reason
    );
  }).length;
const skippedFor = (memberId: string, reason: string) => skippedCount(memberId, reason) > 0;

/** How many deliveries the app logged with this outcome. */
const deliveries = (result: string) =>
  t.logs.filter((line) => {
    const entry = JSON.parse(line) as { msg?: string; push?: { result?: string } };
    return entry.msg === 'push delivery' && entry.push?.result === result;
  }).length;

async function say(from: Member, conversationId: string, text: string) {
  const res = await call(from, 'POST', `/api/conversations/${conversationId}/messages`, {
    clientId: newClientId(),
    kind: 'text',
    text,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** His app open on a socket, and the server counting him online (what the push decision reads). */
async function openApp(m: Member): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie: m.cookie } });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  await until(async () => {
    const [row] = await t.db
      .select({ online: profiles.isOnline })
      .from(profiles)
      .where(eq(profiles.id, m.id));
    return row?.online === true;
  }, 'his app online');
  return ws;
}

/**
 * A sentinel after something that must push nothing: sends him the test notification and, once it
 * arrived, answers everything his device ever got (so a push that slipped in before it shows).
 */
async function nothingBefore(m: Member & { device: StandInDevice }) {
  expect((await call(m, 'POST', '/api/push/test')).statusCode).toBe(202);
  await until(() => got(m.device).some((p) => p.kind === 'test' && !seen.has(p)), 'the test');
  for (const p of got(m.device)) seen.add(p);
  return got(m.device);
}
const seen = new Set<PushPayload>();

async function settings(m: Member, patch: object): Promise<NotificationSettings> {
  const res = await call(m, 'PATCH', '/api/me/notification-settings', patch);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('keys and devices', () => {
  it('takes VAPID keys from the environment only as a pair, with a mailto: or https: subject', () => {
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    const base = { NODE_ENV: 'test' as const };
    expect(
      loadConfig({ ...base, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).push
        .vapid,
    ).toEqual({ publicKey, privateKey });
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: publicKey })).toThrow(/set both/);
    expect(() =>
      loadConfig({ ...base, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ ...base, VAPID_SUBJECT: 'http://blaze.example' })).toThrow(
      /VAPID_SUBJECT/,
    );
    expect(loadConfig({ ...base, PUSH_EXTRA_HOSTS: ' 127.0.0.1:4000 ,' }).push.extraHosts).toEqual([
      '127.0.0.1:4000',
    ]);
    expect(loadConfig(base).push.extraHosts).toEqual([]);
  });

  it('gives the VAPID public key, the same on a second node, kept for the next start', async () => {
    const a = await member('Kai', { device: false });
    const res = await call(a, 'GET', '/api/push/key');
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const peer = await createPeerNode(t);
    try {
      const again = await peer.app.inject({
        method: 'GET',
        url: '/api/push/key',
        headers: { cookie: a.cookie },
      });
      expect(again.json()).toEqual({ publicKey });
    } finally {
      await peer.close();
    }
    if (t.config.database.kind === 'pglite') {
      const stat = await fs.stat(t.config.push.keysFile);
      expect(stat.mode & 0o777).toBe(0o600);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
  });

  it('stores one device per endpoint: the same endpoint again updates it', async () => {
    const a = await member('Lev', { device: false });
    const d = push.device();
    const first = await subscribe(a, d);
    expect(await subscribe(a, d)).toBe(first);
    const rows = await t.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, a.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['Redis on loopback over http', 'http://127.0.0.1:6379/'],
    ['a private address', 'https://10.0.0.7/push/x'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['localhost', 'https://localhost/push'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/fcm/send/x'],
    ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['a push service over http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/fcm/send/x'],
  ])('refuses %s as an endpoint (422)', async (_label, endpoint) => {
    const a = await member('Ned', { device: false });
    const keys = push.device().subscription.keys;
    const res = await call(a, 'POST', '/api/push/subscriptions', { endpoint, keys });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.code).toBe('PUSH_ENDPOINT_REFUSED');
  });

  it('accepts the known push services, and refuses bad keys and unknown fields (400)', async () => {
    const a = await member('Oto', { device: false });
    const keys = push.device().subscription.keys;
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGx1',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYA',
    ]) {
      const res = await call(a, 'POST', '/api/push/subscriptions', { endpoint, keys });
      expect(res.statusCode, `${endpoint} ${res.body}`).toBe(201);
      expect((await call(a, 'DELETE', '/api/push/subscriptions', { endpoint })).statusCode).toBe(
        204,
      );
    }
    const endpoint = 'https://fcm.googleapis.com/fcm/send/xyz';
    for (const body of [
      { endpoint, keys: { p256dh: 'short', auth: keys.auth } },
      { endpoint, keys: { ...keys, auth: 'c2hvcnQ' } },
      { endpoint, keys, role: 'admin' },
      { endpoint, keys: { ...keys, extra: 1 } },
      { endpoint: 'not a url', keys },
    ]) {
      const res = await call(a, 'POST', '/api/push/subscriptions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("another member can neither remove nor receive a member's device (404)", async () => {
    const a = await member('Pim');
    const b = await member('Quin');
    const res = await call(b, 'DELETE', '/api/push/subscriptions', { endpoint: a.device.endpoint });
    expect(res.statusCode, res.body).toBe(404);
    // Still his: the test reaches him, and B's test reaches only B's device.
    expect(await nothingBefore(a)).toHaveLength(1);
    expect(await nothingBefore(b)).toHaveLength(1);
    expect(got(a.device)).toHaveLength(1);
    // His own removal works; then he has no device to test.
    expect(
      (await call(a, 'DELETE', '/api/push/subscriptions', { endpoint: a.device.endpoint }))
        .statusCode,
    ).toBe(204);
    const none = await call(a, 'POST', '/api/push/test');
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('NO_PUSH_DEVICE');
  });

  it('sends the test notification, signed and encrypted per the protocol, to each of his devices', async () => {
    const a = await member('Rui');
    const second = push.device();
    await subscribe(a, second);
    const res = await call(a, 'POST', '/api/push/test');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ devices: 2 });
    await until(() => got(a.device).length === 1 && got(second).length === 1, 'both devices');
    const [one] = push.received(a.device);
    expect(one!.payload).toMatchObject({
      kind: 'test',
      title: 'Test notification',
      body: 'Notifications work on this device.',
      silent: false,
    });
    expect(one!.vapidKey).toBe((await call(a, 'GET', '/api/push/key')).json().publicKey);
    expect(one!.ttl).toBeGreaterThan(0);
    expect(push.rejected).toEqual([]);
  });

  it('forgets a device the push service says is gone (410, 404)', async () => {
    for (const status of [410, 404]) {
      const a = await member('Sol');
      push.answer(a.device, status);
      expect((await call(a, 'POST', '/api/push/test')).statusCode).toBe(202);
      await until(async () => {
        const rows = await t.db
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.memberId, a.id));
        return rows.length === 0;
      }, `the device forgotten after ${status}`);
      expect((await call(a, 'POST', '/api/push/test')).statusCode).toBe(409);
      expect(got(a.device)).toEqual([]);
    }
  });

  it('retries a push the push service could not take (429, 500), later by the clock', async () => {
    for (const status of [429, 500]) {
      const a = await member('Tao');
      push.answer(a.device, status);
      const retries = deliveries('retry');
      expect((await call(a, 'POST', '/api/push/test')).statusCode).toBe(202);
      // The app has taken the answer (and set the retry's time by the clock) before the clock moves.
      await until(() => deliveries('retry') === retries + 1, 'the first attempt');
      expect(push.attempts(a.device)).toBe(1);
      expect(got(a.device)).toEqual([]);
      clock.advance(31 * SECOND);
      await until(() => got(a.device).length === 1, `the retry after ${status}`);
      expect(push.attempts(a.device)).toBe(2);
    }
  });

  it('keeps an app from making the server push on and on: his ten newest devices, ten tests a minute', async () => {
    const a = await member('Ida');
    const devices = [a.device];
    for (let i = 0; i < 11; i++) {
      const d = push.device();
      await subscribe(a, d);
      devices.push(d);
    }
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await call(a, 'POST', '/api/push/test'));
    expect(answers.map((r) => r.statusCode)).toEqual([...Array<number>(10).fill(202), 429]);
    expect(answers[0]!.json()).toEqual({ devices: 10 });
    await until(() => devices.slice(2).every((d) => got(d).length === 10), 'ten tests on each');
    expect(got(devices[0]!)).toEqual([]);
  });

  it("signing out removes that session's device; his other sessions' devices stay", async () => {
    const a = await member('Uli', { device: false });
    const other = { ...a, cookie: await signInAgain(t.app, a.email) };
    await subscribe(a, a.device);
    const phone = push.device();
    await subscribe(other, phone);
    const out = await call(a, 'POST', '/api/auth/sign-out', {});
    expect(out.statusCode, out.body).toBeLessThan(300);
    const res = await call(other, 'POST', '/api/push/test');
    expect(res.json()).toEqual({ devices: 1 });
    await until(() => got(phone).length === 1, 'the other device');
    expect(got(a.device)).toEqual([]);
  });
});

describe('notification settings', () => {
  it('answers the defaults, then keeps a partial change (round trip)', async () => {
    const a = await member('Vic', { device: false });
    const res = await call(a, 'GET', '/api/me/notification-settings');
    expect(res.statusCode).toBe(200);
    const defaults = res.json() as NotificationSettings;
    expect(defaults.preview).toBe('none');
    expect(defaults.stealth).toBe(false);
    expect(defaults.quietHours.enabled).toBe(false);
    expect(defaults.kinds.message).toEqual({ inApp: true, push: true });
    expect(defaults.kinds.like).toEqual({ inApp: true, push: false });
    for (const k of ['match', 'story_reply', 'event', 'moderation', 'add_on'] as const)
      expect(defaults.kinds[k].push).toBe(true);
    for (const k of ['like', 'comment', 'follow', 'mention'] as const)
      expect(defaults.kinds[k].push).toBe(false);

    const changed = await settings(a, {
      kinds: { like: { push: true }, message: { inApp: false } },
      preview: 'sender',
      quietHours: { enabled: true, start: '23:00', end: '06:30', timeZone: 'Europe/Lisbon' },
    });
    expect(changed.kinds.like).toEqual({ inApp: true, push: true });
    expect(changed.kinds.message).toEqual({ inApp: false, push: true });
    expect(changed.preview).toBe('sender');
    const again = (await call(a, 'GET', '/api/me/notification-settings')).json();
    expect(again).toEqual(changed);
    // Another member's settings are his own.
    const b = await member('Wim', { device: false });
    expect((await call(b, 'GET', '/api/me/notification-settings')).json()).toEqual(defaults);
  });

  it.each([
    ['an unknown kind', { kinds: { gossip: { push: true } } }],
    ['an unknown field', { kinds: { like: { push: true, email: true } } }],
    ['an unknown top-level field', { sound: 'loud' }],
    ['a preview level', { preview: 'everything' }],
    ['a time', { quietHours: { start: '24:00' } }],
    ['a time zone', { quietHours: { timeZone: 'Mars/Olympus' } }],
  ])('refuses %s (400) and keeps what he had', async (_label, body) => {
    const a = await member('Xan', { device: false });
    const res = await call(a, 'PATCH', '/api/me/notification-settings', body);
    expect(res.statusCode, res.body).toBe(400);
    expect((await call(a, 'GET', '/api/me/notification-settings')).json().preview).toBe('none');
  });

  it('sends silently during his quiet hours in his zone, by the clock (a window past midnight)', async () => {
    const a = await member('Yan');
    await settings(a, {
      quietHours: { enabled: true, start: '22:00', end: '07:00', timeZone: 'Europe/Berlin' },
    });
    const noon = (await nothingBefore(a)).at(-1);
    expect(noon!.silent).toBe(false);
    clock.advance(11 * 60 * MINUTE + 30 * MINUTE); // 23:30 in Berlin
    const night = (await nothingBefore(a)).at(-1);
    expect(night!.silent).toBe(true);
    clock.advance(7 * 60 * MINUTE); // 06:30 the next morning
    const morning = (await nothingBefore(a)).at(-1);
    expect(morning!.silent).toBe(true);
    clock.advance(60 * MINUTE); // 07:30
    const day = (await nothingBefore(a)).at(-1);
    expect(day!.silent).toBe(false);
  });
});

describe('a new message', () => {
  it('makes one notification with no sender and no text by default, opening the chat', async () => {
    const a = await member('Anselm');
    const b = await member('Bruno');
    const id = await openChat(t.app, a, b);
    await say(a, id, 'Meet at the pier at nine, room 214');
    await until(() => got(b.device).length === 1, 'the message push');
    const [p] = got(b.device);
    expect(p).toMatchObject({
      kind: 'message',
      title: 'New message',
      url: `/app/chat/${id}`,
      tag: `chat:${id}`,
      silent: false,
    });
    expect(JSON.stringify(p)).not.toMatch(/Anselm|pier|214/);
    expect(p!.badge).toBeGreaterThanOrEqual(1);
    expect((await nothingBefore(b)).map((x) => x.kind)).toEqual(['message', 'test']);
    expect(got(a.device)).toEqual([]);
    expect(push.rejected).toEqual([]);
    // Nothing of the message, the endpoint or the keys in the logs.
    const logs = t.logs.join('\n');
    expect(logs).not.toContain('pier at nine');
    expect(logs).not.toContain(b.device.endpoint);
    expect(logs).not.toContain(b.device.subscription.keys.auth);
  });

  it("names the sender with 'sender', and adds the start of the text with 'preview'", async () => {
    const a = await member('Caspar');
    const b = await member('Dario');
    await settings(b, { preview: 'sender' });
    await say(a, await openChat(t.app, a, b), 'Hello there');
    await until(() => got(b.device).length === 1, 'the sender push');
    expect(got(b.device)[0]).toMatchObject({ title: 'New message from Caspar' });
    expect(JSON.stringify(got(b.device)[0])).not.toContain('Hello there');

    const c = await member('Emil');
    await settings(c, { preview: 'preview' });
    const long = `Drinks tonight? ${'x'.repeat(200)}`;
    await say(a, await openChat(t.app, a, c), long);
    await until(() => got(c.device).length === 1, 'the preview push');
    const [p] = got(c.device);
    expect(p!.title).toBe('Caspar');
    expect(p!.body.startsWith('Drinks tonight? xxx')).toBe(true);
    expect(p!.body.length).toBeLessThanOrEqual(80);
  });

  it('reads neutrally in stealth mode: no product name, no sender, no kind', async () => {
    const a = await member('Fabio');
    const b = await member('Gero');
    await settings(b, { preview: 'preview', stealth: true });
    await say(a, await openChat(t.app, a, b), 'Secret plans');
    await until(() => got(b.device).length === 1, 'the stealth push');
    const [p] = got(b.device);
    expect(p).toMatchObject({ title: 'Reminder', body: 'You have a new update', url: '/app' });
    expect(JSON.stringify({ ...p, kind: null })).not.toMatch(/Fabio|Secret|Blaze|message/i);
  });

  it('sends nothing for a muted chat, or when the kind is switched off', async () => {
    const a = await member('Hugo');
    const b = await member('Ivo');
    const id = await openChat(t.app, a, b);
    expect((await call(b, 'PATCH', `/api/conversations/${id}`, { muted: true })).statusCode).toBe(
      200,
    );
    await say(a, id, 'Are you there?');
    await until(() => skippedFor(b.id, 'muted'), 'the muted decision');
    expect(await nothingBefore(b)).toHaveLength(1);

    const c = await member('Jonas');
    await settings(c, { kinds: { message: { push: false } } });
    await say(a, await openChat(t.app, a, c), 'Hi');
    await until(() => skippedFor(c.id, 'switched_off'), 'the switched-off decision');
    expect(await nothingBefore(c)).toHaveLength(1);
  });

  it('follows his latest switches and his open app, though each node holds them (issue 30)', async () => {
    const a = await member('Anton');
    const b = await member('Bela');
    // Held from the first decision: his switches (the defaults) and his app (closed).
    await say(a, await openChat(t.app, a, b), 'First');
    await until(() => got(b.device).some((p) => p.kind === 'message'), 'the first push');
    await settings(b, { kinds: { message: { push: false } } });
    const [c, d] = [await member('Cem'), await member('Dario')];
    await say(c, await openChat(t.app, c, b), 'Second');
    await until(() => skippedFor(b.id, 'switched_off'), 'the switched-off decision');
    await settings(b, { kinds: { message: { push: true } } });
    const ws = await openApp(b);
    try {
      await say(d, await openChat(t.app, d, b), 'Third');
      await until(() => skippedFor(b.id, 'app_open'), 'the app-open decision');
      expect((await nothingBefore(b)).filter((p) => p.kind === 'message')).toHaveLength(1);
    } finally {
      ws.close();
    }
  });

  it('sends nothing from a member he blocked (or who blocked him), in a group too', async () => {
    const a = await member('Karl');
    const b = await member('Luis');
    const c = await member('Mats');
    const created = await call(a, 'POST', '/api/conversations', {
      name: 'Crew',
      userIds: [b.id, c.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await call(b, 'POST', `/api/profiles/${a.id}/block`)).statusCode).toBe(204);
    await say(a, id, 'Party at mine');
    await until(() => got(c.device).length === 1, "the other member's push");
    expect(await nothingBefore(b)).toHaveLength(1);
  });

  it("decides each of a group's recipients on his own, from reads shared by all of them", async () => {
    const a = await member('Quirin');
    const [off, open, gets] = [await member('Rolf'), await member('Sven'), await member('Timo')];
    await settings(off, { kinds: { message: { push: false } } });
    const created = await call(a, 'POST', '/api/conversations', {
      name: 'Mixed',
      userIds: [off.id, open.id, gets.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const ws = await openApp(open);
    try {
      await say(a, created.json().id as string, 'Drinks at eight');
      await until(() => got(gets.device).length === 1, "the closed app's push");
      await until(() => skippedFor(off.id, 'switched_off'), 'the switched-off decision');
      await until(() => skippedFor(open.id, 'app_open'), 'the app-open decision');
      expect(await nothingBefore(off)).toHaveLength(1);
      expect(await nothingBefore(open)).toHaveLength(1);
    } finally {
      ws.close();
    }
  });

  it('sends nothing for a message in a public city room', async () => {
    const a = await member('Olli');
    const b = await member('Paco');
    const { rooms } = (await call(a, 'GET', '/api/rooms')).json() as {
      rooms: Array<{ id: string; city: string }>;
    };
    const room = rooms.find((r) => r.city === 'Berlin')!;
    for (const m of [a, b])
      expect((await call(m, 'POST', `/api/rooms/${room.id}/join`)).statusCode).toBeLessThan(300);
    await say(a, room.id, 'Hello Berlin');
    expect(await nothingBefore(b)).toHaveLength(1);
  });

  it('sends nothing while his app is open (a connected socket)', async () => {
    const a = await member('Nico');
    const b = await member('Olaf');
    const id = await openChat(t.app, a, b);
    const ws = await openApp(b);
    try {
      await say(a, id, 'You online?');
      await until(() => skippedFor(b.id, 'app_open'), 'the app-open decision');
      expect(await nothingBefore(b)).toHaveLength(1);
    } finally {
      ws.close();
    }
  });

  it('makes one or two notifications of a burst of twenty, one per chat (same tag)', async () => {
    const a = await member('Piet');
    const b = await member('Quentin');
    const id = await openChat(t.app, a, b);
    for (let i = 0; i < 20; i++) await say(a, id, `burst ${i}`);
    await until(() => got(b.device).length === 1, 'the first push of the burst');
    // Every one of the other nineteen decided (each is decided in the background after its send)
    // before the clock moves, or a late one would fall after the window and rightly push again.
    await until(() => skippedCount(b.id, 'burst') === 19, 'the rest of the burst held');
    clock.advance(11 * SECOND);
    await until(() => got(b.device).length === 2, 'one more after the window');
    expect(new Set(got(b.device).map((p) => p.tag))).toEqual(new Set([`chat:${id}`]));
    clock.advance(11 * SECOND);
    expect((await nothingBefore(b)).map((x) => x.kind)).toEqual(['message', 'message', 'test']);
  });
});

describe('a service chat', () => {
  it("tells the provider of a client's first words, and never names the provider's member to the client", async () => {
    const email = uniqueEmail('admin');
    await t.db.insert(adminUsers).values({ email, role: 'admin', isActive: true });
    const s = await signUp(t.app, { email });
    const admin = { id: s.body.user.id, cookie: s.cookie };
    const provider = await member('Zeno');
    const created = await call(provider, 'POST', '/api/services/listings', {
      handle: `pro.${Date.now().toString(36)}`,
      displayName: 'Studio Calm',
      category: 'massage',
      headline: 'Relaxing massage, quiet studio',
      about: 'Deep tissue and relaxation.',
      rates: '60 min 70',
      incall: true,
      outcall: false,
      city: 'Lisbon',
      neighbourhood: 'Principe Real',
      availability: 'Weekdays 10-18',
      languages: ['en'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const listing = created.json() as { id: string; handle: string };
    expect(
      (await call(admin, 'POST', `/api/admin/services/${listing.id}/approve`)).statusCode,
    ).toBe(200);
    const client = await member('Arno');
    await settings(provider, { preview: 'sender' });
    await settings(client, { preview: 'sender' });
    const opened = await call(client, 'POST', `/api/services/providers/${listing.handle}/contact`, {
      clientId: newClientId(),
      text: 'Free on Friday?',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const { conversationId } = opened.json() as { conversationId: string };
    await until(() => got(provider.device).length === 1, "the provider's push");
    expect(got(provider.device)[0]).toMatchObject({
      title: 'New message from Arno',
      url: `/app/chat/${conversationId}`,
    });
    await say(provider, conversationId, 'Yes, 3pm works');
    await until(() => got(client.device).length === 1, "the client's push");
    expect(got(client.device)[0]!.title).toBe('New message');
    expect(JSON.stringify(got(client.device)[0])).not.toContain('Zeno');
  });
});

describe('the other triggers', () => {
  it('a match', async () => {
    const a = await member('Ravi');
    const b = await member('Sven');
    expect((await call(a, 'POST', `/api/profiles/${b.id}/like`)).statusCode).toBe(200);
    expect((await call(b, 'POST', `/api/profiles/${a.id}/like`)).statusCode).toBe(200);
    // The like that made the match tells the member who was liked.
    await until(() => got(a.device).length + got(b.device).length === 1, 'the match push');
    const who = got(a.device).length ? a : b;
    expect(got(who.device)[0]).toMatchObject({
      kind: 'match',
      title: 'New match',
      url: '/app/activity',
    });
  });

  it('a story reply opens the chat it landed in', async () => {
    const a = await member('Timo');
    const b = await member('Udo');
    expect((await call(a, 'PUT', `/api/profiles/${b.id}/follow`)).statusCode).toBe(200);
    const jpeg = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c33' },
    })
      .jpeg()
      .toBuffer();
    const story = multipartFile(jpeg);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { cookie: b.cookie, ...story.headers },
      payload: story.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    const storyId = added.json().id as string;
    const reply = await call(a, 'POST', `/api/stories/${storyId}/replies`, {
      clientId: newClientId(),
      text: 'Nice view',
    });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    await until(() => got(b.device).length === 1, 'the story reply push');
    const [p] = got(b.device);
    expect(p).toMatchObject({ kind: 'story_reply', title: 'Someone replied to your story' });
    expect(p!.url).toMatch(/^\/app\/chat\//);
    // Told once, as a story reply (not a second time as a message); the follow's push is off.
    expect((await nothingBefore(b)).map((x) => x.kind)).toEqual(['story_reply', 'test']);
  });

  it('an event he is going to, cancelled', async () => {
    const a = await member('Vito');
    const b = await member('Walt');
    const at = (hours: number) =>
      new Date(clock.now().getTime() + hours * 3600_000).toISOString().slice(0, 16);
    const created = await call(a, 'POST', '/api/events', {
      title: 'Rooftop Social',
      kind: 'meetup',
      city: 'Lisbon',
      timeZone: 'UTC',
      startsAt: at(24),
      endsAt: at(28),
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().id as string;
    expect(
      (await call(b, 'PUT', `/api/events/${eventId}/rsvp`, { status: 'going' })).statusCode,
    ).toBe(200);
    expect((await call(a, 'POST', `/api/events/${eventId}/cancel`)).statusCode).toBe(200);
    await until(() => got(b.device).length === 1, 'the event push');
    expect(got(b.device)[0]).toMatchObject({
      kind: 'event',
      title: 'Event update',
      url: `/events/${eventId}`,
    });
  });

  it('a moderation notice', async () => {
    const email = uniqueEmail('mod');
    await t.db.insert(adminUsers).values({ email, role: 'moderator', isActive: true });
    const s = await signUp(t.app, { email });
    const mod = { id: s.body.user.id, cookie: s.cookie };
    const a = await member('Xaver');
    const res = await call(mod, 'POST', `/api/admin/members/${a.id}/actions`, {
      action: 'warn',
      reason: 'harassment',
    });
    expect(res.statusCode, res.body).toBe(200);
    await until(() => got(a.device).length === 1, 'the notice push');
    expect(got(a.device)[0]).toMatchObject({ kind: 'moderation', url: '/app/notices' });
    expect(JSON.stringify(got(a.device)[0])).not.toMatch(/harass/i);
  });

  it('the end of a Boost and of a Right Now post, at their end time by the clock', async () => {
    const a = await member('Yusuf');
    expect(
      (await call(a, 'PUT', '/api/me/location', { lat: 38.7223, lng: -9.1393 })).statusCode,
    ).toBe(200);
    await grantFor(t, a.id, 'boost', { clock });
    await grantFor(t, a.id, 'right_now', { clock });
    expect((await call(a, 'POST', '/api/me/boost', {})).statusCode).toBeLessThan(300);
    const live = await call(a, 'POST', '/api/right-now', {
      text: 'Up for it now',
      suits: ['hosting'],
    });
    expect(live.statusCode, live.body).toBeLessThan(300);
    clock.advance(29 * MINUTE);
    expect(await nothingBefore(a)).toHaveLength(1);
    clock.advance(2 * MINUTE);
    await until(() => got(a.device).some((p) => p.url === '/app/boost'), 'the Boost end');
    clock.advance(30 * MINUTE);
    await until(() => got(a.device).some((p) => p.url === '/app/right-now'), 'the Right Now end');
    const ends = got(a.device).filter((p) => p.kind === 'add_on');
    expect(ends.map((p) => p.title)).toEqual([
      'Your Boost has ended',
      'Your Right Now post has ended',
    ]);
  });
});
