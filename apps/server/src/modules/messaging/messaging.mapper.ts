import type {
  Message,
  MessageKind,
  MessagePhoto,
  MessagePreview,
  MessageSettings,
  Receipt,
} from '@blaze/contracts';
import { DEFAULT_MESSAGE_SETTINGS, MessageSystemSchema } from '@blaze/contracts';
import type { MessageRow, ParticipantRow } from './messaging.repository.ts';

const PREVIEW_MAX = 120;

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
): Message {
  const unsent = row.unsentAt !== null;
  const system = row.kind === 'system' && !unsent ? MessageSystemSchema.safeParse(row.meta) : null;
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
    unsent,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

const KIND_PREVIEW: Record<string, string> = {
  photo: 'Photo',
  album: 'Shared a private album',
  location: 'Location',
};

const SYSTEM_PREVIEW: Record<string, string> = {
  created: 'Group created',
  added: 'New members joined',
  left: 'A member left',
  renamed: 'Group renamed',
  timer: 'Disappearing messages changed',
};

export function previewOf(row: MessageRow): MessagePreview {
  const unsent = row.unsentAt !== null;
  const event = (row.meta as { event?: string } | null)?.event ?? '';
  const preview = unsent
    ? 'Message unsent'
    : row.kind === 'text'
      ? (row.body ?? '').slice(0, PREVIEW_MAX)
      : row.kind === 'system'
        ? (SYSTEM_PREVIEW[event] ?? 'Update')
        : (KIND_PREVIEW[row.kind] ?? 'Message');
  return {
    seq: row.seq,
    senderId: row.senderId,
    kind: row.kind as MessageKind,
    preview,
    unsent,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What one member sees of the others' cursors. Delivered is always shown; read only when he shows his
 * own receipts, and only from members who show theirs and have accepted the chat (a request reads
 * silently). In a group: the lowest cursor, i.e. delivered to / read by everyone.
 */
export function receiptFor(
  viewerId: string,
  members: ParticipantRow[],
): Receipt & {
  conversationId: string;
} {
  const conversationId = members[0]?.conversationId ?? '';
  const others = members.filter((m) => m.userId !== viewerId);
  const viewer = members.find((m) => m.userId === viewerId);
  const peerDeliveredSeq = others.length ? Math.min(...others.map((m) => m.deliveredSeq)) : 0;
  const sharing = others.filter((m) => m.accepted && settingsOf(m.settings).privacy.readReceipts);
  const viewerShares = settingsOf(viewer?.settings).privacy.readReceipts;
  const peerReadSeq =
    viewerShares && sharing.length > 0 ? Math.min(...sharing.map((m) => m.readSeq)) : null;
  return { conversationId, peerDeliveredSeq, peerReadSeq };
}
