import { z } from 'zod';
import {
  BODY_TYPES,
  HIV_STATUSES,
  INTERESTS,
  KINK_IDS,
  LOOKING_FOR,
  POSITIONS,
  PREP_STATUSES,
  TONES,
} from './catalogues.ts';
import { AGE_MAX, AGE_MIN, HEIGHT_CM, TEXT_SECTION_MAX } from './constants.ts';

const text = (max: number) => z.string().trim().max(max);
const nullableText = (max: number) => text(max).nullable();

/** Who may see the health fields; private unless the owner chooses otherwise. */
export const HEALTH_VISIBILITY = ['nobody', 'everyone'] as const;
export const PrivacySettingsSchema = z.strictObject({
  healthVisibility: z.enum(HEALTH_VISIBILITY).default('nobody'),
  showAge: z.boolean().default(true),
});
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

/**
 * A kink the member is into: shown to everyone ('both') or only to matches (both liked each other) who
 * share it ('match-only').
 */
export const KINK_SHARING = ['both', 'match-only'] as const;
export const KinksFetishesSchema = z.strictObject({
  general: z.partialRecord(z.enum(KINK_IDS as [string, ...string[]]), z.enum(KINK_SHARING)),
});
export type KinksFetishes = z.infer<typeof KinksFetishesSchema>;

/**
 * What a member may change on his own profile (PATCH /api/profiles/me). Strict: id, role,
 * verification_status, is_admin, avatar and photos, completion and presence are refused.
 */
export const ProfileUpdateSchema = z
  .strictObject({
    displayName: text(50).min(1).nullable(),
    fullName: nullableText(100),
    bio: nullableText(TEXT_SECTION_MAX),
    age: z.number().int().min(AGE_MIN).max(AGE_MAX).nullable(),
    pronouns: nullableText(30),
    city: nullableText(80),
    intent: z.array(z.enum(TONES)).max(TONES.length),
    height: z.number().int().min(HEIGHT_CM.min).max(HEIGHT_CM.max).nullable(),
    weight: z.number().int().min(35).max(250).nullable(),
    bodyType: z.enum(BODY_TYPES).nullable(),
    tribe: nullableText(30),
    eyeColour: nullableText(30),
    ethnicity: nullableText(50),
    sexualPosition: z.array(z.enum(POSITIONS)).max(POSITIONS.length),
    lookingFor: z.array(z.enum(LOOKING_FOR)).max(LOOKING_FOR.length),
    interests: z.array(z.enum(INTERESTS)).max(INTERESTS.length),
    whatImInto: nullableText(TEXT_SECTION_MAX),
    kinksFetishes: KinksFetishesSchema,
    hivStatus: z.enum(HIV_STATUSES).nullable(),
    onPrep: z.enum(PREP_STATUSES).nullable(),
    lastTested: z.iso.date().nullable(),
    privacySettings: PrivacySettingsSchema,
    locationVisible: z.boolean(),
    hideDistance: z.boolean(),
  })
  .partial();
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;
