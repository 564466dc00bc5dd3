import { z } from 'zod';
import { PUBLIC_ALBUM_MAX } from './constants.ts';

export const ALBUMS = ['public', 'private'] as const;
export const AlbumSchema = z.enum(ALBUMS);
export type Album = z.infer<typeof AlbumSchema>;

/** Accepted upload types, decided on the server by the file's bytes, not its name. */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export {
  ALBUM_FULL_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from './photo-messages.ts';
export const PUBLIC_ALBUM_HINT = `Public photos are visible to everyone. You can add up to ${PUBLIC_ALBUM_MAX} photos.`;
export const CROP_ASPECTS = [
  { id: 'free', label: 'Free form', ratio: null },
  { id: 'square', label: 'Square (1:1)', ratio: 1 },
  { id: 'portrait', label: 'Portrait (3:4)', ratio: 3 / 4 },
  { id: 'landscape', label: 'Landscape (4:3)', ratio: 4 / 3 },
  { id: 'wide', label: 'Wide (16:9)', ratio: 16 / 9 },
] as const;
export const CROP_INITIAL_WIDTH_PERCENT = 90;
export const CROP_JPEG_QUALITY = 0.9;
export const CROP_NUDGE_PX = { plain: 1, shift: 10, ctrl: 100 } as const;

export const PhotoSchema = z.object({
  id: z.string(),
  album: AlbumSchema,
  /** Display size (WebP); private photos carry short-lived signed URLs. */
  url: z.string(),
  thumbUrl: z.string(),
  /** JPEG for browsers without WebP. */
  fallbackUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
  isMain: z.boolean(),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof PhotoSchema>;

export const AlbumGrantSchema = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  grantedAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type AlbumGrant = z.infer<typeof AlbumGrantSchema>;

export const MyAlbumsSchema = z.object({
  public: z.array(PhotoSchema),
  private: z.array(PhotoSchema),
  grants: z.array(AlbumGrantSchema),
});
export type MyAlbums = z.infer<typeof MyAlbumsSchema>;

export const ReorderBodySchema = z.strictObject({
  album: AlbumSchema,
  ids: z.array(z.string()).min(1).max(50),
});
export const GrantBodySchema = z.strictObject({
  userId: z.string().min(1).max(100),
  expiresInHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .optional(),
});
export type GrantBody = z.infer<typeof GrantBodySchema>;
