import { z } from 'zod';
import { USERNAME_RULES } from './constants.ts';
import { CITY_NAMES } from './discovery.ts';
import { PostPhotoSchema } from './posts.ts';
import {
  SERVICE_CATEGORIES,
  SERVICE_LANGUAGES,
  type ServiceLanguage,
} from './service-constants.ts';

/**
 * Issue 16, Services (decision 025): a provider profile separate from the personal one (a professional
 * mode): its own handle (the {username} of /escort/{username}), name, category, rates as text,
 * incall/outcall, an area that is a city and at most a neighbourhood name (never a point), weekly
 * availability as text, photos, languages. Pending until an admin approves it; editing its content
 * sends it back to review. Blaze processes no payment for services.
 */

export {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  SERVICE_LANGUAGES,
  type ServiceCategory,
  type ServiceLanguage,
} from './service-constants.ts';

export const SERVICE_STATUSES = ['pending', 'approved', 'rejected', 'paused'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_LANGUAGE_CODES = Object.keys(SERVICE_LANGUAGES) as [
  ServiceLanguage,
  ...ServiceLanguage[],
];

export const SERVICE_LIMITS = {
  displayNameMax: 50,
  headlineMax: 120,
  aboutMax: 2000,
  ratesMax: 500,
  availabilityMax: 500,
  neighbourhoodMax: 60,
  languagesMax: 8,
  photosMax: 6,
  reviewNoteMax: 500,
  contactTextMax: 2000,
  pageSize: 20,
  pageMax: 50,
  /** A listing's JSON body can never need more: a longer one is refused (400) before it is read. */
  bodyMaxBytes: 32 * 1024,
} as const;

/** Said on every services page: Blaze takes no part in what is agreed or paid. */
export const SERVICES_NO_PAYMENT_NOTE =
  'Blaze processes no payment for services: anything you agree is between you and the provider.';

export const SERVICE_BODY_TOO_LONG_MESSAGE = `This listing is too long. Keep the headline within ${SERVICE_LIMITS.headlineMax} characters, the description within ${SERVICE_LIMITS.aboutMax}, and rates and availability within ${SERVICE_LIMITS.ratesMax} each.`;

const text = (max: number, what: string) =>
  z.string().trim().max(max, `${what} takes at most ${max} characters.`);

/**
 * The handle of /escort/{handle}: validated like usernames (lowercase letters, digits, dots,
 * underscores), unique among providers, and never his own username (it would link the two).
 */
export const ServiceHandleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(USERNAME_RULES.minLength, `A handle takes at least ${USERNAME_RULES.minLength} characters.`)
  .max(USERNAME_RULES.maxLength, `A handle takes at most ${USERNAME_RULES.maxLength} characters.`)
  .regex(
    USERNAME_RULES.pattern,
    'A handle may use letters, numbers, dots and underscores, and must start with a letter or number.',
  );

const ServiceContentShape = {
  handle: ServiceHandleSchema,
  displayName: text(SERVICE_LIMITS.displayNameMax, 'Your professional name').min(
    1,
    'Give your professional name.',
  ),
  category: z.enum(SERVICE_CATEGORIES, { error: 'Pick escort, massage or other.' }),
  headline: text(SERVICE_LIMITS.headlineMax, 'The headline').min(1, 'Write a headline.'),
  about: text(SERVICE_LIMITS.aboutMax, 'The description').default(''),
  rates: text(SERVICE_LIMITS.ratesMax, 'Rates').default(''),
  incall: z.boolean(),
  outcall: z.boolean(),
  city: z.enum(CITY_NAMES, { error: 'Pick a city from the list.' }),
  /** A neighbourhood's name, never an address or a point. */
  neighbourhood: text(SERVICE_LIMITS.neighbourhoodMax, 'The neighbourhood')
    .nullable()
    .default(null),
  availability: text(SERVICE_LIMITS.availabilityMax, 'Availability').default(''),
  languages: z
    .array(z.enum(SERVICE_LANGUAGE_CODES, { error: 'Pick languages from the list.' }))
    .max(SERVICE_LIMITS.languagesMax, `Pick at most ${SERVICE_LIMITS.languagesMax} languages.`)
    .refine((l) => new Set(l).size === l.length, 'Pick each language once.')
    .default([]),
};

const inOrOut = (b: { incall?: boolean | undefined; outcall?: boolean | undefined }) =>
  b.incall !== false || b.outcall !== false;
const inOrOutMessage = { message: 'Offer incall, outcall or both.', path: ['incall'] };

export const ServiceCreateBodySchema = z
  .strictObject(ServiceContentShape)
  .refine(inOrOut, inOrOutMessage);
export type ServiceCreateBody = z.input<typeof ServiceCreateBodySchema>;

/** An edit: any of the fields; a change of content sends an approved listing back to review. */
export const ServiceUpdateBodySchema = z
  .strictObject({
    handle: ServiceContentShape.handle.optional(),
    displayName: ServiceContentShape.displayName.optional(),
    category: ServiceContentShape.category.optional(),
    headline: ServiceContentShape.headline.optional(),
    about: text(SERVICE_LIMITS.aboutMax, 'The description').optional(),
    rates: text(SERVICE_LIMITS.ratesMax, 'Rates').optional(),
    incall: z.boolean().optional(),
    outcall: z.boolean().optional(),
    city: ServiceContentShape.city.optional(),
    neighbourhood: text(SERVICE_LIMITS.neighbourhoodMax, 'The neighbourhood').nullable().optional(),
    availability: text(SERVICE_LIMITS.availabilityMax, 'Availability').optional(),
    languages: z
      .array(z.enum(SERVICE_LANGUAGE_CODES, { error: 'Pick languages from the list.' }))
      .max(SERVICE_LIMITS.languagesMax, `Pick at most ${SERVICE_LIMITS.languagesMax} languages.`)
      .refine((l) => new Set(l).size === l.length, 'Pick each language once.')
      .optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change.');
export type ServiceUpdateBody = z.input<typeof ServiceUpdateBodySchema>;

export const ServicePauseBodySchema = z.strictObject({ paused: z.boolean() });

export const ServicePhotoSchema = PostPhotoSchema;
export type ServicePhoto = z.infer<typeof ServicePhotoSchema>;

/**
 * A provider as anyone may see him: no member id, no username, no coordinates. The area is a city
 * and at most a neighbourhood's name.
 */
export const ServiceProviderSchema = z.object({
  id: z.string(),
  handle: z.string(),
  displayName: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  headline: z.string(),
  about: z.string(),
  rates: z.string(),
  incall: z.boolean(),
  outcall: z.boolean(),
  city: z.string(),
  country: z.string(),
  neighbourhood: z.string().nullable(),
  availability: z.string(),
  languages: z.array(z.enum(SERVICE_LANGUAGE_CODES)),
  photos: z.array(ServicePhotoSchema),
  /** The viewer's own listing (he may edit it; he sees it in every status). */
  isOwn: z.boolean(),
  updatedAt: z.string(),
});
export type ServiceProvider = z.infer<typeof ServiceProviderSchema>;

/** His own listing: its review state too. */
export const MyServiceListingSchema = ServiceProviderSchema.extend({
  status: z.enum(SERVICE_STATUSES),
  /** The admin's words when he rejected it. */
  reviewNote: z.string().nullable(),
});
export type MyServiceListing = z.infer<typeof MyServiceListingSchema>;
export const MyServiceSchema = z.object({ listing: MyServiceListingSchema.nullable() });
export type MyService = z.infer<typeof MyServiceSchema>;

/** A listing in lists and strips. */
export const ServiceCardSchema = ServiceProviderSchema.pick({
  id: true,
  handle: true,
  displayName: true,
  category: true,
  headline: true,
  rates: true,
  incall: true,
  outcall: true,
  city: true,
  neighbourhood: true,
  languages: true,
}).extend({ photo: ServicePhotoSchema.nullable() });
export type ServiceCard = z.infer<typeof ServiceCardSchema>;

const flagParam = z.enum(['true', 'false']).transform((v) => v === 'true');

export const ServiceListQuerySchema = z.strictObject({
  category: z.enum(SERVICE_CATEGORIES, { error: 'Pick escort, massage or other.' }).optional(),
  city: z.enum(CITY_NAMES, { error: 'Pick a city from the list.' }).optional(),
  /** 'mine': the city he is in (his profile's city, else the listed city near him). */
  near: z.literal('me').optional(),
  incall: flagParam.optional(),
  outcall: flagParam.optional(),
  language: z.enum(SERVICE_LANGUAGE_CODES, { error: 'Pick a language from the list.' }).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SERVICE_LIMITS.pageMax)
    .default(SERVICE_LIMITS.pageSize),
  cursor: z.string().max(200).optional(),
});
export type ServiceListQuery = z.input<typeof ServiceListQuerySchema>;
export type ServiceFilters = z.output<typeof ServiceListQuerySchema>;

export const ServicePageSchema = z.object({
  listings: z.array(ServiceCardSchema),
  nextCursor: z.string().nullable(),
  /** He hid services in his settings: nothing is listed to him. */
  hidden: z.boolean(),
  /** The city 'near=me' resolved to (null: none known). */
  city: z.string().nullable(),
});
export type ServicePage = z.infer<typeof ServicePageSchema>;

/** Contact: his first words open (or continue) a service chat. */
export const ServiceContactBodySchema = z.strictObject({
  clientId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - or _'),
  text: z
    .string()
    .trim()
    .min(1, 'Write something first.')
    .max(
      SERVICE_LIMITS.contactTextMax,
      `Keep it within ${SERVICE_LIMITS.contactTextMax} characters.`,
    ),
});
export type ServiceContactBody = z.infer<typeof ServiceContactBodySchema>;
export const ServiceContactReplySchema = z.object({ conversationId: z.string() });

export const ServicesStatusSchema = z.object({
  /** The operator's SERVICES_ENABLED. */
  enabled: z.boolean(),
  /** He hid services in his settings (false when signed out). */
  hidden: z.boolean(),
});
export type ServicesStatus = z.infer<typeof ServicesStatusSchema>;

export const ServiceSettingsSchema = z.strictObject({ hideServices: z.boolean() });
export type ServiceSettings = z.infer<typeof ServiceSettingsSchema>;

// ---- admin review ----

export const AdminServiceListingSchema = MyServiceListingSchema.extend({
  /** The member behind it, for the reviewer only. */
  userId: z.string(),
  createdAt: z.string(),
});
export type AdminServiceListing = z.infer<typeof AdminServiceListingSchema>;
export const AdminServiceQuerySchema = z.strictObject({
  status: z.enum(SERVICE_STATUSES).default('pending'),
});
export const AdminServiceListSchema = z.object({ items: z.array(AdminServiceListingSchema) });
export const ServiceRejectBodySchema = z.strictObject({
  note: z
    .string()
    .trim()
    .min(1, 'Say why, so the provider can fix it.')
    .max(SERVICE_LIMITS.reviewNoteMax),
});
