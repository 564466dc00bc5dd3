import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_SETTINGS, DISCOVERY_LIMITS, NearbyQuerySchema } from '@blaze/contracts';
import {
  callAs,
  createTestApp,
  newClientId,
  newMember,
  openChat,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const berlin = { lat: 52.52, lng: 13.405 };
const near = (km: number) => ({ lat: berlin.lat + km / 111, lng: berlin.lng });

type Card = { id: string; isOnline: boolean; lastActive?: string | null };

async function memberAt(point: { lat: number; lng: number }): Promise<TestMember> {
  const m = await newMember(t.app);
  expect((await callAs(t.app, m, 'PUT', '/api/me/location', point)).statusCode).toBe(200);
  return m;
}

async function setOnline(m: TestMember, online: boolean) {
  expect((await callAs(t.app, m, 'POST', '/api/me/presence', { online })).statusCode).toBe(204);
}

const get = async (viewer: TestMember, url: string) => {
  const res = await callAs(t.app, viewer, 'GET', url);
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

describe("'last seen' off hides presence from everyone else", () => {
  it('shows no online state, no last active and no online filter or order in any list', async () => {
    const viewer = await memberAt(berlin);
    // The smallest page the nearby list gives, filled with offline members nearer than the hider: only
    // his being online could bring him onto the first page.
    // (a smaller limit than the page minimum is raised to it).
    const page = Math.max(
      DISCOVERY_LIMITS.minPageSize,
      Array.from({ length: 100 }, (_, i) => i + 1).find(
        (limit) => NearbyQuerySchema.safeParse({ limit }).success,
      )!,
    );
    const open = await Promise.all(Array.from({ length: page }, () => memberAt(near(1))));
    const hider = await memberAt(near(12));
    const settings = {
      ...DEFAULT_MESSAGE_SETTINGS,
      privacy: { ...DEFAULT_MESSAGE_SETTINGS.privacy, lastSeen: false },
    };
    const put = await callAs(t.app, hider, 'PUT', '/api/me/message-settings', settings);
    expect(put.statusCode).toBe(200);
    for (const m of open) await setOnline(m, false);
    // Favourites list who is online first: the hider (farther) must stay behind the open member.
    for (const id of [open[0]!.id, hider.id]) {
      const starred = await callAs(t.app, viewer, 'POST', `/api/profiles/${id}/favourite`);
      expect(starred.statusCode).toBeLessThan(300);
    }
    const chat = await openChat(t.app, viewer, hider, { accept: true });
    const hello = { clientId: newClientId(), kind: 'text', text: 'Hi' };
    const said = await callAs(t.app, viewer, 'POST', `/api/conversations/${chat}/messages`, hello);
    expect(said.statusCode).toBeLessThan(300);

    /** Everything the viewer can read that lists or shows the hider. */
    const observe = async () => ({
      profile: await get(viewer, `/api/profiles/${hider.id}`),
      nearby: await get(viewer, '/api/discover/nearby'),
      available: await get(viewer, '/api/discover/nearby?sort=available'),
      firstPage: await get(viewer, `/api/discover/nearby?sort=available&limit=${page}`),
      onlineOnly: await get(viewer, '/api/discover/nearby?onlineOnly=true'),
      stats: await get(viewer, '/api/discover/stats'),
      favourites: await get(viewer, '/api/discover/favourites'),
      dashboard: await get(viewer, '/api/dashboard'),
      conversations: await get(viewer, '/api/conversations'),
    });

    await setOnline(hider, true);
    const whileOnline = await observe();

    const hiderIn = (cards: Card[]) => cards.find((c) => c.id === hider.id);
    expect(whileOnline.profile).toMatchObject({ isOnline: false, lastActive: null });
    for (const list of [whileOnline.nearby, whileOnline.available, whileOnline.favourites])
      expect(hiderIn(list.members)).toMatchObject({ isOnline: false, lastActive: null });
    expect(hiderIn(whileOnline.onlineOnly.members)).toBeUndefined();
    expect(whileOnline.available.members.at(-1).id).toBe(hider.id);
    expect(whileOnline.favourites.members.map((c: Card) => c.id)).toEqual([open[0]!.id, hider.id]);
    expect(hiderIn(whileOnline.firstPage.members)).toBeUndefined();
    expect(whileOnline.stats.online).toBe(0);
    expect(whileOnline.dashboard.counts.online).toBe(0);
    expect(hiderIn(whileOnline.dashboard.onlineNow)).toBeUndefined();
    expect(hiderIn(whileOnline.dashboard.newMembers)).toMatchObject({ isOnline: false });
    const peer = whileOnline.conversations.conversations
      .flatMap((c: { participants: Card[] }) => c.participants)
      .find((p: Card) => p.id === hider.id);
    expect(peer).toMatchObject({ isOnline: false, lastActive: null });

    // Nothing the viewer can read changes when the hider goes offline.
    await setOnline(hider, false);
    expect(await observe()).toEqual(whileOnline);
  });

  it('still shows him his own presence', async () => {
    const hider = await memberAt(berlin);
    await callAs(t.app, hider, 'PUT', '/api/me/message-settings', {
      ...DEFAULT_MESSAGE_SETTINGS,
      privacy: { ...DEFAULT_MESSAGE_SETTINGS.privacy, lastSeen: false },
    });
    await setOnline(hider, true);
    expect((await get(hider, '/api/profiles/me')).isOnline).toBe(true);
  });
});
