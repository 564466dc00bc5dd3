import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '@blaze/contracts';
import {
  DEFAULT_SETTINGS,
  inQuietHours,
  notificationOfActivity,
  render,
  type Notification,
} from './push-text.ts';

const now = new Date('2030-06-01T12:00:00Z');
const as = (over: Partial<NotificationSettings>): NotificationSettings => ({
  ...DEFAULT_SETTINGS,
  ...over,
});
const show = (n: Notification, settings = DEFAULT_SETTINGS, senderName: string | null = 'Kai') =>
  render(n, settings, { senderName, badge: 3, now });

describe('push text', () => {
  it.each<[Notification, string, string, string]>([
    [{ kind: 'match', actorId: 'a' }, 'New match', 'You have a new match.', '/app/activity'],
    [
      { kind: 'story_reply', actorId: 'a', conversationId: 'c1' },
      'Someone replied to your story',
      'Open the app to see it.',
      '/app/chat/c1',
    ],
    [
      { kind: 'event', actorId: 'a', eventId: 'e1', change: 'event_reminder' },
      'Event reminder',
      'An event you are going to starts soon.',
      '/events/e1',
    ],
    [
      { kind: 'event', actorId: 'a', eventId: 'e1', change: 'event_updated' },
      'Event update',
      'An event you are going to has changed.',
      '/events/e1',
    ],
    [
      { kind: 'like', actorId: 'a', postId: 'p1' },
      'New like',
      'Someone liked your post.',
      '/app/post/p1',
    ],
    [
      { kind: 'follow', actorId: 'a' },
      'New follower',
      'Someone started following you.',
      '/app/activity',
    ],
    [
      { kind: 'moderation' },
      'Notice about your account',
      'You have a new notice from the Blaze team.',
      '/app/notices',
    ],
    [
      { kind: 'add_on', what: 'boost' },
      'Your Boost has ended',
      'See who viewed you.',
      '/app/boost',
    ],
  ])('has a neutral default for %j', (n, title, body, url) => {
    expect(show(n)).toMatchObject({ title, body, url, badge: 3, silent: false });
    expect(JSON.stringify(show(n))).not.toContain('Kai');
  });

  it("names the sender at 'sender' and shows the text at 'preview'; a photo says so", () => {
    const message: Notification = {
      kind: 'message',
      conversationId: 'c1',
      senderId: 's',
      messageKind: 'photo',
      text: null,
    };
    expect(show(message, as({ preview: 'sender' })).title).toBe('New message from Kai');
    expect(show(message, as({ preview: 'preview' }))).toMatchObject({
      title: 'Kai',
      body: 'Photo',
    });
    expect(show({ kind: 'follow', actorId: 'a' }, as({ preview: 'sender' })).body).toBe(
      'Kai started following you.',
    );
    // No name to show (a service chat's provider): the neutral text at every level.
    expect(show(message, as({ preview: 'preview' }), null).title).toBe('New message');
  });

  it('reads the same for every kind in stealth mode', () => {
    for (const n of [
      { kind: 'match', actorId: 'a' },
      { kind: 'moderation' },
      { kind: 'add_on', what: 'right_now' },
    ] satisfies Notification[])
      expect(show(n, as({ stealth: true, preview: 'preview' }))).toMatchObject({
        title: 'Reminder',
        body: 'You have a new update',
        url: '/app',
        tag: 'update',
      });
  });

  it('knows quiet hours in his zone, across midnight and within a day', () => {
    const night = { enabled: true, start: '22:00', end: '07:00', timeZone: 'America/New_York' };
    expect(inQuietHours(night, new Date('2030-06-02T03:00:00Z'))).toBe(true); // 23:00 EDT
    expect(inQuietHours(night, new Date('2030-06-02T10:59:00Z'))).toBe(true); // 06:59
    expect(inQuietHours(night, new Date('2030-06-02T11:00:00Z'))).toBe(false); // 07:00
    expect(inQuietHours({ ...night, enabled: false }, new Date('2030-06-02T03:00:00Z'))).toBe(
      false,
    );
    const lunch = { enabled: true, start: '12:00', end: '13:30', timeZone: 'UTC' };
    expect(inQuietHours(lunch, new Date('2030-06-02T12:45:00Z'))).toBe(true);
    expect(inQuietHours(lunch, new Date('2030-06-02T13:30:00Z'))).toBe(false);
  });
});

describe('the notification an activity record makes', () => {
  it('tells story replies, event news and the post news, and nothing else', () => {
    expect(
      notificationOfActivity({ kind: 'story_reply', actorId: 'a', conversationId: 'c' }),
    ).toEqual({ kind: 'story_reply', actorId: 'a', conversationId: 'c' });
    expect(notificationOfActivity({ kind: 'event_reminder', actorId: 'a', eventId: 'e' })).toEqual({
      kind: 'event',
      actorId: 'a',
      eventId: 'e',
      change: 'event_reminder',
    });
    expect(notificationOfActivity({ kind: 'event_cancelled', actorId: 'a' })).toBeNull();
    expect(notificationOfActivity({ kind: 'like', actorId: 'a', postId: 'p' })).toEqual({
      kind: 'like',
      actorId: 'a',
      postId: 'p',
    });
    expect(notificationOfActivity({ kind: 'match', actorId: 'a' })).toEqual({
      kind: 'match',
      actorId: 'a',
      postId: null,
    });
    expect(notificationOfActivity({ kind: 'something_new', actorId: 'a' })).toBeNull();
  });
});
