import type {
  MemberCard,
  MemberProfile,
  OwnProfile,
  PostAuthor,
  ProfileType,
} from '@blaze/contracts';
import { KINKS, PROFILE_TYPES } from '@blaze/contracts';
import type { ProfileRow } from '../../db/schema.ts';
import { placeFor, searchOriginOf, visitingFromOf } from '../../lib/geo.ts';
import { lastActiveOf } from '../presence/presence.service.ts';

/**
 * The URL a public photo of his is served from. The profile stores photo ids, never URLs, so a new
 * storage base (S3_PUBLIC_URL, disk to S3) moves every avatar with it; the photos module builds it.
 */
export type PhotoUrl = (ownerId: string, photoId: string) => string;

const avatarOf = (row: { id: string; avatarPhotoId: string | null }, photoUrl: PhotoUrl) =>
  row.avatarPhotoId ? photoUrl(row.id, row.avatarPhotoId) : null;
const photosOf = (row: Pick<ProfileRow, 'id' | 'photoIds'>, photoUrl: PhotoUrl) =>
  row.photoIds.map((photoId) => photoUrl(row.id, photoId));

/**
 * The 'Sample' mark of demo content (decision 038). Only a viewer in demo mode is ever shown a demo
 * member (the block rule), so the mark reaches only him.
 */
export const sampleOf = (row: { isDemo: boolean }): { sample?: true } =>
  row.isDemo ? { sample: true } : {};

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const profileType = (t: string): ProfileType =>
  (PROFILE_TYPES as readonly string[]).includes(t) ? (t as ProfileType) : 'dating';
const showsAge = (row: Pick<ProfileRow, 'privacySettings'>) =>
  (row.privacySettings as { showAge?: boolean }).showAge !== false;

/** The owner's own view: every column, named as the contract names it. */
export function toOwnProfile(row: ProfileRow, photoUrl: PhotoUrl): OwnProfile {
  const photos = photosOf(row, photoUrl);
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    displayName: row.displayName,
    bio: row.bio,
    age: row.age,
    avatarUrl: avatarOf(row, photoUrl),
    latitude: row.latitude,
    longitude: row.longitude,
    city: row.city,
    country: row.country,
    isOnline: row.isOnline,
    lastActive: iso(row.lastActive),
    locationVisible: row.locationVisible,
    hideDistance: row.hideDistance,
    locationSource: row.locationSource === 'city' ? 'city' : 'device',
    locationUpdatedAt: iso(row.locationUpdatedAt),
    profileCompletionPercentage: row.profileCompletionPercentage,
    photos,
    interests: row.interests,
    profileType: profileType(row.profileType),
    pronouns: row.pronouns,
    intent: row.intent,
    height: row.height,
    weight: row.weight,
    bodyType: row.bodyType,
    tribe: row.tribe,
    eyeColour: row.eyeColour,
    ethnicity: row.ethnicity,
    dickLength: row.dickLength,
    dickGirth: row.dickGirth,
    holeTightness: row.holeTightness,
    sexualPosition: row.sexualPosition,
    sexualStyle: row.sexualStyle,
    kinksFetishes: row.kinksFetishes,
    drugChem: row.drugChem,
    consentBoundaries: row.consentBoundaries,
    hivStatus: row.hivStatus,
    onPrep: row.onPrep,
    lastTested: row.lastTested,
    stiTransparency: row.stiTransparency,
    healthTags: row.healthTags,
    profileImages: photos,
    privateImages: row.privateImages,
    premiumImages: row.premiumImages,
    privacySettings: row.privacySettings,
    verificationStatus: row.verificationStatus,
    manualProfile: row.manualProfile,
    whatImInto: row.whatImInto,
    lookingFor: row.lookingFor,
    preferences: row.preferences,
    isCreator: row.isCreator,
    creatorTagline: row.creatorTagline,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What another member may see on a tile: no e-mail, no coordinates, no health fields. */
/** The author line of a post or a comment. */
export function toPostAuthor(row: ProfileRow, photoUrl: PhotoUrl): PostAuthor {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    avatarUrl: avatarOf(row, photoUrl),
    isCreator: row.isCreator,
    isVerified: row.verificationStatus === 'verified',
    ...sampleOf(row),
  };
}

export function toMemberCard(row: ProfileRow, photoUrl: PhotoUrl): MemberCard {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    age: showsAge(row) ? row.age : null,
    avatarUrl: avatarOf(row, photoUrl),
    city: row.city,
    isOnline: row.isOnline,
    profileType: profileType(row.profileType),
    tribe: row.tribe,
    bodyType: row.bodyType,
    isVerified: row.verificationStatus === 'verified',
    ...sampleOf(row),
  };
}

type KinkSharing = Record<string, string>;
const kinkSharing = (row: ProfileRow): KinkSharing =>
  ((row.kinksFetishes as { general?: KinkSharing }).general ?? {}) as KinkSharing;

/**
 * Another member's profile as this viewer may see it. Health only when the owner shows it to everyone;
 * a 'match-only' kink only to a match (both liked each other) who is into it too, since a claim alone
 * is free to make; age hidden when the owner hides it.
 */
export function toMemberProfile(
  row: ProfileRow,
  viewer: ProfileRow,
  photoUrl: PhotoUrl,
  relation: { likeCount: number; likedByMe: boolean; likesMe: boolean; isFavourite: boolean },
): MemberProfile {
  const privacy = row.privacySettings as { healthVisibility?: string };
  const isMe = row.id === viewer.id;
  // From the roamed city while the viewer roams, as his lists are (decision 022).
  const viewerPoint = searchOriginOf(viewer);
  const isMatch = relation.likedByMe && relation.likesMe;
  const ownerKinks = kinkSharing(row);
  const viewerKinks = kinkSharing(viewer);
  const kinks = KINKS.filter((k) => {
    const sharing = ownerKinks[k.id];
    if (!sharing) return false;
    return sharing === 'both' || (isMatch && k.id in viewerKinks);
  }).map((k) => ({
    id: k.id,
    label: k.label,
    category: k.category,
    shared: ownerKinks[k.id] === 'match-only',
  }));
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    age: showsAge(row) ? row.age : null,
    bio: row.bio,
    avatarUrl: avatarOf(row, photoUrl),
    photos: photosOf(row, photoUrl),
    city: row.city,
    country: row.country,
    isOnline: row.isOnline,
    profileType: profileType(row.profileType),
    pronouns: row.pronouns,
    intent: row.intent,
    height: row.height,
    weight: row.weight,
    bodyType: row.bodyType,
    tribe: row.tribe,
    sexualPosition: row.sexualPosition,
    lookingFor: row.lookingFor,
    interests: row.interests,
    whatImInto: row.whatImInto,
    kinks,
    health:
      privacy.healthVisibility === 'everyone'
        ? { hivStatus: row.hivStatus, onPrep: row.onPrep, lastTested: row.lastTested }
        : null,
    isVerified: row.verificationStatus === 'verified',
    isCreator: row.isCreator,
    // A tagline kept while his creator profile is off is his alone.
    creatorTagline: row.isCreator ? row.creatorTagline : null,
    likeCount: relation.likeCount,
    likedByMe: relation.likedByMe,
    isMatch,
    isFavourite: relation.isFavourite,
    distance: isMe ? null : placeFor(viewerPoint, row).distance,
    lastActive: lastActiveOf(row),
    visitingFrom: visitingFromOf(row),
    isMe,
    ...sampleOf(row),
  };
}
