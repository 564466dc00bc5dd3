import { useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from '@blaze/contracts/constants';
import type { DataMode } from '@blaze/contracts/data-modes';
import { themeColour, themeVariables } from '@/config/theme';

/**
 * The small global client state of spec section 4: the data mode and stealth mode, kept in
 * localStorage so they survive reloads. Server data never lives here.
 */

export const FLAG_KEYS = {
  testing: `${STORAGE_PREFIX}-testing-mode`,
  demo: `${STORAGE_PREFIX}-demo-mode`,
  stealth: `${STORAGE_PREFIX}-stealth-mode`,
} as const;

export { DATA_MODES } from '@blaze/contracts/constants';
export type { DataMode } from '@blaze/contracts/data-modes';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readFlag(key: string): boolean {
  try {
    return storage()?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function writeFlag(key: string, on: boolean): void {
  try {
    if (on) storage()?.setItem(key, 'true');
    else storage()?.removeItem(key);
  } catch {
    // Storage can be full or blocked (private browsing): the flag then lasts only this page.
  }
}

export function readDataMode(): DataMode {
  if (readFlag(FLAG_KEYS.demo)) return 'demo';
  if (readFlag(FLAG_KEYS.testing)) return 'testing';
  return 'production';
}

function writeDataMode(mode: DataMode): void {
  writeFlag(FLAG_KEYS.testing, mode === 'testing');
  writeFlag(FLAG_KEYS.demo, mode === 'demo');
}

/**
 * Testing sets its flag and clears demo; demo the reverse; production clears both. Then reloads. The
 * server keeps the mode (decision 038): the switch saves it there first, and the flags mirror it.
 */
export function setDataMode(mode: DataMode, reload: () => void = () => window.location.reload()) {
  writeDataMode(mode);
  reload();
}

/**
 * The server's mode, read after sign-in: the flags (the first paint's guess) follow it when they
 * differ, and what shows them (the testing banner, the menu) re-renders. No reload: the lists the
 * server sent already follow its mode. True when the flags changed.
 */
export function mirrorDataMode(mode: DataMode): boolean {
  if (readDataMode() === mode) return false;
  writeDataMode(mode);
  for (const listener of listeners) listener();
  return true;
}

export function readStealthMode(): boolean {
  return readFlag(FLAG_KEYS.stealth);
}

/** Writes the accent colours and the browser chrome colour for the current stealth setting. */
export function applyTheme(stealth: boolean): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeVariables(stealth))) {
    root.style.setProperty(name, value);
  }
  root.dataset.stealth = stealth ? 'on' : 'off';
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta) meta.content = themeColour(stealth);
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FLAG_KEYS.stealth) {
      applyTheme(readStealthMode());
      listener();
    }
    if (event.key === FLAG_KEYS.testing || event.key === FLAG_KEYS.demo) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setStealthMode(on: boolean): void {
  writeFlag(FLAG_KEYS.stealth, on);
  applyTheme(on);
  for (const listener of listeners) listener();
}

export function useStealthMode(): boolean {
  return useSyncExternalStore(subscribe, readStealthMode, () => false);
}

/** The data mode: from the flags, which follow the server's (`mirrorDataMode`). */
export function useDataMode(): DataMode {
  return useSyncExternalStore(subscribe, readDataMode, () => 'production');
}
