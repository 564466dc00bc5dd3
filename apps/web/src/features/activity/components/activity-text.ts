import type { ActivityItem } from '@blaze/contracts/activity';
import { paths } from '@/config/paths';

/** What happened, after the actor's name. */
export function activityText(item: ActivityItem): string {
  switch (item.kind) {
    case 'like':
      return 'liked your post';
    case 'comment':
      return 'commented on your post';
    case 'follow':
      return 'started following you';
    case 'mention':
      return item.comment ? 'mentioned you in a comment' : 'mentioned you in a post';
    case 'story_reply':
      return 'replied to your story';
    case 'match':
      return "liked you back: it's a match";
    case 'event_updated':
      return `changed the time or place of ${item.event?.title ?? 'an event'}`;
    case 'event_cancelled':
      return `cancelled ${item.event?.title ?? 'an event'}`;
    case 'event_spot':
      return `You're going: a spot opened at ${item.event?.title ?? 'an event'}`;
    case 'event_reminder':
      return `${item.event?.title ?? 'An event'} starts soon`;
  }
}

/** Items that read as a sentence of their own (no actor's name in front). */
export function activityStandsAlone(item: ActivityItem): boolean {
  return item.kind === 'event_spot' || item.kind === 'event_reminder';
}

/** Where tapping the item goes: the event, the post, the chat, or the member's profile. */
export function activityTarget(item: ActivityItem): string {
  if (item.event) return paths.event.to(item.event.id);
  if (item.post) return paths.post.to(item.post.id);
  if (item.conversationId) return paths.chat.to(item.conversationId);
  return paths.profileById.to(item.actor.id);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'now', '5m', '3h', '2d', then the date. */
export function ago(iso: string, now = Date.now()): string {
  const t = Math.max(0, now - new Date(iso).getTime());
  if (t < MINUTE) return 'now';
  if (t < HOUR) return `${Math.floor(t / MINUTE)}m`;
  if (t < DAY) return `${Math.floor(t / HOUR)}h`;
  if (t < 7 * DAY) return `${Math.floor(t / DAY)}d`;
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
}
