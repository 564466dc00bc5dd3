import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  SW_NAVIGATE_MESSAGE,
  UNREADABLE_PUSH,
  applicationServerKey,
  badgeCount,
  notificationFor,
  parsePushPayload,
  pickWindow,
  type SwNavigateMessage,
} from './push-notification';
import {
  SHARED_UPLOAD_URL,
  SHARE_TARGET_FIELD,
  SHARE_TARGET_PATH,
  keepSharedFiles,
  sharedImages,
} from './share-target';

/**
 * Blaze's service worker (decision 035): the app shell precached, every navigation answered with it,
 * and push, notification taps and the share target. The API and media are never cached here: they
 * are private and always fresh.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string })[] };

/** Not in TypeScript's lib yet (Chromium and Firefox fire it). */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, new RegExp(`^${SHARE_TARGET_PATH}`)],
  }),
);

// 'App Updated': the page's Reload asks the waiting worker to take over (virtual:pwa-register).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Shared photos: kept privately on the device, then the upload screen takes them. */
registerRoute(
  ({ url, request }) => url.pathname === SHARE_TARGET_PATH && request.method === 'POST',
  async ({ request }) => {
    try {
      const form = await request.formData();
      await keepSharedFiles(sharedImages(form.getAll(SHARE_TARGET_FIELD)));
    } catch {
      // An unreadable share still opens the upload screen, with nothing picked.
    }
    return Response.redirect(SHARED_UPLOAD_URL, 303);
  },
  'POST',
);

async function setBadge(count: number | null): Promise<void> {
  const nav = self.navigator as WorkerNavigator & {
    setAppBadge?: (count?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  if (count === null || !nav.setAppBadge) return;
  try {
    if (count === 0) await nav.clearAppBadge?.();
    else await nav.setAppBadge(count);
  } catch {
    // Badges are a nicety: a browser that refuses one still shows the notification.
  }
}

self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    data = null;
  }
  const payload = parsePushPayload(data) ?? UNREADABLE_PUSH;
  const { title, options } = notificationFor(payload, self.location.origin);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, options),
      setBadge(badgeCount(payload)),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  const path = typeof url === 'string' ? url : '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const target = pickWindow(windows, path, self.location.origin);
      if (!target) {
        await self.clients.openWindow(path);
        return;
      }
      const focused = await target.focus();
      // The page moves with its own router (no reload, no lost state).
      const message: SwNavigateMessage = { type: SW_NAVIGATE_MESSAGE, url: path };
      focused.postMessage(message);
    })(),
  );
});

/** The push service replaced his subscription: subscribe again and tell the server. */
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as PushSubscriptionChangeEvent;
  change.waitUntil(
    (async () => {
      let subscription = change.newSubscription;
      if (!subscription) {
        const response = await fetch('/api/push/key', { credentials: 'same-origin' });
        if (!response.ok) return;
        const { publicKey } = (await response.json()) as { publicKey: string | null };
        if (!publicKey) return;
        subscription = await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: applicationServerKey(publicKey),
        });
      }
      await fetch('/api/push/subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
      });
      const old = change.oldSubscription;
      if (old && old.endpoint !== subscription.endpoint) {
        await fetch('/api/push/subscriptions', {
          method: 'DELETE',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ endpoint: old.endpoint }),
        });
      }
    })(),
  );
});
