import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { OFFLINE_CACHE, STORAGE_PREFIX } from '@blaze/contracts/constants';
import type { MeResponse } from '@blaze/contracts/me';
import { logger } from '@/lib/logger';
import { offlineStore, wipeDeviceData, type OfflineStore } from '@/lib/offline-store';

/**
 * What he last saw, readable offline (decision 037): an allow-list of query keys is persisted to
 * IndexedDB, at most OFFLINE_CACHE.maxBytes (the queries read longest ago go first) and for at most
 * OFFLINE_CACHE.maxAgeMs. Admin, moderation, account, export and payment queries never are.
 */

export const QUERY_CACHE_KEY = `${STORAGE_PREFIX}-query-cache`;

/** Shown in place of a private photo, whose signed link lives minutes: precached with the shell. */
export const OFFLINE_PHOTO_URL = '/offline-photo.svg';

/** Key prefixes worth keeping: the session, chats, the feed, profiles, the dashboard, activity. */
const PERSISTED_PREFIXES: readonly (readonly string[])[] = [
  ['me'],
  ['messaging', 'conversations'],
  ['messaging', 'conversation'],
  ['messaging', 'messages'],
  ['messaging', 'unread-totals'],
  ['feed', 'tab'],
  ['feed', 'comments'],
  ['profiles', 'member'],
  ['dashboard'],
  ['activity'],
];

export function isPersistedKey(queryKey: QueryKey): boolean {
  return PERSISTED_PREFIXES.some((prefix) => prefix.every((part, i) => queryKey[i] === part));
}

/** Private photos' links (`/api/photos/<id>/file/<f>?exp=<ms>&sig=...`) die in minutes. */
const SIGNED_PHOTO_URL = /^\/api\/photos\/[^?]+\?exp=\d+&sig=/;

/** A copy with every signed photo link replaced by the offline placeholder. */
export function withoutSignedUrls<T>(value: T): T {
  if (typeof value === 'string') {
    return (SIGNED_PHOTO_URL.test(value) ? OFFLINE_PHOTO_URL : value) as T;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => withoutSignedUrls(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withoutSignedUrls(v)]),
    ) as T;
  }
  return value;
}

type PersistedQuery = PersistedClient['clientState']['queries'][number];

function isSession(query: PersistedQuery): boolean {
  return query.queryKey.length === 1 && query.queryKey[0] === 'me';
}

/**
 * Drops the queries read longest ago until the serialized client fits `maxBytes` (characters, which
 * is what IndexedDB keeps of a string's JSON; close enough to bytes for a cap). The session stays.
 */
export function capPersistedClient(client: PersistedClient, maxBytes: number): PersistedClient {
  const queries = client.clientState.queries;
  const sizes = new Map(queries.map((q) => [q, JSON.stringify(q).length]));
  let total = JSON.stringify({
    ...client,
    clientState: { ...client.clientState, queries: [] },
  }).length;
  for (const size of sizes.values()) total += size + 1;
  if (total <= maxBytes) return client;
  const dropped = new Set<PersistedQuery>();
  const oldestFirst = [...queries]
    .filter((q) => !isSession(q))
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  for (const query of oldestFirst) {
    if (total <= maxBytes) break;
    dropped.add(query);
    total -= sizes.get(query)! + 1;
  }
  return {
    ...client,
    clientState: {
      ...client.clientState,
      queries: queries.filter((q) => !dropped.has(q)),
    },
  };
}

function ownerOf(client: PersistedClient): string | null {
  const session = client.clientState.queries.find(isSession);
  const me = session?.state.data as MeResponse | null | undefined;
  return me?.user.id ?? null;
}

/**
 * An IndexedDB persister: writes at most once per `throttleMs`, the newest state wins; a client
 * without a signed-in member is never written (it is removed instead).
 */
export function idbPersister(
  store: OfflineStore = offlineStore(),
  { maxBytes = OFFLINE_CACHE.maxBytes, throttleMs = OFFLINE_CACHE.throttleMs } = {},
): Persister {
  let latest: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = async () => {
    timer = undefined;
    const client = latest;
    latest = null;
    if (!client) return;
    if (!ownerOf(client)) {
      await store.del(QUERY_CACHE_KEY);
      return;
    }
    const capped = capPersistedClient(withoutSignedUrls(client), maxBytes);
    await store.set(QUERY_CACHE_KEY, capped);
  };
  const writeNow = () => {
    clearTimeout(timer);
    write().catch((error: unknown) =>
      logger.warn('Could not keep the cache for offline use', { message: String(error) }),
    );
  };
  // A reload or a closed tab inside the throttle window would lose the newest screens.
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => {
      if (timer !== undefined) writeNow();
    });
  }
  return {
    persistClient(client) {
      latest = client;
      timer ??= setTimeout(writeNow, throttleMs);
    },
    async restoreClient() {
      try {
        return await store.get<PersistedClient>(QUERY_CACHE_KEY);
      } catch {
        return undefined;
      }
    },
    async removeClient() {
      clearTimeout(timer);
      timer = undefined;
      latest = null;
      await store.del(QUERY_CACHE_KEY).catch(() => undefined);
    },
  };
}

export const persistOptions = (persister: Persister) => ({
  persister,
  maxAge: OFFLINE_CACHE.maxAgeMs,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: { queryKey: QueryKey; state: { status: string } }) =>
      query.state.status === 'success' && isPersistedKey(query.queryKey),
    shouldDehydrateMutation: () => false,
  },
});

/**
 * After the restore: what came from the device shows at once but counts as stale, so every screen
 * still reads it fresh when the network is there (a reload never shows five-minute-old data as new),
 * and the session's owner is watched from here on.
 */
export function afterRestore(queryClient: QueryClient): () => void {
  // Only what came from the device: an answer this page already read (the session, asked for at
  // start) is fresh and is not read twice.
  void queryClient.invalidateQueries({
    predicate: (query) =>
      isPersistedKey(query.queryKey) && query.state.dataUpdatedAt < performance.timeOrigin,
    refetchType: 'none',
  });
  return watchSessionOwner(queryClient);
}

function sessionOwner(queryClient: QueryClient): string | null {
  return queryClient.getQueryData<MeResponse | null>(['me'])?.user.id ?? null;
}

/**
 * Forgets the member's data when the session ends (sign-out, a 401: the session query turns null)
 * or another member signs in on this device (its id changes). Call after the cache is restored.
 */
export function watchSessionOwner(
  queryClient: QueryClient,
  wipe: () => Promise<void> = wipeDeviceData,
): () => void {
  let owner = sessionOwner(queryClient);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey } = event.query;
    if (queryKey.length !== 1 || queryKey[0] !== 'me') return;
    const now = sessionOwner(queryClient);
    if (owner && now !== owner) {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
      wipe().catch((error: unknown) =>
        logger.warn('Could not clear the data kept on this device', { message: String(error) }),
      );
    }
    owner = now;
  });
}
