import { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * An opaque keyset cursor: the last row's sort key and id, base64url JSON. A page continues strictly
 * after it, so rows added meanwhile (newer, hence before it) never repeat or shift a later page.
 */
const KeySchema = z.strictObject({
  k: z.union([z.string(), z.number()]),
  id: z.string().max(100),
  /** The page number, where a list places other cards by page (Feed). */
  n: z.number().int().min(0).max(10_000).optional(),
});
export type CursorKey = z.infer<typeof KeySchema>;

export const encodeKeyCursor = (key: CursorKey): string =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

export function decodeKeyCursor(cursor: string | undefined): CursorKey | null {
  if (!cursor) return null;
  try {
    return KeySchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError(400, 'BAD_REQUEST', 'This list has changed. Pull to refresh.');
  }
}

const TIME_KEY = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/**
 * A cursor's key as a time: PostgreSQL's own text of a timestamptz (microseconds kept; a JavaScript
 * Date would round them away and repeat a row). A key of another shape is a bad cursor.
 */
export function timeKeyOf(key: CursorKey): string {
  if (typeof key.k !== 'string' || !TIME_KEY.test(key.k))
    throw new AppError(400, 'BAD_REQUEST', 'This list has changed. Pull to refresh.');
  return key.k;
}

/** A cursor's key as a number (a rank). */
export function numberKeyOf(key: CursorKey): number {
  if (typeof key.k !== 'number' || !Number.isFinite(key.k))
    throw new AppError(400, 'BAD_REQUEST', 'This list has changed. Pull to refresh.');
  return key.k;
}
