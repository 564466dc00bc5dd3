import { sql } from 'drizzle-orm';
import type { MessageSettings } from '@blaze/contracts';

/** A message as stored (snake_case columns from raw SQL are mapped to this). */
export type MessageRow = {
  id: string;
  conversationId: string;
  seq: number;
  senderId: string;
  clientId: string;
  kind: string;
  body: string | null;
  photoId: string | null;
  latitude: number | null;
  longitude: number | null;
  meta: unknown;
  unsentAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
};

/** My side of a conversation, with the conversation itself. */
export type MembershipRow = {
  conversationId: string;
  isGroup: boolean;
  name: string | null;
  roomCity: string | null;
  lastSeq: number;
  lastMessageAt: Date | null;
  disappearAfterSeconds: number | null;
  createdAt: Date;
  role: string;
  accepted: boolean;
  readSeq: number;
  clearedSeq: number;
  joinedSeq: number;
  muted: boolean;
  /**
   * His Inbox rather than Requests: he accepted it (opened, replied, Accept) or likes the one who
   * wrote. Only he sees it; `accepted` (his own act) is what the others' receipts depend on.
   */
  inInbox: boolean;
};

export type ListedConversation = MembershipRow & {
  unread: number;
  last: MessageRow | null;
};

export type ParticipantRow = {
  conversationId: string;
  userId: string;
  role: string;
  accepted: boolean;
  deliveredSeq: number;
  readSeq: number;
  settings: MessageSettings | null;
};

/** What a send stores; the seq, id and times come from the database. */
export type NewMessage = Pick<
  MessageRow,
  | 'conversationId'
  | 'senderId'
  | 'clientId'
  | 'kind'
  | 'body'
  | 'photoId'
  | 'latitude'
  | 'longitude'
  | 'meta'
>;

/**
 * `memberIds`: everyone in the conversation. In a group (`isGroup`) the caller leaves out those
 * blocked either way with the sender (kept out of the hot statement: a probe per member there had
 * PostgreSQL plan every send anew).
 */
export type SendResult =
  | {
      status: 'created';
      message: MessageRow;
      memberIds: string[];
      acceptedNow: boolean;
      isGroup: boolean;
    }
  | { status: 'duplicate'; message: MessageRow; memberIds: string[] }
  | { status: 'refused' };

export type Raw = Record<string, unknown>;
export const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;
export const date = (v: unknown): Date | null =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));
export const num = (v: unknown): number => Number(v ?? 0);

export function toMessageRow(r: Raw): MessageRow {
  return {
    id: String(r.id),
    conversationId: String(r.conversation_id),
    seq: num(r.seq),
    senderId: String(r.sender_id),
    clientId: String(r.client_id),
    kind: String(r.kind),
    body: (r.body as string | null) ?? null,
    photoId: (r.photo_id as string | null) ?? null,
    latitude: r.latitude === null || r.latitude === undefined ? null : Number(r.latitude),
    longitude: r.longitude === null || r.longitude === undefined ? null : Number(r.longitude),
    meta: typeof r.meta === 'string' ? JSON.parse(r.meta) : (r.meta ?? null),
    unsentAt: date(r.unsent_at),
    expiresAt: date(r.expires_at),
    createdAt: date(r.created_at) ?? new Date(0),
  };
}

export function toMembership(r: Raw): MembershipRow {
  return {
    conversationId: String(r.conversation_id),
    isGroup: Boolean(r.is_group),
    name: (r.name as string | null) ?? null,
    roomCity: (r.room_city as string | null) ?? null,
    lastSeq: num(r.last_seq),
    lastMessageAt: date(r.last_message_at),
    disappearAfterSeconds:
      r.disappear_after_seconds === null || r.disappear_after_seconds === undefined
        ? null
        : num(r.disappear_after_seconds),
    createdAt: date(r.created_at) ?? new Date(0),
    role: String(r.role),
    accepted: Boolean(r.accepted),
    readSeq: num(r.read_seq),
    clearedSeq: num(r.cleared_seq),
    joinedSeq: num(r.joined_seq),
    muted: Boolean(r.muted),
    inInbox: r.in_inbox === undefined ? Boolean(r.accepted) : Boolean(r.in_inbox),
  };
}

export const settingsColumn = (v: unknown) =>
  (typeof v === 'string' ? JSON.parse(v) : (v ?? null)) as MessageSettings | null;

export function toParticipant(r: Raw): ParticipantRow {
  return {
    conversationId: String(r.conversation_id),
    userId: String(r.user_id),
    role: String(r.role),
    accepted: Boolean(r.accepted),
    deliveredSeq: num(r.delivered_seq),
    readSeq: num(r.read_seq),
    settings: settingsColumn(r.settings),
  };
}

/** A send statement's row: the stored message (new or the retried one's), or none when refused. */
export function toSendResult(row: Raw | undefined): SendResult {
  if (!row) return { status: 'refused' };
  const memberIds = (row.member_ids as string[] | null) ?? [];
  const message = toMessageRow(row);
  return row.status === 'created'
    ? {
        status: 'created',
        message,
        memberIds,
        acceptedNow: Boolean(row.accepted_now),
        isGroup: Boolean(row.is_group),
      }
    : { status: 'duplicate', message, memberIds };
}

export const MESSAGE_COLUMNS = sql.raw(
  'id, conversation_id, seq, sender_id, client_id, kind, body, photo_id, latitude, longitude, meta, unsent_at, expires_at, created_at',
);
