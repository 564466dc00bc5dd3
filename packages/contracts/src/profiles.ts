import { z } from 'zod';
import { SampleMarkSchema } from './data-modes.ts';

export const PROFILE_TYPES = ['dating', 'creator', 'commercial', 'escort'] as const;
export const ProfileTypeSchema = z.enum(PROFILE_TYPES);
export type ProfileType = z.infer<typeof ProfileTypeSchema>;

/** Where a member's location comes from: his device, or a city he picked from the list. */
export const LOCATION_SOURCES = ['device', 'city'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

/** The member's own profile: every column of spec section 3, as the owner sees it. */
export const OwnProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  age: z.number().int().nullable(),
  avatarUrl: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  isOnline: z.boolean(),
  lastActive: z.string().nullable(),
  locationVisible: z.boolean(),
  /** Others see no distance and cannot sort me finely by it. */
  hideDistance: z.boolean(),
  /** 'device' (shared from the browser) or 'city' (picked from the list). */
  locationSource: z.enum(LOCATION_SOURCES),
  locationUpdatedAt: z.string().nullable(),
  profileCompletionPercentage: z.number().int(),
  photos: z.array(z.string()),
  interests: z.array(z.string()),
  profileType: ProfileTypeSchema,
  pronouns: z.string().nullable(),
  intent: z.array(z.string()),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  bodyType: z.string().nullable(),
  tribe: z.string().nullable(),
  eyeColour: z.string().nullable(),
  ethnicity: z.string().nullable(),
  dickLength: z.string().nullable(),
  dickGirth: z.string().nullable(),
  holeTightness: z.string().nullable(),
  sexualPosition: z.array(z.string()),
  sexualStyle: z.array(z.string()),
  kinksFetishes: z.record(z.string(), z.unknown()),
  drugChem: z.string().nullable(),
  consentBoundaries: z.string().nullable(),
  hivStatus: z.string().nullable(),
  onPrep: z.string().nullable(),
  lastTested: z.string().nullable(),
  stiTransparency: z.string().nullable(),
  healthTags: z.array(z.string()),
  profileImages: z.array(z.string()),
  privateImages: z.array(z.string()),
  premiumImages: z.array(z.string()),
  privacySettings: z.record(z.string(), z.unknown()),
  verificationStatus: z.string(),
  manualProfile: z.record(z.string(), z.unknown()).nullable(),
  whatImInto: z.string().nullable(),
  lookingFor: z.array(z.string()),
  preferences: z.record(z.string(), z.unknown()),
  /** His creator profile (issue 14): the badge on his profile and posts, and its tagline. */
  isCreator: z.boolean(),
  creatorTagline: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnProfile = z.infer<typeof OwnProfileSchema>;

/** What any signed-in member may see of another member on a list tile. Never e-mail, never coordinates. */
export const MemberCardSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  age: z.number().int().nullable(),
  avatarUrl: z.string().nullable(),
  city: z.string().nullable(),
  /** Never true for a member who keeps his last seen private (message settings). */
  isOnline: z.boolean(),
  profileType: ProfileTypeSchema,
  tribe: z.string().nullable(),
  bodyType: z.string().nullable(),
  /** His photo verification holds (decision 029): the 'Verified' badge. */
  isVerified: z.boolean(),
  /** A demo member (only ever shown in demo mode, decision 038): the 'Sample' tag. */
  sample: SampleMarkSchema,
});
export type MemberCard = z.infer<typeof MemberCardSchema>;
