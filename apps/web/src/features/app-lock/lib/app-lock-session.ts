import { APP_LOCK } from '@blaze/contracts/constants';
import { logger } from '@/lib/logger';
import {
  APP_LOCK_KEY,
  readLock,
  removeLock,
  shouldLockOnReturn,
  writeLock,
  type AppLockRecord,
  type LockStorage,
} from '@/features/app-lock/lib/lock-rules';
import type { PinHash } from '@/features/app-lock/lib/pin-hash';

/**
 * This page's side of the lock: whether it is unlocked now and when it was last hidden. Every page
 * load starts locked (a reload or a new tab asks again); leaving for the chosen time locks it.
 * Small on purpose: the gate that reads it is part of the first screen.
 */

function storage(): LockStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let record: AppLockRecord | null = readLock(storage());
let unlocked = false;
let hiddenAt: number | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== APP_LOCK_KEY && event.key !== null) return;
  const hadLock = record !== null;
  record = readLock(storage());
  // A PIN set in another tab of his does not lock this one, which he is using.
  if (!hadLock && record) unlocked = true;
  changed();
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') {
    hiddenAt = Date.now();
    return;
  }
  if (record && unlocked && shouldLockOnReturn(hiddenAt, Date.now(), record.lockAfterMs)) {
    unlocked = false;
    logger.info('App locked after time away');
    changed();
  }
  hiddenAt = null;
}

export function subscribeAppLock(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisibility);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisibility);
    }
  };
}

export function isAppLocked(): boolean {
  return record !== null && !unlocked;
}

export function appLockRecord(): AppLockRecord | null {
  return record;
}

export function lockStorage(): LockStorage | null {
  return storage();
}

/** Re-reads the record after a check wrote the wrong-try count. */
export function refreshAppLock(): void {
  record = readLock(storage());
  changed();
}

/** The right PIN was entered. */
export function unlockApp(): void {
  unlocked = true;
  record = readLock(storage());
  changed();
}

/** A new PIN (or a changed one): this page stays unlocked, he just typed it. */
export function saveAppLock(hash: PinHash, lockAfterMs: number = APP_LOCK.defaultLockAfterMs) {
  const next: AppLockRecord = { ...hash, lockAfterMs, wrongTries: 0 };
  writeLock(storage(), next);
  record = next;
  unlocked = true;
  changed();
}

export function setLockAfter(lockAfterMs: number): void {
  if (!record) return;
  const next = { ...record, lockAfterMs };
  writeLock(storage(), next);
  record = next;
  changed();
}

/** Turned off, or the session ended on this device (sign-out, five wrong tries, 401). */
export function removeAppLock(): void {
  removeLock(storage());
  if (record) logger.info('App lock removed');
  record = null;
  unlocked = false;
  changed();
}
