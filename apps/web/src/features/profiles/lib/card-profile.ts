import type { MemberProfile } from '@blaze/contracts/member-profile';
import type { OwnProfile } from '@blaze/contracts/profiles';
import { PRODUCT_NAME } from '@blaze/contracts/constants';

/** What the profile card shows, for another member's profile and for the member's own. */
export interface CardProfile {
  name: string;
  age: number | null;
  city: string | null;
  /** Rounded distance ('1.5 km'); null on my own card and when he hides it. */
  distance: string | null;
  /** While he roams: his home city, shown as 'Visiting from ...' (decision 022). */
  visitingFrom: string | null;
  isOnline: boolean;
  /** When he was last seen (to 5 minutes), while he is not online. */
  lastActive: string | null;
  isVerified: boolean;
  /** A demo member, shown only in demo mode: the 'Sample' tag (decision 038). */
  sample?: boolean;
  /** A creator profile: the badge, and his tagline (null when none). */
  isCreator: boolean;
  creatorTagline: string | null;
  photos: string[];
  bio: string | null;
  whatImInto: string | null;
  likeCount: number | null;
  sexualPosition: string[];
  lookingFor: string[];
  interests: string[];
  kinks: string[];
  height: number | null;
  weight: number | null;
  bodyType: string | null;
  tribe: string | null;
  pronouns: string | null;
  health: { hivStatus: string | null; onPrep: string | null; lastTested: string | null } | null;
}

function nameOf(displayName: string | null, username: string): string {
  return displayName?.trim() || username || `${PRODUCT_NAME} User`;
}

function photosOf(avatarUrl: string | null, photos: readonly string[]): string[] {
  return avatarUrl ? [avatarUrl, ...photos.filter((url) => url !== avatarUrl)] : [...photos];
}

export function cardFromMember(profile: MemberProfile): CardProfile {
  return {
    name: nameOf(profile.displayName, profile.username),
    age: profile.age,
    city: profile.city,
    distance: profile.distance,
    visitingFrom: profile.visitingFrom,
    isOnline: profile.isOnline,
    lastActive: profile.lastActive,
    isVerified: profile.isVerified,
    sample: profile.sample === true,
    isCreator: profile.isCreator,
    creatorTagline: profile.creatorTagline,
    photos: photosOf(profile.avatarUrl, profile.photos),
    bio: profile.bio,
    whatImInto: profile.whatImInto,
    likeCount: profile.likeCount,
    sexualPosition: profile.sexualPosition,
    lookingFor: profile.lookingFor,
    interests: profile.interests,
    kinks: profile.kinks.map((kink) => kink.label),
    height: profile.height,
    weight: profile.weight,
    bodyType: profile.bodyType,
    tribe: profile.tribe,
    pronouns: profile.pronouns,
    health: profile.health,
  };
}

/** The member's own card shows his health only when he chose to show it to everyone. */
export function cardFromOwn(profile: OwnProfile): CardProfile {
  const showsHealth = profile.privacySettings.healthVisibility === 'everyone';
  return {
    name: nameOf(profile.displayName, profile.username),
    age: profile.age,
    city: profile.city,
    distance: null,
    visitingFrom: null,
    isOnline: true,
    lastActive: null,
    isVerified: profile.verificationStatus === 'verified',
    isCreator: profile.isCreator,
    creatorTagline: profile.isCreator ? profile.creatorTagline : null,
    photos: photosOf(profile.avatarUrl, profile.photos),
    bio: profile.bio,
    whatImInto: profile.whatImInto,
    likeCount: null,
    sexualPosition: profile.sexualPosition,
    lookingFor: profile.lookingFor,
    interests: profile.interests,
    kinks: [],
    height: profile.height,
    weight: profile.weight,
    bodyType: profile.bodyType,
    tribe: profile.tribe,
    pronouns: profile.pronouns,
    health: showsHealth
      ? { hivStatus: profile.hivStatus, onPrep: profile.onPrep, lastTested: profile.lastTested }
      : null,
  };
}
