import { z } from 'zod';
import {
  BODY_TYPES,
  HIV_STATUSES,
  INTERESTS,
  LOOKING_FOR,
  POSITIONS,
  PREP_STATUSES,
  TONES,
} from './catalogues.ts';
import { AGE_MAX, AGE_MIN, HEIGHT_CM, TEXT_SECTION_MAX } from './constants.ts';
import { KinksFetishesSchema } from './profile-edit.ts';

export const BUILDER_STEPS = [
  'What are you looking for?',
  'The basics',
  'Body and position',
  'Your preferences',
  'Health',
  'Interests',
  'Kinks',
  'Photos',
  'Create your profile',
  'Write your own',
] as const;
export const BUILDER_GENERATE_STEP = 8;

/**
 * The builder draft of spec section 3 (photos are uploaded to the album separately). Each field has
 * the profile's name and shape (ProfileUpdateSchema), so the draft is saved as it is.
 */
export const BuilderDraftSchema = z.strictObject({
  intent: z.array(z.enum(TONES)).max(TONES.length),
  age: z.number().int().min(AGE_MIN).max(AGE_MAX).nullable(),
  name: z.string().trim().max(50),
  location: z.string().trim().max(80),
  bodyType: z.enum(BODY_TYPES).nullable(),
  sexualPosition: z.array(z.enum(POSITIONS)).max(POSITIONS.length),
  interests: z.array(z.enum(INTERESTS)).max(INTERESTS.length),
  kinksFetishes: KinksFetishesSchema,
  hivStatus: z.enum(HIV_STATUSES).nullable(),
  onPrep: z.enum(PREP_STATUSES).nullable(),
  showHealth: z.boolean(),
  about: z.string().trim().max(TEXT_SECTION_MAX),
  height: z.number().int().min(HEIGHT_CM.min).max(HEIGHT_CM.max).nullable(),
  preferredAges: z
    .tuple([z.number().int().min(AGE_MIN).max(AGE_MAX), z.number().int().min(AGE_MIN).max(AGE_MAX)])
    .refine(([min, max]) => min <= max, 'The youngest age must not be above the oldest'),
  preferredBodyTypes: z.array(z.enum(BODY_TYPES)).max(BODY_TYPES.length),
  preferredPositions: z.array(z.enum(POSITIONS)).max(POSITIONS.length),
  lookingFor: z.array(z.enum(LOOKING_FOR)).max(LOOKING_FOR.length),
});
export type BuilderDraft = z.infer<typeof BuilderDraftSchema>;

export const ProfileTextSchema = z.strictObject({
  aboutMe: z.string().trim().min(1, 'Write something about yourself').max(TEXT_SECTION_MAX),
  whatImInto: z.string().trim().max(TEXT_SECTION_MAX),
  lookingFor: z.string().trim().max(TEXT_SECTION_MAX),
});
export type ProfileText = z.infer<typeof ProfileTextSchema>;

export const GenerateBodySchema = z.strictObject({ profileData: BuilderDraftSchema });
export const GenerateResponseSchema = z.object({
  profiles: z.array(ProfileTextSchema).length(3),
  source: z.enum(['built-in', 'ai']),
});
export type GenerateResponse = z.infer<typeof GenerateResponseSchema>;

export const BuilderSaveBodySchema = z.strictObject({
  draft: BuilderDraftSchema,
  text: ProfileTextSchema,
});
export type BuilderSaveBody = z.infer<typeof BuilderSaveBodySchema>;
