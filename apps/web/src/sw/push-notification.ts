import type { PushPayload } from '@blaze/contracts/notifications';

/**
 * The service worker's pure rules for a push (decision 035): what a payload shows, and which window a
 * tap opens. A plain module, imported by the worker and by its tests; it never pulls the app's code
 * (or zod) into the worker.
 */

/** What the page hears from the worker when a tap should open a screen in it. */
export const SW_NAVIGATE_MESSAGE = 'blaze:navigate';
export type SwNavigateMessage = { type: typeof SW_NAVIGATE_MESSAGE; url: string };

/** Where a tap goes when the payload names nowhere the app can open. */
export const FALLBACK_URL = '/app/activity';

export const NOTIFICATION_ICON = '/icons/icon-192.png';
/** The monochrome badge Android shows in the status bar. */
export const NOTIFICATION_BADGE = '/favicon.svg';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The payload as the server sent it, or null when it is not one. Checked by hand rather than with the
 * contract's zod schema, which would weigh more than the worker itself.
 */
export function parsePushPayload(data: unknown): PushPayload | null {
  if (!isRecord(data)) return null;
  const { kind, title, body, url, tag, badge, silent } = data;
  if (typeof kind !== 'string' || typeof title !== 'string' || typeof body !== 'string')
    return null;
  if (typeof url !== 'string' || typeof tag !== 'string' || typeof silent !== 'boolean')
    return null;
  if (badge !== null && !(typeof badge === 'number' && Number.isInteger(badge))) return null;
  return { kind, title, body, url, tag, badge, silent } as PushPayload;
}

/**
 * A path inside the app, never another site: a payload is the server's, but a tap must not be able to
 * carry him off Blaze even if one were forged. Anything else opens the activity list.
 */
export function appPath(url: string, origin: string): string {
  try {
    const target = new URL(url, origin);
    if (target.origin !== origin) return FALLBACK_URL;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return FALLBACK_URL;
  }
}

/**
 * What shows when a push cannot be read (a payload from a newer or older server). Chromium requires a
 * notification for every push it delivers, and a neutral one reveals nothing.
 */
export const UNREADABLE_PUSH: PushPayload = {
  kind: 'test',
  title: 'Blaze',
  body: 'You have something new.',
  url: FALLBACK_URL,
  tag: 'blaze',
  badge: null,
  silent: false,
};

export interface NotificationPlan {
  title: string;
  options: NotificationOptions & { renotify?: boolean; data: { url: string } };
}

/**
 * The notification for a payload. A tag replaces the one before it (one per chat); renotify makes the
 * replacement buzz again, except in quiet hours, when it arrives silently.
 */
export function notificationFor(payload: PushPayload, origin: string): NotificationPlan {
  return {
    title: payload.title,
    options: {
      body: payload.body,
      tag: payload.tag,
      data: { url: appPath(payload.url, origin) },
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      silent: payload.silent,
      renotify: !payload.silent && payload.tag.length > 0,
    },
  };
}

/** The unread count for the app badge: a number to show, 0 to clear, null to leave it alone. */
export function badgeCount(payload: PushPayload): number | null {
  if (payload.badge === null) return null;
  return Math.max(0, payload.badge);
}

/** What a tap finds among the open windows (the parts of WindowClient the choice reads). */
export interface WindowLike {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
}

/**
 * The window of the app a tap should use: the one already on that screen, else the focused one, else
 * a visible one, else any. Null when none is open (the worker then opens a new one).
 */
export function pickWindow<T extends WindowLike>(
  windows: readonly T[],
  path: string,
  origin: string,
): T | null {
  const ours = windows.filter((w) => {
    try {
      return new URL(w.url).origin === origin;
    } catch {
      return false;
    }
  });
  const onScreen = ours.find((w) => appPath(w.url, origin) === path);
  return (
    onScreen ??
    ours.find((w) => w.focused) ??
    ours.find((w) => w.visibilityState === 'visible') ??
    ours[0] ??
    null
  );
}

/** The VAPID key (base64url, as GET /api/push/key gives it) as PushManager.subscribe wants it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`;
  const raw = atob(padded.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
