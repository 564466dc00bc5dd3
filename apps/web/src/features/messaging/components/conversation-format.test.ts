import { describe, expect, it } from 'vitest';
import type { Conversation, ConversationParticipant } from '@blaze/contracts/messaging';
import {
  conversationTitle,
  disappearLabel,
  DISAPPEAR_OPTIONS,
  lastMessageText,
  shortTime,
} from '@/features/messaging/components/conversation-format';
import { badgeCount } from '@/features/messaging/components/conversation-unread-badge';

function member(id: string, displayName: string | null, username = `user_${id}`) {
  return {
    id,
    username,
    displayName,
    age: 30,
    avatarUrl: null,
    city: null,
    isOnline: false,
    profileType: 'dating',
    tribe: null,
    bodyType: null,
    role: 'member',
    lastActive: null,
  } as ConversationParticipant;
}

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    isGroup: false,
    name: null,
    roomCity: null,
    memberCount: 2,
    participants: [member('u2', 'Bruno')],
    myRole: 'member',
    folder: 'inbox',
    lastMessage: null,
    lastSeq: 0,
    unreadCount: 0,
    myReadSeq: 0,
    peerDeliveredSeq: 0,
    peerReadSeq: 0,
    disappearAfterSeconds: null,
    muted: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastMessageAt: null,
    ...overrides,
  };
}

const preview = (senderId: string, text: string, unsent = false) => ({
  seq: 1,
  senderId,
  kind: 'text' as const,
  preview: text,
  unsent,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('conversationTitle', () => {
  it('names a 1:1 after the other member, his username when he has no display name', () => {
    expect(conversationTitle(conversation())).toBe('Bruno');
    expect(conversationTitle(conversation({ participants: [member('u3', null, 'carlos')] }))).toBe(
      'carlos',
    );
  });

  it('names a group by its name, or by its members when it has none', () => {
    expect(
      conversationTitle(conversation({ isGroup: true, name: 'Weekend', memberCount: 3 })),
    ).toBe('Weekend');
    expect(
      conversationTitle(
        conversation({ isGroup: true, participants: [member('a', 'Ad'), member('b', 'Bo')] }),
      ),
    ).toBe('Ad, Bo');
  });
});

describe('lastMessageText', () => {
  it('prefixes my own messages with You:', () => {
    expect(lastMessageText(conversation({ lastMessage: preview('me', 'Hi there') }), 'me')).toBe(
      'You: Hi there',
    );
  });

  it("shows his message as it is, and 'Message unsent' for an unsent one", () => {
    expect(lastMessageText(conversation({ lastMessage: preview('u2', 'Hey') }), 'me')).toBe('Hey');
    expect(lastMessageText(conversation({ lastMessage: preview('u2', '', true) }), 'me')).toBe(
      'Message unsent',
    );
    expect(lastMessageText(conversation({ lastMessage: preview('me', '', true) }), 'me')).toBe(
      'You: Message unsent',
    );
  });

  it('names the sender in a group', () => {
    const group = conversation({ isGroup: true, lastMessage: preview('u2', 'Drinks?') });
    expect(lastMessageText(group, 'me')).toBe('Bruno: Drinks?');
  });
});

describe('shortTime', () => {
  const now = new Date(2025, 5, 18, 15, 0).getTime(); // a Wednesday afternoon

  it('counts minutes and hours today', () => {
    expect(shortTime(new Date(now - 20_000).toISOString(), now)).toBe('now');
    expect(shortTime(new Date(now - 5 * 60_000).toISOString(), now)).toBe('5m');
    expect(shortTime(new Date(2025, 5, 18, 9, 30).toISOString(), now)).toBe('5h');
  });

  it('says Yesterday, then the weekday, then the date', () => {
    expect(shortTime(new Date(2025, 5, 17, 23, 0).toISOString(), now)).toBe('Yesterday');
    expect(shortTime(new Date(2025, 5, 14, 12, 0).toISOString(), now)).toBe('Sat');
    expect(shortTime(new Date(2025, 2, 12, 12, 0).toISOString(), now)).toBe('12 Mar');
    expect(shortTime(new Date(2024, 2, 12, 12, 0).toISOString(), now)).toBe('12 Mar 2024');
  });
});

describe('disappearing timer', () => {
  it('labels every choice in words, Off first', () => {
    expect(DISAPPEAR_OPTIONS.map((o) => o.label)).toEqual([
      'Off',
      '5 minutes',
      '1 hour',
      '24 hours',
      '7 days',
    ]);
    expect(disappearLabel(null)).toBe('Off');
    expect(disappearLabel(86_400)).toBe('24 hours');
  });
});

describe('badgeCount', () => {
  it('caps at 99+', () => {
    expect(badgeCount(7)).toBe('7');
    expect(badgeCount(150)).toBe('99+');
  });
});
