import { logger } from '@/lib/logger';

/**
 * Chromium's install event, kept from the first moments of the page (it fires once, long before
 * the shell loads) until the prompt card uses it. Small on purpose: it runs in the first screen.
 */

/** The part of Chromium's BeforeInstallPromptEvent we use (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Registers the listeners; `onInstalled` records an install so no prompt shows again. */
export function captureInstallEvents(onInstalled: () => void): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Without this Chromium shows its own mini-infobar, which ignores his 'Not now'.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    logger.info('App installed');
    installed = true;
    deferred = null;
    onInstalled();
    changed();
  });
}

export function subscribeInstallEvents(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kept install event, or null where the browser offers none (iOS, Firefox) or it was used. */
export function installEvent(): InstallPromptEvent | null {
  return deferred;
}

export function wasInstalledNow(): boolean {
  return installed;
}

/** A prompt can be shown once per event: after it the browser needs a new one. */
export function forgetInstallEvent(): void {
  deferred = null;
  changed();
}
