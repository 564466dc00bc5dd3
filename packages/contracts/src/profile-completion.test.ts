import { describe, expect, it } from 'vitest';
import { completionSteps, profileCompletion, type CompletionFields } from './profile-completion.ts';

const empty: CompletionFields = {
  displayName: null,
  bio: null,
  age: null,
  city: null,
  bodyType: null,
  height: null,
  intent: [],
  sexualPosition: [],
  lookingFor: [],
  hasProfilePhoto: false,
  publicPhotoCount: 0,
};

describe('profile completion', () => {
  it('is 0 for an empty profile and 100 with every step, the steps weighing 100 together', () => {
    expect(profileCompletion(empty)).toBe(0);
    const full: CompletionFields = {
      displayName: 'Sam',
      bio: 'Hi',
      age: 31,
      city: 'Berlin',
      bodyType: 'athletic',
      height: 180,
      intent: ['dates'],
      sexualPosition: ['vers'],
      lookingFor: ['friends'],
      hasProfilePhoto: true,
      publicPhotoCount: 2,
    };
    expect(profileCompletion(full)).toBe(100);
    expect(completionSteps(full).every((s) => s.done)).toBe(true);
    expect(completionSteps(empty).reduce((sum, s) => sum + s.weight, 0)).toBe(100);
  });

  it('counts blank words as missing, and each step by its own weight', () => {
    const steps = completionSteps({ ...empty, displayName: '   ', bio: 'About me', age: 30 });
    expect(steps.find((s) => s.id === 'displayName')?.done).toBe(false);
    expect(profileCompletion({ ...empty, displayName: '   ', bio: 'About me', age: 30 })).toBe(25);
    expect(profileCompletion({ ...empty, hasProfilePhoto: true, publicPhotoCount: 1 })).toBe(20);
  });
});
