import { PUBLIC_ALBUM_MAX, UPLOAD_MAX_MB } from './constants.ts';

/* What an upload's refusals say. Zod-free, so the shell's uploader loads without zod (issue 29). */

export const UPLOAD_TOO_LARGE_MESSAGE = `File size must be less than ${UPLOAD_MAX_MB}MB`;
/** The public album's cap reached (ALBUM_FULL). */
export const ALBUM_FULL_MESSAGE = `Public photos are full: you can add up to ${PUBLIC_ALBUM_MAX} photos.`;
/** An upload refused for a reason the server did not word. */
export const UPLOAD_FAILED_MESSAGE = 'The photo could not be uploaded. Please try again.';
