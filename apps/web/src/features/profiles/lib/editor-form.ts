import type { OwnProfile } from '@blaze/contracts/profiles';
import type { ProfileUpdate } from '@blaze/contracts/profile-edit';
import {
  BODY_TYPES,
  HIV_STATUSES,
  INTERESTS,
  LOOKING_FOR,
  POSITIONS,
  PREP_STATUSES,
  type BodyType,
  type HivStatus,
  type Interest,
  type LookingFor,
  type Position,
  type PrepStatus,
} from '@blaze/contracts/catalogues';

/** The profile editor's form: text fields as typed, turned into a ProfileUpdate on save. */
export interface EditorValues {
  displayName: string;
  bio: string;
  age: string;
  pronouns: string;
  city: string;
  height: string;
  weight: string;
  bodyType: string;
  tribe: string;
  sexualPosition: Position[];
  lookingFor: LookingFor[];
  interests: Interest[];
  hivStatus: string;
  onPrep: string;
  lastTested: string;
  showHealth: boolean;
}

function pick<T extends string>(options: readonly T[], values: readonly string[]): T[] {
  return values.filter((value): value is T => (options as readonly string[]).includes(value));
}

export function editorValuesFrom(profile: OwnProfile): EditorValues {
  return {
    displayName: profile.displayName ?? '',
    bio: profile.bio ?? '',
    age: profile.age ? String(profile.age) : '',
    pronouns: profile.pronouns ?? '',
    city: profile.city ?? '',
    height: profile.height ? String(profile.height) : '',
    weight: profile.weight ? String(profile.weight) : '',
    bodyType: profile.bodyType ?? '',
    tribe: profile.tribe ?? '',
    sexualPosition: pick(POSITIONS, profile.sexualPosition),
    lookingFor: pick(LOOKING_FOR, profile.lookingFor),
    interests: pick(INTERESTS, profile.interests),
    hivStatus: profile.hivStatus ?? '',
    onPrep: profile.onPrep ?? '',
    lastTested: profile.lastTested?.slice(0, 10) ?? '',
    showHealth: profile.privacySettings.healthVisibility === 'everyone',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const intOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

function oneOf<T extends string>(options: readonly T[], value: string): T | null {
  return (options as readonly string[]).includes(value) ? (value as T) : null;
}

export function toProfileUpdate(values: EditorValues, profile: OwnProfile): ProfileUpdate {
  const showAge = profile.privacySettings.showAge;
  return {
    displayName: orNull(values.displayName),
    bio: orNull(values.bio),
    age: intOrNull(values.age),
    pronouns: orNull(values.pronouns),
    city: orNull(values.city),
    height: intOrNull(values.height),
    weight: intOrNull(values.weight),
    bodyType: oneOf<BodyType>(BODY_TYPES, values.bodyType),
    tribe: orNull(values.tribe),
    sexualPosition: values.sexualPosition,
    lookingFor: values.lookingFor,
    interests: values.interests,
    hivStatus: oneOf<HivStatus>(HIV_STATUSES, values.hivStatus),
    onPrep: oneOf<PrepStatus>(PREP_STATUSES, values.onPrep),
    lastTested: orNull(values.lastTested),
    privacySettings: {
      healthVisibility: values.showHealth ? 'everyone' : 'nobody',
      showAge: typeof showAge === 'boolean' ? showAge : true,
    },
  };
}

const FIELD_NAMES: Record<string, string> = {
  displayName: 'Display name',
  bio: 'Bio',
  age: 'Age',
  pronouns: 'Pronouns',
  city: 'City',
  height: 'Height',
  weight: 'Weight',
  tribe: 'Tribe',
  lastTested: 'Last tested',
};

interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
}

/** A validation problem in the member's words: 'Height must be at most 230'. */
export function describeIssue(issue: IssueLike): string {
  const key = String(issue.path[0] ?? '');
  const field = FIELD_NAMES[key] ?? 'This field';
  const text = issue.origin === 'string';
  if (issue.code === 'too_big') {
    return text
      ? `${field} can be at most ${String(issue.maximum)} characters`
      : `${field} must be at most ${String(issue.maximum)}`;
  }
  if (issue.code === 'too_small') {
    return text ? `${field} can't be empty` : `${field} must be at least ${String(issue.minimum)}`;
  }
  if (issue.code === 'invalid_format') return `${field} must be a date`;
  return `${field}: ${issue.message}`;
}
