import { z } from 'zod';
import type { ActivityItem } from './activity.ts';
import type { Caution } from './signals.ts';
import { REPORT_REASONS } from './member-profile.ts';
import { MemberCardSchema } from './profiles.ts';
import { DISAPPEAR_CHOICES, MESSAGING_LIMITS } from './messaging-constants.ts';

export * from './messaging-constants.ts';
export * from './messaging-preview.ts';

/**
 * Messaging: conversations (1:1 and group), messages with per-conversation sequence numbers and
 * client-generated ids, receipts, typing, and the WebSocket protocol (docs/decisions/011).
 */

export const RoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  memberCount: z.number().int(),
  joined: z.boolean(),
});
export type Room = z.infer<typeof RoomSchema>;

export const MESSAGE_KINDS = [
  'text',
  'photo',
  'album',
  'location',
  'system',
  'story',
  'listing',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A client-generated message id: a retry with the same id never creates a second message. */
export const ClientIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - or _');

export const MessagePhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MessagePhoto = z.infer<typeof MessagePhotoSchema>;

/** A pin: always the centre of a ~445 m map cell (a quarter of his public cell), never his own coordinates. */
export const MessageLocationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  label: z.string().nullable(),
});

export const SYSTEM_EVENTS = ['created', 'added', 'left', 'renamed', 'timer'] as const;
export const MessageSystemSchema = z.object({
  event: z.enum(SYSTEM_EVENTS),
  userIds: z.array(z.string()).optional(),
  name: z.string().optional(),
  seconds: z.number().int().nullable().optional(),
});

/**
 * A reply or a reaction to a story (kind 'story'): the text is the reply or the emoji, and the photo is
 * the story's while it is live (null once it has expired or was deleted).
 */
export const MessageStorySchema = z.object({
  slug: z.string(),
  reaction: z.boolean(),
});
export type MessageStory = z.infer<typeof MessageStorySchema>;

/**
 * A marketplace listing a buyer asked about (kind 'listing'), as it is now: its photo signed for the
 * viewer, and 'sold' or 'gone' (deleted, removed, or no longer his to see) once it is.
 */
export const MessageListingSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  priceMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  state: z.enum(['active', 'sold', 'gone']),
  photo: MessagePhotoSchema.nullable(),
});
export type MessageListing = z.infer<typeof MessageListingSchema>;

export const MessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  seq: z.number().int(),
  senderId: z.string(),
  /** Only on the sender's own messages. */
  clientId: z.string().nullable(),
  kind: z.enum(MESSAGE_KINDS),
  text: z.string().nullable(),
  photo: MessagePhotoSchema.nullable(),
  location: MessageLocationSchema.nullable(),
  system: MessageSystemSchema.nullable(),
  story: MessageStorySchema.nullable(),
  /** Kind 'listing' only (the server always sends the field; messages the app makes itself may omit it). */
  listing: MessageListingSchema.nullable().optional(),
  /** Unsent by its sender: removed for everyone, only the gap remains. */
  unsent: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

/** What a member sends: exactly one kind of content. */
export const SendMessageBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    clientId: ClientIdSchema,
    kind: z.literal('text'),
    text: z.string().trim().min(1, 'Write something first').max(MESSAGING_LIMITS.textMax),
  }),
  z.strictObject({
    clientId: ClientIdSchema,
    kind: z.literal('photo'),
    photoId: z.string().min(1).max(100),
    text: z.string().trim().max(MESSAGING_LIMITS.textMax).optional(),
  }),
  /** Shares the sender's private album with the other participants (a grant). */
  z.strictObject({
    clientId: ClientIdSchema,
    kind: z.literal('album'),
    expiresInHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .optional(),
  }),
  z.strictObject({
    clientId: ClientIdSchema,
    kind: z.literal('location'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
]);
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

export const FOLDERS = ['inbox', 'requests'] as const;
export type Folder = (typeof FOLDERS)[number];

export const MessagePreviewSchema = z.object({
  seq: z.number().int(),
  senderId: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  /** The text, or a short description for photos, albums, pins and events. */
  preview: z.string(),
  unsent: z.boolean(),
  createdAt: z.string(),
});
export type MessagePreview = z.infer<typeof MessagePreviewSchema>;

export const ConversationParticipantSchema = MemberCardSchema.extend({
  role: z.enum(['owner', 'member']),
  /** Null when either side keeps his last seen private. */
  lastActive: z.string().nullable(),
});
export type ConversationParticipant = z.infer<typeof ConversationParticipantSchema>;

/**
 * A service chat (decision 025): a client wrote to a provider's listing. The client sees the provider
 * only as his listing shows him (professional name, listing photo, /escort/{handle}), never his
 * member profile; the provider sees the client as a normal member.
 */
export const ConversationServiceSchema = z.object({
  /** The listing's id; in the client's copy it also stands for the provider as a sender. */
  providerId: z.string(),
  /** Null once the listing is gone or no longer public. */
  handle: z.string().nullable(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  /** The viewer's side: 'client' wrote to the listing, 'provider' runs it. */
  role: z.enum(['client', 'provider']),
});
export type ConversationService = z.infer<typeof ConversationServiceSchema>;

export const ConversationSchema = z.object({
  id: z.string(),
  isGroup: z.boolean(),
  /** The group's name; null for 1:1 (the app shows the other member's name). */
  name: z.string().nullable(),
  /** Set for the public city rooms of /chat-hub. */
  roomCity: z.string().nullable(),
  /** Everyone in it, the viewer included. */
  memberCount: z.number().int(),
  /** The other participants (a room lists at most 30). */
  participants: z.array(ConversationParticipantSchema),
  myRole: z.enum(['owner', 'member']),
  folder: z.enum(FOLDERS),
  lastMessage: MessagePreviewSchema.nullable(),
  lastSeq: z.number().int(),
  unreadCount: z.number().int(),
  myReadSeq: z.number().int(),
  /** Highest seq every other participant's app has received. */
  peerDeliveredSeq: z.number().int(),
  /** Highest seq every other participant has read; null when read receipts are off on either side. */
  peerReadSeq: z.number().int().nullable(),
  disappearAfterSeconds: z.number().int().nullable(),
  muted: z.boolean(),
  createdAt: z.string(),
  lastMessageAt: z.string().nullable(),
  /** Set on a service chat (decision 025). */
  service: ConversationServiceSchema.nullable().optional(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationListSchema = z.object({
  conversations: z.array(ConversationSchema),
  /** Unread requests, for the Requests tab badge. */
  requestCount: z.number().int(),
  /** Unread messages in the inbox, for the nav badge. */
  unreadTotal: z.number().int(),
});
export type ConversationList = z.infer<typeof ConversationListSchema>;

export const ConversationListQuerySchema = z.strictObject({
  folder: z.enum(FOLDERS).default('inbox'),
  q: z.string().trim().max(60).optional(),
});

export const OpenConversationBodySchema = z.union([
  z.strictObject({ userId: z.string().min(1).max(100) }),
  z.strictObject({
    name: z.string().trim().min(1, 'Give the group a name').max(MESSAGING_LIMITS.groupNameMax),
    userIds: z
      .array(z.string().min(1).max(100))
      .min(2, 'Pick at least two members for a group')
      .max(MESSAGING_LIMITS.groupMax - 1),
  }),
]);
export type OpenConversationBody = z.infer<typeof OpenConversationBodySchema>;

export const UpdateConversationBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(MESSAGING_LIMITS.groupNameMax).optional(),
    disappearAfterSeconds: z
      .union([z.literal(null), ...DISAPPEAR_CHOICES.map((s) => z.literal(s))])
      .optional(),
    muted: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');
export type UpdateConversationBody = z.infer<typeof UpdateConversationBodySchema>;

export const AddMembersBodySchema = z.strictObject({
  userIds: z
    .array(z.string().min(1).max(100))
    .min(1)
    .max(MESSAGING_LIMITS.groupMax - 1),
});

/** A seq a member sends: a cursor or a position. Beyond `seqMax` it could name no message. */
const seqInput = (min = 0) => z.number().int().min(min).max(MESSAGING_LIMITS.seqMax);
const seqParam = (min = 0) => z.coerce.number().int().min(min).max(MESSAGING_LIMITS.seqMax);

export const MessagesQuerySchema = z.strictObject({
  /** Messages after this seq, oldest first (resume). */
  after: seqParam().optional(),
  /** Messages before this seq, newest page first (scrolling back). */
  before: seqParam(1).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MESSAGING_LIMITS.pageMax)
    .default(MESSAGING_LIMITS.pageSize),
});

export const MessagePageSchema = z.object({
  messages: z.array(MessageSchema),
  /** More messages exist beyond this page in the direction asked. */
  hasMore: z.boolean(),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const ReadBodySchema = z.strictObject({ seq: seqInput() });

export const DeleteMessageQuerySchema = z.strictObject({
  /** 'everyone' unsends (sender only); 'me' hides it from my copy only. */
  for: z.enum(['everyone', 'me']),
});

export const MessageReportBodySchema = z.strictObject({
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(1000).optional(),
  /** The message reported; without it the whole conversation is reported. */
  messageId: z.string().min(1).max(100).optional(),
});
export type MessageReportBody = z.infer<typeof MessageReportBodySchema>;

export const MEDIA_AUTO_DOWNLOAD = ['always', 'wifi', 'never'] as const;
export const FONT_SIZES = ['small', 'medium', 'large'] as const;

/** The spec's message settings, stored per member. The server honours privacy.* for everyone. */
export const MessageSettingsSchema = z.strictObject({
  privacy: z.strictObject({
    /** Off: he neither sends read receipts nor sees anyone's. */
    readReceipts: z.boolean(),
    /** Off: he neither sends typing indicators nor sees anyone's. */
    typing: z.boolean(),
    /**
     * Off: nobody else sees his online status or last seen anywhere (profile, lists, counts, filters,
     * order, chats); in chats he sees no one's either.
     */
    lastSeen: z.boolean(),
    /**
     * On: a member who is not verified cannot start a chat with him or write to him, except in a chat
     * he started or answered (issue 17, decision 029). Apps that predate it leave it out: off.
     */
    verifiedOnly: z.boolean().default(false),
  }),
  notifications: z.strictObject({
    enabled: z.boolean(),
    sound: z.boolean(),
    vibration: z.boolean(),
  }),
  media: z.strictObject({
    autoDownload: z.enum(MEDIA_AUTO_DOWNLOAD),
    saveToDevice: z.boolean(),
  }),
  theme: z.strictObject({ fontSize: z.enum(FONT_SIZES) }),
});
export type MessageSettings = z.infer<typeof MessageSettingsSchema>;

/* ---------------------------------------------------------------------------------------------
 * WebSocket protocol at /api/ws (same-origin, session cookie). JSON text frames.
 * ------------------------------------------------------------------------------------------- */

/** Client -> server. */
export const ClientFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('send'),
    conversationId: z.string().min(1).max(100),
    message: SendMessageBodySchema,
  }),
  z.strictObject({
    type: z.literal('typing'),
    conversationId: z.string().min(1).max(100),
    typing: z.boolean(),
  }),
  z.strictObject({
    type: z.literal('read'),
    conversationId: z.string().min(1).max(100),
    seq: seqInput(),
  }),
  z.strictObject({
    type: z.literal('delivered'),
    conversationId: z.string().min(1).max(100),
    seq: seqInput(),
  }),
  /** After (re)connecting: the last seq seen per conversation; the server sends everything after. */
  z.strictObject({
    type: z.literal('resume'),
    cursors: z.record(z.string().min(1).max(100), seqInput()),
  }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

export const ReceiptSchema = z.object({
  conversationId: z.string(),
  /** Aggregates over the other participants, as in ConversationSchema. */
  peerDeliveredSeq: z.number().int(),
  peerReadSeq: z.number().int().nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** Server -> client. */
export type ServerFrame =
  | { type: 'ready'; userId: string }
  | { type: 'message'; message: Message }
  | { type: 'ack'; clientId: string; message: Message }
  | { type: 'nack'; clientId: string; error: { code: string; message: string } }
  | { type: 'removed'; conversationId: string; messageId: string; seq: number }
  | ({ type: 'receipt' } & Receipt)
  | { type: 'typing'; conversationId: string; userId: string; typing: boolean }
  /** A chat partner came online or left (only when both show their last seen). */
  | { type: 'presence'; userId: string; online: boolean; lastActive: string | null }
  /** His unread totals changed (a message came in, he read one): the nav and Requests badges. */
  | { type: 'unread'; unreadTotal: number; requestCount: number }
  /**
   * Activity for him (issue 14): a new item (null when only the count moved, after a read elsewhere)
   * and his unread count, so the bell and the list update without a refetch.
   */
  | { type: 'activity'; item: ActivityItem | null; unread: number }
  /** The conversation changed (created, renamed, members, timer, folder): refetch it. */
  | { type: 'conversation'; conversationId: string }
  /**
   * Everything after the cursors, oldest first. `truncated` names conversations with more than a
   * resume carries: the app fetches their newest page instead.
   */
  | { type: 'resumed'; messages: Message[]; truncated: string[] }
  | { type: 'error'; error: { code: string; message: string } }
  /** A member he follows posted: the dashboard offers 'New posts' (the post is read over HTTP). */
  | { type: 'posts'; authorId: string }
  /** A caution for him in this chat (decision 030): the other member tripped a scam rule. */
  | { type: 'caution'; conversationId: string; caution: Caution }
  | { type: 'pong' };
