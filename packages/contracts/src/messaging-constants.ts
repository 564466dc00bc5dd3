/**
 * Messaging numbers without zod, so the app's realtime chunk (loaded on every start) can import them
 * without pulling the schemas in. `messaging.ts` re-exports all of them.
 */

export const MESSAGING_LIMITS = {
  textMax: 4_000,
  groupNameMax: 60,
  /** Participants of a group, the creator included. */
  groupMax: 50,
  pageSize: 50,
  pageMax: 200,
  /** Messages a member may send per minute (HTTP and WebSocket together). */
  sendsPerMinute: 120,
  /** Groups a member may create per hour. */
  groupsPerHour: 10,
  /** Open WebSockets per member on one server node; a new one closes his oldest. */
  socketsPerMember: 5,
  /** How long a typing indicator lasts without a fresh 'typing' from the sender. */
  typingTtlMs: 6_000,
  /** The app sends 'typing' at most this often while the member types. */
  typingThrottleMs: 2_500,
  /** Conversations a resume may name at once. */
  resumeMax: 500,
  /** The highest seq there can be (seqs are PostgreSQL integers); a larger one names no message. */
  seqMax: 2_147_483_647,
} as const;

/** Disappearing-message timers a conversation may use (seconds); null is off. */
export const DISAPPEAR_CHOICES = [300, 3_600, 86_400, 604_800] as const;

/** The outbox of spec section 4: success items go after 5 s; failed ones can be retried. */
export const OUTBOX = { successRemoveMs: 5_000, retryBaseMs: 1_000, retryMaxMs: 30_000 } as const;

/** Public rooms of /chat-hub, one per city; any member may join. */
export const ROOM_CITIES = [
  'Berlin',
  'London',
  'New York',
  'San Francisco',
  'Sydney',
  'Amsterdam',
  'Paris',
  'Madrid',
] as const;

export const WS_PATH = '/api/ws';

/** Close codes of /api/ws besides the standard ones. */
export const WS_CLOSE = {
  /** The session ended (signed out or expired): sign in again, do not reconnect. */
  sessionEnded: 4401,
  /** 1012 'service restart': the node is going away; reconnect at once (to another node). */
  restart: 1012,
  /**
   * He opened more apps (tabs) than a member may keep connected: this, his oldest, was closed. Do not
   * reconnect at once (that would close another of his); reconnect when the member returns to it.
   */
  replaced: 4409,
} as const;

/**
 * What a member has before he changes anything (also what the app assumes until it has his). Typed by
 * its literal values, not by `MessageSettings` (messaging.ts imports this file; importing its type back
 * would be a cycle); messaging-constants.test.ts proves it is valid settings.
 */
export const DEFAULT_MESSAGE_SETTINGS = {
  privacy: { readReceipts: true, typing: true, lastSeen: true, verifiedOnly: false },
  notifications: { enabled: true, sound: true, vibration: true },
  media: { autoDownload: 'wifi', saveToDevice: false },
  theme: { fontSize: 'medium' },
} as const;
