import { STORAGE_PREFIX } from '@blaze/contracts/constants';
import type { OutboxItem, OutboxStorage } from '@/features/messaging/outbox/outbox';

/**
 * The outbox in localStorage, one key per item and per member: two tabs never overwrite each
 * other's items, and a member who signs in on a shared device never sends another's messages.
 */
export function localOutboxStorage(
  userId: string,
  storage: Storage = window.localStorage,
): OutboxStorage {
  const prefix = `${STORAGE_PREFIX}-outbox:${userId}:`;
  return {
    loadAll() {
      const items: OutboxItem[] = [];
      try {
        for (let i = 0; i < storage.length; i++) {
          const key = storage.key(i);
          if (!key?.startsWith(prefix)) continue;
          const raw = storage.getItem(key);
          if (raw) items.push(JSON.parse(raw) as OutboxItem);
        }
      } catch {
        // Storage off or an unreadable entry: the outbox starts empty rather than not at all.
      }
      return items;
    },
    put(item) {
      try {
        storage.setItem(prefix + item.clientId, JSON.stringify(item));
      } catch {
        // Full or blocked storage: the item still sends from memory, it just won't survive a reload.
      }
    },
    remove(clientId) {
      try {
        storage.removeItem(prefix + clientId);
      } catch {
        // Nothing to do: see put.
      }
    },
  };
}

/** Forgets every member's waiting messages on this device (the wipe of decision 037). */
export function forgetAllOutboxes(storage: Storage = window.localStorage): void {
  const prefix = `${STORAGE_PREFIX}-outbox:`;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage off: nothing was kept.
  }
}
