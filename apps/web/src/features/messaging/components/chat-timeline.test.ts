import { describe, expect, it } from 'vitest';
import type { Message } from '@blaze/contracts/messaging';
import type { OutboxItem } from '@/features/messaging/outbox/outbox';
import {
  buildTimeline,
  dayLabel,
  deliveryOf,
  systemText,
  typingText,
} from '@/features/messaging/components/chat-timeline';

const now = new Date(2026, 4, 15, 18, 0);

function message(seq: number, at: Date, senderId = 'me', clientId: string | null = null): Message {
  return {
    id: `m${seq}`,
    conversationId: 'c1',
    seq,
    senderId,
    clientId,
    kind: 'text',
    text: `text ${seq}`,
    photo: null,
    location: null,
    system: null,
    story: null,
    unsent: false,
    createdAt: at.toISOString(),
    expiresAt: null,
  };
}

function item(
  clientId: string,
  status: OutboxItem['status'],
  arrived: Message | null = null,
): OutboxItem {
  return {
    clientId,
    conversationId: 'c1',
    body: { clientId, kind: 'text', text: clientId },
    createdAt: now.toISOString(),
    status,
    attempts: 0,
    retryAt: 0,
    error: null,
    message: arrived,
  };
}

describe('dayLabel', () => {
  it('says Today, Yesterday, a weekday this week, then a date', () => {
    expect(dayLabel(new Date(2026, 4, 15, 0, 5).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 4, 14, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 4, 11, 12).toISOString(), now)).toBe(
      new Date(2026, 4, 11).toLocaleDateString(undefined, { weekday: 'long' }),
    );
    expect(dayLabel(new Date(2025, 11, 24, 12).toISOString(), now)).toContain('2025');
  });
});

describe('deliveryOf', () => {
  it('reads read only when receipts are on', () => {
    expect(deliveryOf(5, { peerDeliveredSeq: 4, peerReadSeq: 3 })).toBe('sent');
    expect(deliveryOf(5, { peerDeliveredSeq: 5, peerReadSeq: 3 })).toBe('delivered');
    expect(deliveryOf(5, { peerDeliveredSeq: 5, peerReadSeq: 5 })).toBe('read');
    expect(deliveryOf(5, { peerDeliveredSeq: 9, peerReadSeq: null })).toBe('delivered');
  });
});

describe('buildTimeline', () => {
  it('separates days and shows a message that arrived from the outbox once', () => {
    const yesterday = new Date(2026, 4, 14, 20);
    const sent = message(3, now, 'me', 'abc12345');
    const entries = buildTimeline(
      [message(1, yesterday, 'bruno'), message(2, now, 'bruno'), sent],
      [item('abc12345', 'success', sent), item('waiting1', 'pending'), item('refused1', 'failed')],
      'me',
      now,
    );
    expect(
      entries.map((e) =>
        e.kind === 'day' ? e.label : e.kind === 'message' ? e.message.seq : e.item.clientId,
      ),
    ).toEqual(['Yesterday', 1, 'Today', 2, 3, 'waiting1', 'refused1']);
  });

  it('shows a sent message from the outbox before the cache has it', () => {
    const arrived = message(7, now, 'me', 'abc12345');
    const entries = buildTimeline([], [item('abc12345', 'success', arrived)], 'me', now);
    expect(entries.filter((e) => e.kind === 'message')).toHaveLength(1);
    expect(entries.filter((e) => e.kind === 'outbox')).toHaveLength(0);
  });
});

describe('words', () => {
  it('names who is typing', () => {
    expect(typingText(['Jonas'])).toBe('Jonas is typing…');
    expect(typingText(['Jonas', 'Max'])).toBe('Jonas and Max are typing…');
    expect(typingText(['A', 'B', 'C'])).toBe('3 people are typing…');
  });

  it('writes system lines with You for me', () => {
    const names = (id: string) => (id === 'me' ? 'You' : id === 'u1' ? 'Jonas' : 'Max');
    const system = (s: Message['system'], senderId = 'me') => ({
      ...message(1, now, senderId),
      kind: 'system' as const,
      text: null,
      system: s,
    });
    expect(systemText(system({ event: 'added', userIds: ['u1', 'u2'] }), names)).toBe(
      'You added Jonas and Max',
    );
    // Joining a city room is recorded as adding himself: it reads as joining.
    expect(systemText(system({ event: 'added', userIds: ['me'] }), names)).toBe('You joined');
    expect(systemText(system({ event: 'added', userIds: ['u1'] }, 'u1'), names)).toBe(
      'Jonas joined',
    );
    expect(systemText(system({ event: 'timer', seconds: 60 }, 'u1'), names)).toBe(
      'Jonas set disappearing messages to 1 minute',
    );
    expect(systemText(system({ event: 'timer', seconds: 3_600 }, 'u1'), names)).toBe(
      'Jonas set disappearing messages to 1 hour',
    );
    expect(systemText(system({ event: 'timer', seconds: null }), names)).toBe(
      'You turned off disappearing messages',
    );
  });
});
