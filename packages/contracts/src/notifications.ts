import { z } from 'zod';

/**
 * Issue 18: push notifications and the member's notification settings. Written once here so the server
 * (modules/push), the service worker and Settings > Notifications share one shape.
 */

/** The kinds a member switches on or off, each for in-app alerts and for push. */
export const NOTIFICATION_KINDS = [
  'message',
  'match',
  'story_reply',
  'like',
  'comment',
  'follow',
  'mention',
  'event',
  'moderation',
  'add_on',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** How much a push notification shows: nothing but the kind (default), the sender, or sender and text. */
export const NOTIFICATION_PREVIEWS = ['none', 'sender', 'preview'] as const;
export const NotificationPreviewSchema = z.enum(NOTIFICATION_PREVIEWS);
export type NotificationPreview = z.infer<typeof NotificationPreviewSchema>;

const ClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 22:00.');

export const KindSwitchSchema = z.strictObject({ inApp: z.boolean(), push: z.boolean() });
export type KindSwitch = z.infer<typeof KindSwitchSchema>;

export const QuietHoursSchema = z.strictObject({
  enabled: z.boolean(),
  /** Local wall-clock times in `timeZone`; a window may pass midnight (22:00 to 07:00). */
  start: ClockTimeSchema,
  end: ClockTimeSchema,
  /** The IANA zone of his device when he saved them. */
  timeZone: z.string().min(1).max(64),
});
export type QuietHours = z.infer<typeof QuietHoursSchema>;

/** Every kind named (an object, not a record, so the OpenAPI document lists each one). */
const everyKind = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, KindSwitchSchema]),
) as {
  [K in NotificationKind]: typeof KindSwitchSchema;
};

export const NotificationSettingsSchema = z.object({
  kinds: z.object(everyKind),
  preview: NotificationPreviewSchema,
  quietHours: QuietHoursSchema,
  /** Mirrors the device's stealth mode: every push then reads neutrally. */
  stealth: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** A partial change; kinds may name only the kinds that change. */
export const NotificationSettingsPatchSchema = z.strictObject({
  kinds: z.partialRecord(NotificationKindSchema, KindSwitchSchema.partial()).optional(),
  preview: NotificationPreviewSchema.optional(),
  quietHours: QuietHoursSchema.partial().optional(),
  stealth: z.boolean().optional(),
});
export type NotificationSettingsPatch = z.input<typeof NotificationSettingsPatchSchema>;

/** GET /api/push/key: the VAPID public key (base64url), null when push is switched off. */
export const PushKeySchema = z.object({ publicKey: z.string().nullable() });
export type PushKey = z.infer<typeof PushKeySchema>;

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON(). */
export const PushSubscriptionBodySchema = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().int().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBodySchema>;

export const PushUnsubscribeBodySchema = z.strictObject({ endpoint: z.string().min(1).max(2048) });
export type PushUnsubscribeBody = z.input<typeof PushUnsubscribeBodySchema>;

/** POST /api/push/test: how many of his devices were sent the test. */
export const PushTestResultSchema = z.object({ devices: z.number().int() });
export type PushTestResult = z.infer<typeof PushTestResultSchema>;

/**
 * What the service worker receives, decrypted: everything it shows is decided by the server, so the
 * member's preview level, quiet hours and stealth are applied before anything leaves.
 */
export const PushPayloadSchema = z.object({
  kind: z.union([NotificationKindSchema, z.literal('test')]),
  title: z.string(),
  body: z.string(),
  /** The screen a tap opens (a path inside the app). */
  url: z.string(),
  /** Notifications with one tag replace each other (one per chat). */
  tag: z.string(),
  /** His unread count for the app badge, when known. */
  badge: z.number().int().nullable(),
  /** Quiet hours: shown without sound or vibration. */
  silent: z.boolean(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
