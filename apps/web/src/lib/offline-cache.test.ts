import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { createStore } from 'idb-keyval';
import {
  afterRestore,
  capPersistedClient,
  idbPersister,
  isPersistedKey,
  OFFLINE_PHOTO_URL,
  persistOptions,
  QUERY_CACHE_KEY,
  watchSessionOwner,
  withoutSignedUrls,
} from '@/lib/offline-cache';
import { idbOfflineStore, onDeviceWipe, wipeDeviceData } from '@/lib/offline-store';

let n = 0;
const freshStore = () => idbOfflineStore(createStore(`cache-test-${++n}`, 'keyval'));

const me = (id: string) => ({ user: { id }, profile: { username: id } });

function clientWith(entries: Array<[readonly unknown[], unknown, number?]>): QueryClient {
  const client = new QueryClient();
  for (const [key, data, at] of entries) client.setQueryData(key, data, { updatedAt: at });
  return client;
}

function persisted(client: QueryClient): PersistedClient {
  const { dehydrateOptions } = persistOptions(idbPersister(freshStore()));
  return {
    timestamp: Date.now(),
    buster: '',
    clientState: dehydrate(client, dehydrateOptions as never),
  };
}

const keysOf = (p: PersistedClient) => p.clientState.queries.map((q) => q.queryKey);

afterEach(() => vi.useRealTimers());

describe('offline cache', () => {
  it('keeps chats, the feed, profiles and the session; never admin, moderation, account or export', () => {
    for (const key of [
      ['me'],
      ['messaging', 'conversations', 'inbox', ''],
      ['messaging', 'messages', 'c1'],
      ['feed', 'tab', 'feed'],
      ['profiles', 'member', 'u2'],
      ['activity', 'list'],
    ]) {
      expect(isPersistedKey(key), key.join('/')).toBe(true);
    }
    for (const key of [
      ['admin', 'status'],
      ['moderation', 'queue'],
      ['account', 'settings'],
      ['account-data', 'export'],
      ['payments', 'orders'],
      ['messaging', 'settings'],
      ['profiles', 'blocks'],
    ]) {
      expect(isPersistedKey(key), key.join('/')).toBe(false);
    }
    const client = clientWith([
      [['me'], me('u1')],
      [['admin', 'status'], { isAdmin: true }],
      [['feed', 'tab', 'feed'], { pages: [] }],
    ]);
    expect(keysOf(persisted(client))).toEqual([['me'], ['feed', 'tab', 'feed']]);
  });

  it('drops the queries read longest ago past the cap, never the session', () => {
    const big = 'x'.repeat(1_000);
    const client = clientWith([
      [['me'], me('u1'), 1],
      [['feed', 'tab', 'feed'], { text: big }, 100],
      [['messaging', 'messages', 'old'], { text: big }, 10],
      [['messaging', 'messages', 'new'], { text: big }, 1_000],
    ]);
    const all = persisted(client);
    expect(capPersistedClient(all, 1_000_000)).toBe(all);
    const capped = capPersistedClient(all, 2_800);
    expect(keysOf(capped)).toEqual([['me'], ['messaging', 'messages', 'new']]);
    expect(JSON.stringify(capped).length).toBeLessThanOrEqual(2_800);
  });

  it('replaces private photo links (signed, dead in minutes) with the offline placeholder', () => {
    const signed = '/api/photos/p1/file/full.jpg?exp=1700000000000&sig=abc_-';
    const data = {
      photos: [{ url: signed, thumbUrl: '/media/public/t.jpg' }],
      note: 'see /api/photos/p1/file/full.jpg',
    };
    expect(withoutSignedUrls(data)).toEqual({
      photos: [{ url: OFFLINE_PHOTO_URL, thumbUrl: '/media/public/t.jpg' }],
      note: 'see /api/photos/p1/file/full.jpg',
    });
  });

  it('writes to IndexedDB at most once per throttle, and never without a signed-in member', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = freshStore();
    const persister = idbPersister(store, { throttleMs: 1_000 });
    const setSpy = vi.spyOn(store, 'set');
    await persister.persistClient(persisted(clientWith([[['me'], me('u1')]])));
    await persister.persistClient(
      persisted(
        clientWith([
          [['me'], me('u1')],
          [['feed', 'tab', 'feed'], { pages: [1] }],
        ]),
      ),
    );
    expect(setSpy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(setSpy).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    const saved = await vi.waitFor(async () => {
      const value = await persister.restoreClient();
      if (!value) throw new Error('not written yet');
      return value;
    });
    expect(keysOf(saved)).toEqual([['me'], ['feed', 'tab', 'feed']]);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await persister.persistClient(persisted(clientWith([[['me'], null]])));
    await vi.advanceTimersByTimeAsync(1_000);
    vi.useRealTimers();
    await vi.waitFor(async () => expect(await store.get(QUERY_CACHE_KEY)).toBeUndefined());
  });

  it('wipes on sign-out (session turns null) and when another member signs in, not on a refresh', async () => {
    const client = clientWith([
      [['me'], me('u1')],
      [['messaging', 'messages', 'c1'], { items: ['private'] }],
    ]);
    const wipe = vi.fn(() => Promise.resolve());
    const stop = watchSessionOwner(client, wipe);

    client.setQueryData(['me'], me('u1'));
    expect(wipe).not.toHaveBeenCalled();

    client.setQueryData(['me'], me('u2'));
    expect(wipe).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['messaging', 'messages', 'c1'])).toBeUndefined();
    expect(client.getQueryData(['me'])).toEqual(me('u2'));

    client.setQueryData(['messaging', 'messages', 'c2'], { items: ['his'] });
    client.setQueryData(['me'], null);
    expect(wipe).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(['messaging', 'messages', 'c2'])).toBeUndefined();
    stop();
  });

  it('the device wipe clears the store and what features registered', async () => {
    const store = freshStore();
    await store.set(QUERY_CACHE_KEY, { anything: true });
    await store.set('blaze-sync:u1', [{ id: 'x' }]);
    const forgetOutbox = vi.fn();
    const off = onDeviceWipe(forgetOutbox);
    await wipeDeviceData(store);
    off();
    expect(await store.get(QUERY_CACHE_KEY)).toBeUndefined();
    expect(await store.get('blaze-sync:u1')).toBeUndefined();
    expect(forgetOutbox).toHaveBeenCalledTimes(1);
  });
});

describe('after the restore', () => {
  it('shows what came from the device but reads it again: a reload never passes it off as fresh', () => {
    // Kept on the device by an earlier visit: written before this page started.
    const before = performance.timeOrigin - 60_000;
    const client = clientWith([
      [['me'], me('u1'), before],
      [['feed', 'tab', 'feed'], { pages: [] }, before],
    ]);
    client.setQueryDefaults(['feed'], { staleTime: Infinity });
    const feed = () => client.getQueryCache().find({ queryKey: ['feed', 'tab', 'feed'] })!;
    expect(feed().isStale()).toBe(false);
    const stop = afterRestore(client);
    expect(feed().isStale()).toBe(true);
    expect(client.getQueryData(['feed', 'tab', 'feed'])).toEqual({ pages: [] });
    stop();
  });

  it('keeps what this page already read fresh: the session asked for at start is not read twice', () => {
    const client = clientWith([[['me'], me('u1')]]);
    client.setQueryDefaults(['me'], { staleTime: Infinity });
    const stop = afterRestore(client);
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['me'] })!
        .isStale(),
    ).toBe(false);
    stop();
  });
});
