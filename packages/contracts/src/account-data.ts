import { z } from 'zod';

/**
 * Issue 17 (decision 032): a member's export of his data (a ZIP built in the background, downloaded
 * through a link for his session only, deleted when it expires) and the deletion of his account.
 */
export const EXPORT_LINK_HOURS = 24;
/** Exports he may start in a rolling 24 hours (one at a time). */
export const EXPORTS_PER_DAY = 3;

export { DELETED_MEMBER_ID, DELETED_MEMBER_NAME } from './deleted-member.ts';

export const EXPORT_STATUSES = ['running', 'ready', 'failed', 'expired'] as const;

export const DataExportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  /** Parts written so far and in all (profile, photos, messages, ...). */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the link stops working and the file is deleted; null until it is ready. */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** Where to download it (his session only); null until it is ready. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/** His latest export, if any, and how many more he may start today. */
export const DataExportStateSchema = z.object({
  export: DataExportSchema.nullable(),
  startsLeftToday: z.number().int(),
});
export type DataExportState = z.infer<typeof DataExportStateSchema>;

export const DataExportParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

export const DeleteAccountBodySchema = z.strictObject({
  password: z
    .string({ error: 'password: type your password to delete your account' })
    .min(1, { error: 'password: type your password to delete your account' })
    .max(200),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** The files of an export, by the name a member reads in the ZIP. */
export const EXPORT_FILES = {
  readme: 'README.txt',
  profile: 'profile.json',
  settings: 'settings.json',
  photos: 'photos.json',
  posts: 'posts.json',
  comments: 'comments.json',
  likes: 'likes.json',
  stories: 'stories.json',
  follows: 'follows.json',
  favourites: 'favourites.json',
  checkIns: 'check-ins.json',
  events: 'events.json',
  listings: 'listings.json',
  serviceListings: 'service-listings.json',
  purchases: 'purchases.json',
  blocks: 'blocks.json',
  reports: 'reports.json',
  messages: 'messages.json',
  /** The assistant (issue 19): his preferences and his conversation with it. */
  assistant: 'assistant.json',
} as const;
