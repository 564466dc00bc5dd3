import { DELETED_MEMBER_ID, DELETED_MEMBER_NAME } from '@blaze/contracts/deleted-member';
import type { Conversation } from '@blaze/contracts/messaging';
import { DISAPPEAR_CHOICES } from '@blaze/contracts/messaging-constants';
import { memberName } from '@/lib/member-name';

type Titled = Pick<Conversation, 'isGroup' | 'name' | 'participants' | 'service'>;

/** The listing behind a service chat, as its client sees it (never the provider's profile). */
export const clientSideService = (conversation: Pick<Conversation, 'service'>) =>
  conversation.service?.role === 'client' ? conversation.service : null;

/**
 * A group's name; for a 1:1, the other member's name; for a service chat, the provider's
 * professional name to his client.
 */
export function conversationTitle(conversation: Titled): string {
  const service = clientSideService(conversation);
  if (service) return service.displayName;
  if (conversation.isGroup) {
    if (conversation.name?.trim()) return conversation.name.trim();
    return conversation.participants.map(memberName).join(', ') || 'Group';
  }
  const other = conversation.participants[0];
  // The other member deleted his account (decision 032).
  return other ? memberName(other) : DELETED_MEMBER_NAME;
}

/** The line under the name: 'You: ...' for mine, the sender's name in a group, 'Message unsent'. */
export function lastMessageText(conversation: Conversation, myId: string | undefined): string {
  const last = conversation.lastMessage;
  if (!last) return conversation.isGroup ? 'Group created' : 'Say hello';
  if (last.kind === 'system') return last.preview;
  const body =
    last.senderId === DELETED_MEMBER_ID
      ? 'Message removed'
      : last.unsent
        ? 'Message unsent'
        : last.preview;
  if (last.senderId === myId) return `You: ${body}`;
  if (!conversation.isGroup) return body;
  const sender = conversation.participants.find((p) => p.id === last.senderId);
  return sender ? `${memberName(sender)}: ${body}` : body;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function startOfDay(time: number): number {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** 'now', '5m', '3h', 'Yesterday', 'Mon', '12 Mar', '12 Mar 2024': short enough for a list row. */
export function shortTime(iso: string, now = Date.now()): string {
  const time = new Date(iso).getTime();
  const ago = Math.max(0, now - time);
  if (ago < MINUTE) return 'now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}m`;
  const days = Math.round((startOfDay(now) - startOfDay(time)) / DAY);
  if (days === 0) return `${Math.floor(ago / HOUR)}h`;
  if (days === 1) return 'Yesterday';
  if (days < 7) return new Date(time).toLocaleDateString('en-GB', { weekday: 'short' });
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear();
  return new Date(time).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
  });
}

export type DisappearChoice = (typeof DISAPPEAR_CHOICES)[number] | null;

const DISAPPEAR_LABELS: Record<(typeof DISAPPEAR_CHOICES)[number], string> = {
  300: '5 minutes',
  3_600: '1 hour',
  86_400: '24 hours',
  604_800: '7 days',
};

export function disappearLabel(seconds: number | null): string {
  if (seconds === null) return 'Off';
  return DISAPPEAR_LABELS[seconds as keyof typeof DISAPPEAR_LABELS] ?? `${seconds} seconds`;
}

/** The timer choices in order, Off first. */
export const DISAPPEAR_OPTIONS: readonly { value: DisappearChoice; label: string }[] = [
  { value: null, label: 'Off' },
  ...DISAPPEAR_CHOICES.map((value) => ({ value, label: DISAPPEAR_LABELS[value] })),
];
