import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { STORAGE_PREFIX } from '@blaze/contracts/constants';

/**
 * The member's data kept on this device (decision 037): the persisted query cache and the sync queue,
 * in IndexedDB (room for megabytes, unlike localStorage). Every key names the member it belongs to,
 * so one member never reads another's.
 */
export interface OfflineStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  clear(): Promise<void>;
}

export function idbOfflineStore(store: UseStore): OfflineStore {
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    clear: () => clear(store),
  };
}

let defaultStore: OfflineStore | null = null;

/** The app's one store (made on first use: jsdom and old browsers may have no IndexedDB). */
export function offlineStore(): OfflineStore {
  defaultStore ??= idbOfflineStore(createStore(`${STORAGE_PREFIX}-offline`, 'keyval'));
  return defaultStore;
}

type Wiper = () => void | Promise<void>;
const wipers = new Set<Wiper>();

/** A feature that keeps private data of its own on the device adds how to forget it. */
export function onDeviceWipe(wiper: Wiper): () => void {
  wipers.add(wiper);
  return () => wipers.delete(wiper);
}

/**
 * Forgets everything private this device holds for the member: the persisted cache, the sync queue
 * and what features registered. Runs on sign-out, on a 401 and when another member signs in here.
 */
export async function wipeDeviceData(store: OfflineStore = offlineStore()): Promise<void> {
  const results = await Promise.allSettled([
    store.clear(),
    ...[...wipers].map(async (wipe) => wipe()),
  ]);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}
