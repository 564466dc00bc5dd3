import { describe, expect, it } from 'vitest';
import { ProfileUpdateSchema } from '@blaze/contracts/profile-edit';
import type { OwnProfile } from '@blaze/contracts/profiles';
import {
  describeIssue,
  editorValuesFrom,
  toProfileUpdate,
} from '@/features/profiles/lib/editor-form';

const profile = {
  displayName: 'Sam',
  bio: null,
  age: 30,
  pronouns: null,
  city: 'London',
  height: 180,
  weight: null,
  bodyType: 'athletic',
  tribe: null,
  sexualPosition: ['vers', 'unknown'],
  lookingFor: ['dating'],
  interests: ['travel'],
  hivStatus: null,
  onPrep: 'yes',
  lastTested: null,
  privacySettings: { healthVisibility: 'nobody', showAge: true },
} as unknown as OwnProfile;

describe('profile editor form', () => {
  it('round-trips a profile into a valid update and drops unknown catalogue values', () => {
    const values = editorValuesFrom(profile);
    expect(values.sexualPosition).toEqual(['vers']);
    const update = toProfileUpdate({ ...values, bio: '  hi  ', showHealth: true }, profile);
    expect(update.bio).toBe('hi');
    expect(update.privacySettings).toEqual({ healthVisibility: 'everyone', showAge: true });
    expect(ProfileUpdateSchema.safeParse(update).success).toBe(true);
  });

  it('explains a refused value in words', () => {
    const values = { ...editorValuesFrom(profile), height: '500' };
    const parsed = ProfileUpdateSchema.safeParse(toProfileUpdate(values, profile));
    expect(parsed.success).toBe(false);
    expect(describeIssue(parsed.error!.issues[0]!)).toBe('Height must be at most 230');
  });
});
