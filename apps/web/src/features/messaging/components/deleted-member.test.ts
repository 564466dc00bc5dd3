import { describe, expect, it } from 'vitest';
import { DELETED_MEMBER_ID } from '@blaze/contracts/account-data';
import type { Conversation } from '@blaze/contracts/messaging';
import {
  conversationTitle,
  lastMessageText,
} from '@/features/messaging/components/conversation-format';

const chat: Conversation = {
  id: 'c',
  isGroup: false,
  name: null,
  roomCity: null,
  memberCount: 1,
  participants: [],
  myRole: 'member',
  folder: 'inbox',
  lastMessage: {
    seq: 2,
    senderId: DELETED_MEMBER_ID,
    kind: 'text',
    preview: 'Message unsent',
    unsent: true,
    createdAt: '2026-11-26T08:00:00.000Z',
  },
  lastSeq: 2,
  unreadCount: 0,
  myReadSeq: 2,
  peerDeliveredSeq: 0,
  peerReadSeq: null,
  disappearAfterSeconds: null,
  muted: false,
  createdAt: '2026-11-26T08:00:00.000Z',
  lastMessageAt: '2026-11-26T08:00:00.000Z',
};

describe('a chat with a member who deleted his account (decision 032)', () => {
  it("is titled 'Deleted member' and his last message reads as removed", () => {
    expect(conversationTitle(chat)).toBe('Deleted member');
    expect(lastMessageText(chat, 'me')).toBe('Message removed');
  });
});
