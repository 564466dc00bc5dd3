import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { PRESENCE } from '@blaze/contracts';
import { profiles } from '../../db/schema.ts';
import { memoryEventBus } from '../../realtime/event-bus.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { presenceRepository } from './presence.repository.ts';
import { presenceService } from './presence.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function member() {
  const m = await signUp(t.app);
  return { ...m, id: m.body.user.id };
}

describe('presence written in batches', () => {
  it('sets each member as asked and says whether he was online before', async () => {
    const [a, b, c] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const ids = [a!.body.user.id, b!.body.user.id, c!.body.user.id];
    await t.db
      .update(profiles)
      .set({ isOnline: false })
      .where(inArray(profiles.id, [ids[2]!]));
    const repo = presenceRepository(t.db);
    const at = new Date(Date.now() + 60_000);

    const was = await repo.setPresence(
      [
        { id: ids[0]!, online: false },
        { id: 'no-such-member', online: true },
        { id: ids[2]!, online: true },
        { id: ids[1]!, online: true },
      ],
      at,
    );

    expect(was).toEqual([true, null, false, true]);
    const rows = await t.db.select().from(profiles).where(inArray(profiles.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(ids.map((id) => byId.get(id)!.isOnline)).toEqual([false, true, true]);
    for (const id of ids) expect(byId.get(id)!.lastActive?.getTime()).toBe(at.getTime());
  });
});

describe('presence', () => {
  it('keeps me online while the app says so, away when it closes', async () => {
    const m = await member();
    const beat = (online: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/presence',
        headers: { cookie: m.cookie },
        payload: { online },
      });
    expect((await beat(false)).statusCode).toBe(204);
    let [row] = await t.db.select().from(profiles).where(eq(profiles.id, m.id));
    expect(row!.isOnline).toBe(false);
    expect((await beat(true)).statusCode).toBe(204);
    [row] = await t.db.select().from(profiles).where(eq(profiles.id, m.id));
    expect(row!.isOnline).toBe(true);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/me/presence',
      headers: { cookie: m.cookie },
      payload: { online: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the presence sweep', () => {
  it('leaves online a member whose app holds a live connection, but not one who said he is away', async () => {
    const connected = await member();
    const away = await member();
    const service = presenceService({ db: t.db, bus: memoryEventBus() });
    await service.setPresence(away.id, false);
    const stale = new Date(Date.now() - PRESENCE.offlineAfterMs - 60_000);
    for (const id of [connected.id, away.id])
      await t.db.update(profiles).set({ lastActive: stale }).where(eq(profiles.id, id));
    await service.stillConnected([connected.id, away.id]);
    await service.markStaleOffline(PRESENCE.offlineAfterMs);
    const row = async (id: string) =>
      (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;
    expect((await row(connected.id)).isOnline).toBe(true);
    expect((await row(away.id)).isOnline).toBe(false);
    expect((await row(away.id)).lastActive!.getTime()).toBe(stale.getTime());
  });

  it('turns members the app has not heard from for 3 minutes offline, and leaves the rest', async () => {
    const silent = await member();
    const beating = await member();
    const ago = (ms: number) => new Date(Date.now() - ms);
    await t.db
      .update(profiles)
      .set({ lastActive: ago(PRESENCE.offlineAfterMs + 30_000) })
      .where(eq(profiles.id, silent.id));
    await t.db
      .update(profiles)
      .set({ lastActive: ago(PRESENCE.offlineAfterMs - 60_000) })
      .where(eq(profiles.id, beating.id));
    const swept = await presenceService({ db: t.db, bus: memoryEventBus() }).markStaleOffline(
      PRESENCE.offlineAfterMs,
    );
    expect(swept).toBeGreaterThanOrEqual(1);
    const online = async (id: string) =>
      (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!.isOnline;
    expect(await online(silent.id)).toBe(false);
    expect(await online(beating.id)).toBe(true);
    // Offline members show when they were last seen, to 5 minutes, and never while online.
    const viewer = await member();
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/${silent.id}`,
      headers: { cookie: viewer.cookie },
    });
    expect(seen.json().lastActive).toMatch(/:[0-5][05]:00\.000Z$/);
    const live = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/${beating.id}`,
      headers: { cookie: viewer.cookie },
    });
    expect(live.json().lastActive).toBeNull();
  });
});
