import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '@blaze/contracts/notifications';
import { applyNotificationPatch, inAppAlertAllowed } from '@/lib/notification-settings';

const SETTINGS: NotificationSettings = {
  kinds: {
    message: { inApp: true, push: true },
    match: { inApp: true, push: true },
    story_reply: { inApp: true, push: true },
    like: { inApp: true, push: false },
    comment: { inApp: true, push: true },
    follow: { inApp: true, push: true },
    mention: { inApp: true, push: true },
    event: { inApp: true, push: true },
    moderation: { inApp: true, push: true },
    add_on: { inApp: true, push: true },
  },
  preview: 'none',
  quietHours: { enabled: false, start: '22:00', end: '07:00', timeZone: 'Europe/London' },
  stealth: false,
};

describe('applyNotificationPatch', () => {
  it('changes only what the patch names', () => {
    const next = applyNotificationPatch(SETTINGS, {
      kinds: { message: { push: false } },
      quietHours: { enabled: true },
    });
    expect(next.kinds.message).toEqual({ inApp: true, push: false });
    expect(next.kinds.like).toEqual({ inApp: true, push: false });
    expect(next.quietHours).toEqual({ ...SETTINGS.quietHours, enabled: true });
    expect(next.preview).toBe('none');
    expect(applyNotificationPatch(SETTINGS, { preview: 'sender', stealth: true })).toMatchObject({
      preview: 'sender',
      stealth: true,
      kinds: SETTINGS.kinds,
    });
  });
});

describe('inAppAlertAllowed', () => {
  it('follows the in-app switch, and alerts while the settings are unknown', () => {
    const off = applyNotificationPatch(SETTINGS, { kinds: { message: { inApp: false } } });
    expect(inAppAlertAllowed(off, 'message')).toBe(false);
    expect(inAppAlertAllowed(off, 'match')).toBe(true);
    expect(inAppAlertAllowed(undefined, 'message')).toBe(true);
  });
});
