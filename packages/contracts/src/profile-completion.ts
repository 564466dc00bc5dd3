/**
 * The one checklist behind a profile's completion percentage: the server stores the percentage from it,
 * and the setup page (/profile-setup) shows its steps. 'Complete' starts at PROFILE_COMPLETE_PERCENT
 * (spec section 9).
 */

/** What the checklist reads of a profile: the owner's own view holds all of it. */
export interface CompletionFields {
  displayName: string | null;
  bio: string | null;
  age: number | null;
  city: string | null;
  bodyType: string | null;
  height: number | null;
  intent: readonly string[];
  sexualPosition: readonly string[];
  lookingFor: readonly string[];
  hasProfilePhoto: boolean;
  publicPhotoCount: number;
}

export const COMPLETION_STEP_IDS = [
  'displayName',
  'profilePhoto',
  'bio',
  'age',
  'intent',
  'position',
  'location',
  'bodyType',
  'height',
  'lookingFor',
  'photos',
] as const;
export type CompletionStepId = (typeof COMPLETION_STEP_IDS)[number];

export interface CompletionStep {
  id: CompletionStepId;
  /** What the step asks of him, in the app's words. */
  label: string;
  weight: number;
  done: boolean;
}

const text = (v: string | null) => Boolean(v?.trim());

const CHECKLIST: ReadonlyArray<{
  id: CompletionStepId;
  label: string;
  weight: number;
  filled: (p: CompletionFields) => boolean;
}> = [
  { id: 'displayName', label: 'Add your name', weight: 15, filled: (p) => text(p.displayName) },
  {
    id: 'profilePhoto',
    label: 'Add a profile photo',
    weight: 15,
    filled: (p) => p.hasProfilePhoto,
  },
  { id: 'bio', label: 'Write a few words about you', weight: 15, filled: (p) => text(p.bio) },
  { id: 'age', label: 'Add your age', weight: 10, filled: (p) => p.age !== null },
  {
    id: 'intent',
    label: 'Say what you are here for',
    weight: 10,
    filled: (p) => p.intent.length > 0,
  },
  {
    id: 'position',
    label: 'Pick your position',
    weight: 10,
    filled: (p) => p.sexualPosition.length > 0,
  },
  { id: 'location', label: 'Set your location', weight: 5, filled: (p) => text(p.city) },
  { id: 'bodyType', label: 'Add your body type', weight: 5, filled: (p) => text(p.bodyType) },
  { id: 'height', label: 'Add your height', weight: 5, filled: (p) => p.height !== null },
  {
    id: 'lookingFor',
    label: 'Say who you are looking for',
    weight: 5,
    filled: (p) => p.lookingFor.length > 0,
  },
  { id: 'photos', label: 'Add public photos', weight: 5, filled: (p) => p.publicPhotoCount > 0 },
];

/** Every step, in the order the setup page shows them, with whether he has done it. */
export function completionSteps(p: CompletionFields): CompletionStep[] {
  return CHECKLIST.map(({ id, label, weight, filled }) => ({ id, label, weight, done: filled(p) }));
}

/** The completion percentage: the weight of the steps done over all weights, rounded. */
export function profileCompletion(p: CompletionFields): number {
  const steps = completionSteps(p);
  const total = steps.reduce((sum, s) => sum + s.weight, 0);
  const got = steps.reduce((sum, s) => sum + (s.done ? s.weight : 0), 0);
  return Math.round((got / total) * 100);
}
