import type { Conversation, Message } from '@blaze/contracts/messaging';
import type { OutboxItem } from '@/features/messaging/outbox/outbox';
import { plural } from '@/lib/plural';

const DAY = 86_400_000;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** 'Today', 'Yesterday', a weekday within the last week, else a date (with the year if not this one). */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return date.toLocaleDateString(undefined, { weekday: 'long' });
  return date.toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

export function timeLabel(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

export type Delivery = 'sending' | 'failed' | 'sent' | 'delivered' | 'read';

/** Ticks of my message: read only when receipts are on (peerReadSeq not null). */
export function deliveryOf(
  seq: number,
  conversation: Pick<Conversation, 'peerDeliveredSeq' | 'peerReadSeq'>,
): Delivery {
  if (conversation.peerReadSeq !== null && conversation.peerReadSeq >= seq) return 'read';
  if (conversation.peerDeliveredSeq >= seq) return 'delivered';
  return 'sent';
}

export type TimelineEntry =
  | { kind: 'day'; key: string; label: string }
  | {
      kind: 'message';
      key: string;
      message: Message;
      mine: boolean;
      /** First of a run from the same sender: room for his name (groups) and a wider gap. */
      runStart: boolean;
    }
  | { kind: 'outbox'; key: string; item: OutboxItem };

/**
 * What the chat shows, top to bottom: day separators, the messages held, then what is still on
 * its way. An outbox item whose message already arrived shows once, as the message.
 */
export function buildTimeline(
  messages: readonly Message[],
  outbox: readonly OutboxItem[],
  meId: string,
  now = new Date(),
): TimelineEntry[] {
  const heldClientIds = new Set(messages.map((m) => m.clientId).filter(Boolean));
  const heldIds = new Set(messages.map((m) => m.id));
  const arrived = outbox
    .map((item) => item.message)
    .filter((m): m is Message => !!m && !heldIds.has(m.id));
  // A disappearing message past its time is gone, even before the server's sweep reaches it.
  const all = [...messages, ...arrived]
    .filter((m) => !m.expiresAt || Date.parse(m.expiresAt) > now.getTime())
    .sort((a, b) => a.seq - b.seq);
  const waiting = outbox.filter((item) => !item.message && !heldClientIds.has(item.clientId));

  const entries: TimelineEntry[] = [];
  let lastDay = '';
  let lastSender: string | null = null;
  const addDay = (iso: string) => {
    const label = dayLabel(iso, now);
    if (label === lastDay) return false;
    lastDay = label;
    entries.push({ kind: 'day', key: `day-${label}`, label });
    return true;
  };
  for (const message of all) {
    const newDay = addDay(message.createdAt);
    const system = message.kind === 'system';
    entries.push({
      kind: 'message',
      key: message.clientId ?? message.id,
      message,
      mine: message.senderId === meId,
      runStart: newDay || system || lastSender !== message.senderId,
    });
    lastSender = system ? null : message.senderId;
  }
  for (const item of waiting) {
    addDay(item.createdAt);
    entries.push({ kind: 'outbox', key: item.clientId, item });
  }
  return entries;
}

/** 'Jonas is typing…', 'Jonas and Max are typing…', '3 people are typing…'. */
export function typingText(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return `${names.length} people are typing…`;
}

export function timerLabel(seconds: number): string {
  if (seconds < 3_600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.round(seconds / 3_600)} h`;
  const days = Math.round(seconds / 86_400);
  return days === 7 ? '1 week' : `${days} day${days === 1 ? '' : 's'}`;
}

function timerWords(seconds: number): string {
  if (seconds < 3_600) return plural(Math.round(seconds / 60), 'minute');
  if (seconds < 86_400) {
    return plural(Math.round(seconds / 3_600), 'hour');
  }
  const days = Math.round(seconds / 86_400);
  return days === 7 ? '1 week' : plural(days, 'day');
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'someone';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The centred grey line of a system message, with 'You' for me. */
export function systemText(message: Message, nameOf: (userId: string) => string): string {
  const system = message.system;
  const actor = nameOf(message.senderId);
  if (!system) return '';
  switch (system.event) {
    case 'created':
      return system.name
        ? `${actor} created the group “${system.name}”`
        : `${actor} started the chat`;
    case 'added':
      // A member who came in by himself (a city room he opened): 'Dan joined', 'You joined'.
      if (system.userIds?.length === 1 && system.userIds[0] === message.senderId)
        return `${actor} joined`;
      return `${actor} added ${joinNames((system.userIds ?? []).map(nameOf))}`;
    case 'left':
      return `${actor} left`;
    case 'renamed':
      return `${actor} renamed the group to “${system.name ?? ''}”`;
    case 'timer':
      return system.seconds
        ? `${actor} set disappearing messages to ${timerWords(system.seconds)}`
        : `${actor} turned off disappearing messages`;
  }
}

/** How an outbox item looks before the server made it a message. */
export function outboxMessage(item: OutboxItem, meId: string): Message {
  const { body } = item;
  return {
    id: item.clientId,
    conversationId: item.conversationId,
    seq: Number.MAX_SAFE_INTEGER,
    senderId: meId,
    clientId: item.clientId,
    kind: body.kind,
    text: body.kind === 'text' ? body.text : body.kind === 'photo' ? (body.text ?? null) : null,
    photo: item.preview ?? null,
    location:
      body.kind === 'location'
        ? { latitude: body.latitude, longitude: body.longitude, label: null }
        : null,
    system: null,
    story: null,
    unsent: false,
    createdAt: item.createdAt,
    expiresAt: null,
  };
}
