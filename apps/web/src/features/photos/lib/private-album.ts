import type { AlbumGrant, GrantBody, Photo } from '@blaze/contracts/photos';

/** What I can see of another member's private album. */
export type PrivateAlbumAccess = { access: 'granted'; photos: Photo[] } | { access: 'locked' };

/** How the private-album section on a member's profile shows: hidden when the album is empty. */
export function privateAlbumView(album: PrivateAlbumAccess): 'hidden' | 'locked' | 'photos' {
  if (album.access === 'locked') return 'locked';
  return album.photos.length === 0 ? 'hidden' : 'photos';
}

export const SHARE_EXPIRY_CHOICES = [
  { id: '1h', label: '1 hour', hours: 1 },
  { id: '24h', label: '24 hours', hours: 24 },
  { id: '7d', label: '7 days', hours: 24 * 7 },
  { id: 'never', label: 'No expiry', hours: null },
] as const;

export type ShareExpiryId = (typeof SHARE_EXPIRY_CHOICES)[number]['id'];

export const DEFAULT_SHARE_EXPIRY: ShareExpiryId = '24h';

/** The grant request for a member and an expiry choice ('No expiry' sends no expiresInHours). */
export function grantBodyFor(userId: string, expiry: ShareExpiryId): GrantBody {
  const choice = SHARE_EXPIRY_CHOICES.find((item) => item.id === expiry);
  return choice?.hours ? { userId, expiresInHours: choice.hours } : { userId };
}

/** The member's grant if it is still running at `now`. */
export function activeGrantFor(
  grants: readonly AlbumGrant[],
  userId: string,
  now: Date = new Date(),
): AlbumGrant | null {
  const grant = grants.find((item) => item.userId === userId);
  if (!grant) return null;
  if (grant.expiresAt && new Date(grant.expiresAt).getTime() <= now.getTime()) return null;
  return grant;
}
