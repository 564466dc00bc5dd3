import type { MemberCard, MemberProfile, OwnProfile, ProfileType } from '@blaze/contracts';
import { KINKS, PROFILE_TYPES } from '@blaze/contracts';
import type { ProfileRow } from '../../db/schema.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const profileType = (t: string): ProfileType =>
  (PROFILE_TYPES as readonly string[]).includes(t) ? (t as ProfileType) : 'dating';

/** The owner's own view: every column, named as the contract names it. */
export function toOwnProfile(row: ProfileRow): OwnProfile {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    displayName: row.displayName,
    bio: row.bio,
    age: row.age,
    avatarUrl: row.avatarUrl,
    latitude: row.latitude,
    longitude: row.longitude,
    city: row.city,
    country: row.country,
    isOnline: row.isOnline,
    lastActive: iso(row.lastActive),
    locationVisible: row.locationVisible,
    locationUpdatedAt: iso(row.locationUpdatedAt),
    profileCompletionPercentage: row.profileCompletionPercentage,
    photos: row.photos,
    tags: row.tags,
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
    profileImages: row.profileImages,
    privateImages: row.privateImages,
    premiumImages: row.premiumImages,
    privacySettings: row.privacySettings,
    verificationStatus: row.verificationStatus,
    manualProfile: row.manualProfile,
    whatImInto: row.whatImInto,
    lookingFor: row.lookingFor,
    preferences: row.preferences,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What another member may see on a tile: no e-mail, no coordinates, no health fields. */
export function toMemberCard(row: ProfileRow): MemberCard {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    age: row.age,
    avatarUrl: row.avatarUrl,
    city: row.city,
    isOnline: row.isOnline,
    profileType: profileType(row.profileType),
    tribe: row.tribe,
    bodyType: row.bodyType,
  };
}

type KinkSharing = Record<string, string>;
const kinkSharing = (row: ProfileRow): KinkSharing =>
  ((row.kinksFetishes as { general?: KinkSharing }).general ?? {}) as KinkSharing;

/**
 * Another member's profile as this viewer may see it. Health only when the owner shows it to everyone;
 * a 'match-only' kink only to a viewer who is into it too; age hidden when the owner hides it.
 */
export function toMemberProfile(
  row: ProfileRow,
  viewer: ProfileRow,
  likes: { likeCount: number; likedByMe: boolean },
): MemberProfile {
  const privacy = row.privacySettings as { healthVisibility?: string; showAge?: boolean };
  const ownerKinks = kinkSharing(row);
  const viewerKinks = kinkSharing(viewer);
  const kinks = KINKS.filter((k) => {
    const sharing = ownerKinks[k.id];
    if (!sharing) return false;
    return sharing === 'both' || k.id in viewerKinks;
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
    age: privacy.showAge === false ? null : row.age,
    bio: row.bio,
    avatarUrl: row.avatarUrl,
    photos: row.photos,
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
    interests: row.tags,
    whatImInto: row.whatImInto,
    kinks,
    health:
      privacy.healthVisibility === 'everyone'
        ? { hivStatus: row.hivStatus, onPrep: row.onPrep, lastTested: row.lastTested }
        : null,
    isVerified: row.verificationStatus === 'verified',
    likeCount: likes.likeCount,
    likedByMe: likes.likedByMe,
    isMe: row.id === viewer.id,
  };
}
