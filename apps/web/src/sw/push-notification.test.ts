import { describe, expect, it } from 'vitest';
import type { PushPayload } from '@blaze/contracts/notifications';
import {
  FALLBACK_URL,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  appPath,
  applicationServerKey,
  badgeCount,
  notificationFor,
  parsePushPayload,
  pickWindow,
} from '@/sw/push-notification';

const ORIGIN = 'https://blaze.example';

const payload = (over: Partial<PushPayload> = {}): PushPayload => ({
  kind: 'message',
  title: 'New message',
  body: '',
  url: '/app/chat/c1',
  tag: 'chat:c1',
  badge: 3,
  silent: false,
  ...over,
});

describe('parsePushPayload', () => {
  it('takes a payload as the server sends it', () => {
    expect(parsePushPayload(payload())).toEqual(payload());
    expect(parsePushPayload(payload({ badge: null, kind: 'test' }))).toEqual(
      payload({ badge: null, kind: 'test' }),
    );
  });

  it('refuses anything else', () => {
    expect(parsePushPayload(null)).toBeNull();
    expect(parsePushPayload('New message')).toBeNull();
    expect(parsePushPayload({ ...payload(), title: 3 })).toBeNull();
    expect(parsePushPayload({ ...payload(), silent: 'no' })).toBeNull();
    expect(parsePushPayload({ ...payload(), badge: 1.5 })).toBeNull();
    const { url: _url, ...noUrl } = payload();
    expect(parsePushPayload(noUrl)).toBeNull();
  });
});

describe('notificationFor', () => {
  it('shows what the server decided, with the tap target, icon and badge', () => {
    const { title, options } = notificationFor(payload({ body: 'Bruno: hi' }), ORIGIN);
    expect(title).toBe('New message');
    expect(options).toEqual({
      body: 'Bruno: hi',
      tag: 'chat:c1',
      data: { url: '/app/chat/c1' },
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      silent: false,
      renotify: true,
    });
  });

  it('arrives silently in quiet hours, without buzzing again for the same chat', () => {
    const { options } = notificationFor(payload({ silent: true }), ORIGIN);
    expect(options.silent).toBe(true);
    expect(options.renotify).toBe(false);
  });

  it('never carries a tap off Blaze', () => {
    expect(
      notificationFor(payload({ url: 'https://evil.example/x' }), ORIGIN).options.data,
    ).toEqual({ url: FALLBACK_URL });
    expect(appPath('//evil.example/x', ORIGIN)).toBe(FALLBACK_URL);
    expect(appPath(`${ORIGIN}/app/events/e1?tab=going#top`, ORIGIN)).toBe(
      '/app/events/e1?tab=going#top',
    );
  });
});

describe('badgeCount', () => {
  it('sets the count, clears at 0 and leaves an unknown count alone', () => {
    expect(badgeCount(payload({ badge: 7 }))).toBe(7);
    expect(badgeCount(payload({ badge: 0 }))).toBe(0);
    expect(badgeCount(payload({ badge: -2 }))).toBe(0);
    expect(badgeCount(payload({ badge: null }))).toBeNull();
  });
});

describe('pickWindow', () => {
  const win = (
    url: string,
    focused = false,
    visibilityState: DocumentVisibilityState = 'hidden',
  ) => ({
    url,
    focused,
    visibilityState,
  });

  it('uses the window already on that screen first', () => {
    const onChat = win(`${ORIGIN}/app/chat/c1`);
    const focused = win(`${ORIGIN}/app/dashboard`, true, 'visible');
    expect(pickWindow([focused, onChat], '/app/chat/c1', ORIGIN)).toBe(onChat);
  });

  it('else the focused window, else a visible one, else any of ours', () => {
    const hidden = win(`${ORIGIN}/app/places`);
    const visible = win(`${ORIGIN}/app/discover`, false, 'visible');
    const focused = win(`${ORIGIN}/app/dashboard`, true, 'visible');
    expect(pickWindow([hidden, visible, focused], '/app/chat/c1', ORIGIN)).toBe(focused);
    expect(pickWindow([hidden, visible], '/app/chat/c1', ORIGIN)).toBe(visible);
    expect(pickWindow([hidden], '/app/chat/c1', ORIGIN)).toBe(hidden);
  });

  it('opens a new window when none of ours is open', () => {
    expect(pickWindow([], '/app/chat/c1', ORIGIN)).toBeNull();
    expect(pickWindow([win('https://other.example/app', true)], '/app/chat/c1', ORIGIN)).toBeNull();
  });
});

describe('applicationServerKey', () => {
  it('decodes the base64url VAPID key to its bytes', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const base64url = btoa(String.fromCharCode(...bytes))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
    expect(base64url).not.toContain('=');
    expect([...applicationServerKey(base64url)]).toEqual([...bytes]);
  });
});
