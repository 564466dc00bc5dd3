import type {
  NotificationKind,
  NotificationSettings,
  PushPayload,
  QuietHours,
} from '@blaze/contracts';

/** How much of a message's text a 'preview' push shows. */
const PREVIEW_MAX = 80;

/**
 * What another module hands `pushService.notify`: the kind of news and its subject's ids, never text
 * beyond what the message itself holds (the member's preview level decides what of it leaves).
 */
export type Notification =
  | {
      kind: 'message';
      conversationId: string;
      senderId: string;
      /** 'text', 'photo', 'location', 'album', 'story', 'listing'. */
      messageKind: string;
      text: string | null;
    }
  | {
      kind: 'match' | 'like' | 'comment' | 'follow' | 'mention';
      actorId: string;
      postId?: string | null;
    }
  | { kind: 'story_reply'; actorId: string; conversationId: string | null }
  | {
      kind: 'event';
      actorId: string;
      eventId: string;
      change: 'event_updated' | 'event_cancelled' | 'event_spot' | 'event_reminder';
    }
  | { kind: 'moderation' }
  | { kind: 'add_on'; what: 'boost' | 'right_now' }
  | { kind: 'test' };

/** An activity record as push reads it (modules/activity's record, through app.ts). */
export type ActivityNews = {
  kind: string;
  actorId: string;
  postId?: string | null;
  eventId?: string | null;
  conversationId?: string | null;
};

const EVENT_CHANGES = ['event_updated', 'event_cancelled', 'event_spot', 'event_reminder'] as const;
const POST_NEWS = ['match', 'like', 'comment', 'follow', 'mention'] as const;

/** The notification an activity record makes, or null for a kind push does not tell. */
export function notificationOfActivity(item: ActivityNews): Notification | null {
  if (item.kind === 'story_reply')
    return {
      kind: 'story_reply',
      actorId: item.actorId,
      conversationId: item.conversationId ?? null,
    };
  const change = EVENT_CHANGES.find((k) => k === item.kind);
  if (change && item.eventId)
    return { kind: 'event', actorId: item.actorId, eventId: item.eventId, change };
  const news = POST_NEWS.find((k) => k === item.kind);
  if (news) return { kind: news, actorId: item.actorId, postId: item.postId ?? null };
  return null;
}

export const DEFAULT_SETTINGS: NotificationSettings = {
  kinds: {
    message: { inApp: true, push: true },
    match: { inApp: true, push: true },
    story_reply: { inApp: true, push: true },
    like: { inApp: true, push: false },
    comment: { inApp: true, push: false },
    follow: { inApp: true, push: false },
    mention: { inApp: true, push: false },
    event: { inApp: true, push: true },
    moderation: { inApp: true, push: true },
    add_on: { inApp: true, push: true },
  },
  preview: 'none',
  quietHours: { enabled: false, start: '22:00', end: '07:00', timeZone: 'UTC' },
  stealth: false,
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** His wall-clock minute of the day at `at` in `timeZone` (UTC when the zone is unknown). */
function localMinute(at: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at);
  } catch {
    return at.getUTCHours() * 60 + at.getUTCMinutes();
  }
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/** Inside his quiet hours at `at`: start inclusive, end exclusive; a window may pass midnight. */
export function inQuietHours(q: QuietHours, at: Date): boolean {
  if (!q.enabled) return false;
  const now = localMinute(at, q.timeZone);
  const start = minutesOf(q.start);
  const end = minutesOf(q.end);
  if (start === end) return false;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** A time zone the runtime knows (Europe/Berlin), for the settings' check. */
export function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const clip = (text: string) =>
  text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1).trimEnd()}…` : text;

const MESSAGE_KIND_WORDS: Record<string, string> = {
  photo: 'Photo',
  location: 'Location',
  album: 'Shared album',
  story: 'Replied to your story',
  listing: 'About a listing',
};

/** What a push of this notification shows before the member's preview level and stealth apply. */
type Words = {
  title: string;
  body: string;
  /** The 'sender' level (and 'preview' when there is no text to show). */
  named?: { title: string; body: string };
  /** The 'preview' level: sender and the start of the text. */
  preview?: { title: string; body: string };
  url: string;
  tag: string;
};

function wordsOf(n: Notification, name: string | null): Words {
  const who = name ?? 'Someone';
  switch (n.kind) {
    case 'message': {
      const text = n.text?.trim()
        ? n.messageKind === 'photo'
          ? `Photo: ${clip(n.text.trim())}`
          : clip(n.text.trim())
        : (MESSAGE_KIND_WORDS[n.messageKind] ?? 'New message');
      return {
        title: 'New message',
        body: 'Open the app to read it.',
        named: { title: `New message from ${who}`, body: 'Open the app to read it.' },
        url: `/app/chat/${encodeURIComponent(n.conversationId)}`,
        tag: `chat:${n.conversationId}`,
        preview: { title: who, body: text },
      };
    }
    case 'match':
      return {
        title: 'New match',
        body: 'You have a new match.',
        named: { title: 'New match', body: `You and ${who} like each other.` },
        url: '/app/activity',
        tag: 'match',
      };
    case 'story_reply':
      return {
        title: 'Someone replied to your story',
        body: 'Open the app to see it.',
        named: { title: `${who} replied to your story`, body: 'Open the app to see it.' },
        url: n.conversationId
          ? `/app/chat/${encodeURIComponent(n.conversationId)}`
          : '/app/activity',
        tag: n.conversationId ? `chat:${n.conversationId}` : 'story_reply',
      };
    case 'like':
      return {
        title: 'New like',
        body: 'Someone liked your post.',
        named: { title: 'New like', body: `${who} liked your post.` },
        url: n.postId ? `/app/post/${encodeURIComponent(n.postId)}` : '/app/activity',
        tag: 'activity',
      };
    case 'comment':
      return {
        title: 'New comment',
        body: 'Someone commented on your post.',
        named: { title: 'New comment', body: `${who} commented on your post.` },
        url: n.postId ? `/app/post/${encodeURIComponent(n.postId)}` : '/app/activity',
        tag: 'activity',
      };
    case 'follow':
      return {
        title: 'New follower',
        body: 'Someone started following you.',
        named: { title: 'New follower', body: `${who} started following you.` },
        url: '/app/activity',
        tag: 'activity',
      };
    case 'mention':
      return {
        title: 'New mention',
        body: 'Someone mentioned you in a post.',
        named: { title: 'New mention', body: `${who} mentioned you in a post.` },
        url: n.postId ? `/app/post/${encodeURIComponent(n.postId)}` : '/app/activity',
        tag: 'activity',
      };
    case 'event': {
      const body = {
        event_updated: 'An event you are going to has changed.',
        event_cancelled: 'An event you are going to was cancelled.',
        event_spot: 'A spot opened up for you at an event.',
        event_reminder: 'An event you are going to starts soon.',
      }[n.change];
      return {
        title: n.change === 'event_reminder' ? 'Event reminder' : 'Event update',
        body,
        url: `/events/${encodeURIComponent(n.eventId)}`,
        tag: `event:${n.eventId}`,
      };
    }
    case 'moderation':
      return {
        title: 'Notice about your account',
        body: 'You have a new notice from the Blaze team.',
        url: '/app/notices',
        tag: 'notices',
      };
    case 'add_on':
      return n.what === 'boost'
        ? {
            title: 'Your Boost has ended',
            body: 'See who viewed you.',
            url: '/app/boost',
            tag: 'boost',
          }
        : {
            title: 'Your Right Now post has ended',
            body: 'Post again when you are ready.',
            url: '/app/right-now',
            tag: 'right_now',
          };
    case 'test':
      return {
        title: 'Test notification',
        body: 'Notifications work on this device.',
        url: '/app/settings/notifications',
        tag: 'test',
      };
  }
}

/** The kind a notification is switched by in his settings. */
export const switchOf = (n: Notification): NotificationKind | null =>
  n.kind === 'test' ? null : n.kind;

/**
 * The payload the service worker shows, decided here so nothing leaves that he did not choose:
 * the neutral kind-only text by default, the sender with 'sender', sender and the start of the text with
 * 'preview'; in stealth nothing but a neutral reminder (no product name, sender or kind); in his
 * quiet hours shown without sound.
 */
export function render(
  n: Notification,
  settings: NotificationSettings,
  { senderName, badge, now }: { senderName: string | null; badge: number | null; now: Date },
): PushPayload {
  const silent = inQuietHours(settings.quietHours, now);
  if (settings.stealth && n.kind !== 'test')
    return {
      kind: n.kind,
      title: 'Reminder',
      body: 'You have a new update',
      url: '/app',
      tag: 'update',
      badge,
      silent,
    };
  const words = wordsOf(n, senderName);
  const shown =
    settings.preview === 'preview' && senderName
      ? (words.preview ?? words.named ?? words)
      : settings.preview !== 'none' && senderName
        ? (words.named ?? words)
        : words;
  return {
    kind: n.kind,
    title: shown.title,
    body: shown.body,
    url: words.url,
    tag: words.tag,
    badge,
    silent,
  };
}
