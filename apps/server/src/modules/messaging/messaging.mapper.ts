import type {
  Conversation,
  MemberCard,
  Message,
  MessageKind,
  MessageListing,
  MessagePhoto,
  MessagePreview,
  MessageSettings,
  Receipt,
} from '@blaze/contracts';
import {
  DEFAULT_MESSAGE_SETTINGS,
  MessageStorySchema,
  MessageSystemSchema,
  messagePreviewText,
} from '@blaze/contracts';
import type { MembershipRow, MessageRow, ParticipantRow } from './messaging.rows.ts';

/** Stored settings over the defaults, so a member who never opened the page has the defaults. */
export function settingsOf(stored: MessageSettings | null | undefined): MessageSettings {
  if (!stored) return DEFAULT_MESSAGE_SETTINGS;
  return {
    privacy: { ...DEFAULT_MESSAGE_SETTINGS.privacy, ...stored.privacy },
    notifications: { ...DEFAULT_MESSAGE_SETTINGS.notifications, ...stored.notifications },
    media: { ...DEFAULT_MESSAGE_SETTINGS.media, ...stored.media },
    theme: { ...DEFAULT_MESSAGE_SETTINGS.theme, ...stored.theme },
  };
}

/** One viewer's copy of a message: his own carry their client id; photos only when he may see them. */
export function toMessage(
  row: MessageRow,
  viewerId: string,
  photos: Map<string, MessagePhoto>,
  listings: Map<string, MessageListing> = new Map(),
): Message {
  const unsent = row.unsentAt !== null;
  const listingId =
    row.kind === 'listing' && !unsent
      ? (row.meta as { listingId?: string } | null)?.listingId
      : null;
  const system = row.kind === 'system' && !unsent ? MessageSystemSchema.safeParse(row.meta) : null;
  const story = row.kind === 'story' && !unsent ? MessageStorySchema.safeParse(row.meta) : null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    senderId: row.senderId,
    clientId: row.senderId === viewerId ? row.clientId : null,
    kind: row.kind as MessageKind,
    text: unsent ? null : row.body,
    photo: !unsent && row.photoId ? (photos.get(row.photoId) ?? null) : null,
    location:
      !unsent && row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude, label: null }
        : null,
    system: system?.success ? system.data : null,
    story: story?.success ? story.data : null,
    listing: listingId
      ? (listings.get(listingId) ?? {
          id: listingId,
          title: null,
          priceMinor: null,
          currency: null,
          state: 'gone',
          photo: null,
        })
      : null,
    unsent,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export function previewOf(row: MessageRow): MessagePreview {
  const unsent = row.unsentAt !== null;
  const meta = row.meta as { event?: string; reaction?: boolean } | null;
  const preview = messagePreviewText({
    kind: row.kind,
    text: row.body,
    unsent,
    event: meta?.event,
    reaction: meta?.reaction,
  });
  return {
    seq: row.seq,
    senderId: row.senderId,
    kind: row.kind as MessageKind,
    preview,
    unsent,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether two members of a conversation have blocked each other (either way). */
export type BlockedBetween = (a: string, b: string) => boolean;
const noBlocks: BlockedBetween = () => false;

/**
 * What one member sees of the others' cursors. A member's cursors show only once he has accepted the
 * chat himself (opened it, replied, Accept; never because he likes the sender, which is private), and
 * never across a block. Delivered reveals when his app comes online, so it follows 'last seen' both
 * ways; read follows read receipts both ways. In a group: the lowest cursor among those shown, i.e.
 * delivered to / read by everyone. Nothing shown: delivered 0, read null.
 */
export function receiptFor(
  viewerId: string,
  members: ParticipantRow[],
  blocked: BlockedBetween = noBlocks,
): Receipt & {
  conversationId: string;
} {
  const conversationId = members[0]?.conversationId ?? '';
  const viewer = settingsOf(members.find((m) => m.userId === viewerId)?.settings).privacy;
  const others = members.filter(
    (m) => m.userId !== viewerId && m.accepted && !blocked(viewerId, m.userId),
  );
  const delivering = viewer.lastSeen
    ? others.filter((m) => settingsOf(m.settings).privacy.lastSeen)
    : [];
  const reading = viewer.readReceipts
    ? others.filter((m) => settingsOf(m.settings).privacy.readReceipts)
    : [];
  return {
    conversationId,
    peerDeliveredSeq: delivering.length ? Math.min(...delivering.map((m) => m.deliveredSeq)) : 0,
    peerReadSeq: reading.length ? Math.min(...reading.map((m) => m.readSeq)) : null,
  };
}

/** Two receipts say the same thing (then no frame is sent: its timing alone would tell). */
export const sameReceipt = (a: Receipt, b: Receipt) =>
  a.peerDeliveredSeq === b.peerDeliveredSeq && a.peerReadSeq === b.peerReadSeq;

/** A chat partner's card as chat headers show it: the card plus 'last active'. */
export type ChatCard = MemberCard & { lastActive: string | null };

/**
 * One conversation as the viewer sees it: its members' cards (online and last active only when both
 * show their 'last seen'), his folder, the last message and unread count he may read, and the
 * others' cursors as he may see them.
 */
export function toConversation(
  viewerId: string,
  row: MembershipRow & { unread?: number; last?: MessageRow | null },
  members: ParticipantRow[],
  seen: {
    cards: Map<string, ChatCard>;
    viewerSettings: MessageSettings;
    blocked: BlockedBetween;
  },
): Conversation {
  const participants = members.flatMap((p) => {
    const card = seen.cards.get(p.userId);
    if (p.userId === viewerId || !card) return [];
    const showPresence =
      seen.viewerSettings.privacy.lastSeen && settingsOf(p.settings).privacy.lastSeen;
    return [
      {
        ...card,
        isOnline: showPresence && card.isOnline,
        lastActive: showPresence ? card.lastActive : null,
        role: p.role === 'owner' ? ('owner' as const) : ('member' as const),
      },
    ];
  });
  const receipt = receiptFor(viewerId, members, seen.blocked);
  return {
    id: row.conversationId,
    isGroup: row.isGroup,
    name: row.name,
    roomCity: row.roomCity,
    memberCount: members.length,
    participants: row.roomCity ? participants.slice(0, 30) : participants,
    myRole: row.role === 'owner' ? 'owner' : 'member',
    folder: row.inInbox ? 'inbox' : 'requests',
    lastMessage: row.last ? previewOf(row.last) : null,
    lastSeq: row.lastSeq,
    unreadCount: row.unread ?? 0,
    myReadSeq: row.readSeq,
    peerDeliveredSeq: receipt.peerDeliveredSeq,
    peerReadSeq: receipt.peerReadSeq,
    disappearAfterSeconds: row.disappearAfterSeconds,
    muted: row.muted,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  };
}
