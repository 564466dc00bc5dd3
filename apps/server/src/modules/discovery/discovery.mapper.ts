import type { NearbyMember } from '@blaze/contracts';
import { newMemberSince } from '@blaze/contracts';
import { placeFor, visitingFromOf, type Point } from '../../lib/geo.ts';
import { lastActiveOf } from '../presence/presence.service.ts';
import { profileType, type PhotoUrl } from '../profiles/profiles.service.ts';
import type { MemberListRow } from './discovery.repository.ts';

/** A member on a discovery list, as this viewer may see him. */
export function toNearbyMember(
  row: MemberListRow,
  photoUrl: PhotoUrl,
  viewer: Point | null,
  now: number,
  metres?: number,
  boosted = false,
): NearbyMember {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    age: row.showAge ? row.age : null,
    avatarUrl: row.avatarPhotoId ? photoUrl(row.id, row.avatarPhotoId) : null,
    isOnline: row.isOnline,
    profileType: profileType(row.profileType),
    tribe: row.tribe,
    bodyType: row.bodyType,
    isVerified: row.verificationStatus === 'verified',
    ...placeFor(viewer, row, metres),
    lastActive: lastActiveOf(row),
    isFavourite: row.isFavourite,
    isNew: row.createdAt >= newMemberSince(now),
    visitingFrom: visitingFromOf(row),
    isBoosted: boosted,
    ...(row.isDemo ? { sample: true as const } : {}),
  };
}
