import type { MediaStorage } from '../media/media.service.ts';

/** Where a photo's files live: {key}/{thumb|display}.{webp|jpg}. */
export const photoStorageKey = (ownerId: string, photoId: string) => `photos/${ownerId}/${photoId}`;

/** Where a public place's photo lives (venue photos belong to no member's album). */
export const placePhotoKey = (id: string) => `places/${id}`;

/**
 * The URL of a public photo's display size, built from ids whenever a reply is mapped (the profile
 * stores ids): a new storage base moves every avatar with it.
 */
export const publicPhotoUrl = (storage: MediaStorage) => (ownerId: string, photoId: string) =>
  storage.urlOf(`${photoStorageKey(ownerId, photoId)}/display.webp`);
