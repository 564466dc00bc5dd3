import type { PushKey, PushSubscriptionBody } from '@blaze/contracts/notifications';
import { apiRequest, api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { applicationServerKey } from '@/sw/push-notification';

/**
 * Push on this device (decision 035): whether the browser can, whether he allowed it, and the one
 * subscription this device holds. Shared code because sign-out (lib/auth) ends the subscription too.
 */

export type PushDeviceState =
  /** No service worker, Push API or Notification API here. */
  | 'unsupported'
  /** iPhone and iPad: web push works only from the Home Screen app. */
  | 'needs-install'
  /** He said no, or the browser decided for him: only the browser's settings can undo it. */
  | 'blocked'
  | 'off'
  | 'on';

export interface PushEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

function environment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone:
      nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
  };
}

/** iPhone, iPod or iPad (iPadOS says it is a Mac, but a Mac has no touch screen). */
export function isAppleMobile(env: Pick<PushEnvironment, 'userAgent' | 'maxTouchPoints'>): boolean {
  return (
    /iPhone|iPad|iPod/.test(env.userAgent) ||
    (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1)
  );
}

/** What the browser allows, before asking anything: 'off' means he may turn it on. */
export function pushSupport(
  env: PushEnvironment = environment(),
): 'unsupported' | 'needs-install' | 'available' {
  if (isAppleMobile(env) && !env.standalone) return 'needs-install';
  if (!env.hasServiceWorker || !env.hasPushManager || !env.hasNotification) return 'unsupported';
  return 'available';
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  try {
    return await navigator.serviceWorker.getRegistration();
  } catch {
    return undefined;
  }
}

/** This device's subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'available') return null;
  const reg = await registration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

export async function readPushDeviceState(): Promise<PushDeviceState> {
  const support = pushSupport();
  if (support !== 'available') return support;
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentPushSubscription()) ? 'on' : 'off';
}

/** The service worker, once it is active (it installs on the first visit after load). */
async function activeRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The app is still installing. Try again in a moment.')),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks the browser (only ever from his tap), subscribes with the server's key and hands the
 * subscription to the server. Returns the resulting state; throws with words he can read.
 */
export async function turnOnPush(): Promise<PushDeviceState> {
  const support = pushSupport();
  if (support !== 'available') return support;
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const { publicKey } = await api.get<PushKey>('/api/push/key');
  if (!publicKey) throw new Error('Push notifications are switched off on this server.');
  const reg = await activeRegistration();
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    }));
  await api.post<void>('/api/push/subscriptions', subscription.toJSON() as PushSubscriptionBody);
  return 'on';
}

/**
 * Ends this device's subscription: the server forgets it first (while the session still exists),
 * then the browser. Never throws: sign-out must go on even if this fails.
 */
export async function turnOffPush(): Promise<void> {
  let subscription: PushSubscription | null = null;
  try {
    subscription = await currentPushSubscription();
    if (!subscription) return;
    await apiRequest<void>('/api/push/subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
      skipAuthRedirect: true,
    });
  } catch (error) {
    logger.warn('Could not remove the push subscription on the server', {
      message: error instanceof Error ? error.message : String(error),
    });
  }
  try {
    await subscription?.unsubscribe();
  } catch {
    // The browser keeps it; the server no longer sends to it, and drops it at the push service's 410.
  }
}
