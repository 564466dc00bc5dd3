import { z } from 'zod';
import { groupDigits } from './numbers.ts';
import { SampleMarkSchema } from './data-modes.ts';
import { PostAuthorSchema } from './posts.ts';

/**
 * Issue 16, places: venues (public places, so their own point may be exact), check-ins, business
 * accounts and their claims (decision 023).
 */
export const VENUE_CATEGORIES = [
  'bar',
  'club',
  'sauna',
  'cafe',
  'restaurant',
  'gym',
  'hotel',
  'shop',
  'event_space',
  'outdoor',
] as const;
export type VenueCategory = (typeof VENUE_CATEGORIES)[number];
export const VENUE_CATEGORY_LABELS: Record<VenueCategory, string> = {
  bar: 'Bar',
  club: 'Club',
  sauna: 'Sauna',
  cafe: 'Café',
  restaurant: 'Restaurant',
  gym: 'Gym',
  hotel: 'Hotel',
  shop: 'Shop',
  event_space: 'Event space',
  outdoor: 'Outdoor',
};

export const VENUE_STATUSES = ['pending', 'approved', 'rejected', 'removed'] as const;
export type VenueStatus = (typeof VENUE_STATUSES)[number];

export const VENUE_LIMITS = {
  nameMax: 80,
  addressMax: 200,
  cityMax: 80,
  countryMax: 80,
  descriptionMax: 2000,
  tagsMax: 12,
  tagMax: 30,
  linksMax: 5,
  linkLabelMax: 40,
  urlMax: 500,
  photosMax: 8,
  hoursMax: 21,
  exceptionsMax: 60,
  /** A request body for a venue may be this large, so a huge text is a 400 that names the field. */
  bodyMaxBytes: 8 * 1024 * 1024,
} as const;

/** Places lists: page size and the widest radius. */
export const PLACES_PAGE_SIZE = 30;
export const PLACES_RADIUS_MAX_KM = 100;
export const PLACES_DEFAULT_RADIUS_KM = 25;

/** Check-ins: within 500 m of his true point, live 3 hours or until he checks out. */
export const CHECK_IN_RADIUS_M = 500;
export const CHECK_IN_HOURS = 3;
export const CHECK_IN_VISIBILITIES = ['venue', 'everyone', 'nobody'] as const;
export type CheckInVisibility = (typeof CHECK_IN_VISIBILITIES)[number];
export const CHECK_IN_VISIBILITY_LABELS: Record<CheckInVisibility, string> = {
  venue: 'Men checked in here',
  everyone: 'Everyone who opens the venue',
  nobody: 'Nobody (just add to the count)',
};

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${what} to ${groupDigits(max)} characters.`);
const required = (max: number, what: string) => text(max, what).min(1, `Enter ${what}.`);

/** 'HH:MM', 00:00 to 23:59. */
export const LocalTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 18:00 (24-hour clock).');
export const LocalDateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use a date like 2026-12-24.');

/**
 * Weekly hours: the weekday (Sunday 0) it opens and the local times. A closing time at or before the
 * opening time closes after midnight (22:00-04:00); equal times mean open around the clock.
 */
export const OpeningHoursSchema = z.strictObject({
  day: z
    .number()
    .int()
    .min(0, 'Days run from 0 (Sunday) to 6.')
    .max(6, 'Days run from 0 (Sunday) to 6.'),
  opens: LocalTimeSchema,
  closes: LocalTimeSchema,
});
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** A dated exception: closed that day, or other hours that day. */
export const HourExceptionSchema = z.union([
  z.strictObject({ date: LocalDateSchema, closed: z.literal(true) }),
  z.strictObject({ date: LocalDateSchema, opens: LocalTimeSchema, closes: LocalTimeSchema }),
]);
export type HourException = z.infer<typeof HourExceptionSchema>;

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
export const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, 'Pick a time zone like Europe/Berlin.');

/** A web link on a venue: http or https only (no javascript:, data: or mailto:). */
export const VenueLinkSchema = z.strictObject({
  label: required(VENUE_LIMITS.linkLabelMax, 'a label for the link'),
  url: z
    .string()
    .trim()
    .max(VENUE_LIMITS.urlMax, `Keep links to ${VENUE_LIMITS.urlMax} characters.`)
    .refine((u) => {
      try {
        const p = new URL(u);
        return (p.protocol === 'http:' || p.protocol === 'https:') && p.hostname.includes('.');
      } catch {
        return false;
      }
    }, 'Links must be web addresses starting with https:// or http://.'),
});
export type VenueLink = z.infer<typeof VenueLinkSchema>;

const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Tags cannot be empty.')
  .max(VENUE_LIMITS.tagMax, `Keep each tag to ${VENUE_LIMITS.tagMax} characters.`);

const venueFields = {
  name: required(VENUE_LIMITS.nameMax, 'the venue name'),
  category: z.enum(VENUE_CATEGORIES, {
    error: `Pick a category: ${VENUE_CATEGORIES.join(', ')}.`,
  }),
  address: required(VENUE_LIMITS.addressMax, 'the address'),
  city: required(VENUE_LIMITS.cityMax, 'the city'),
  country: text(VENUE_LIMITS.countryMax, 'the country'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timeZone: TimeZoneSchema,
  hours: z
    .array(OpeningHoursSchema)
    .max(VENUE_LIMITS.hoursMax, `At most ${VENUE_LIMITS.hoursMax} opening times.`),
  hourExceptions: z
    .array(HourExceptionSchema)
    .max(VENUE_LIMITS.exceptionsMax, `At most ${VENUE_LIMITS.exceptionsMax} exceptions.`)
    .refine((e) => new Set(e.map((x) => x.date)).size === e.length, 'One exception per date.'),
  description: text(VENUE_LIMITS.descriptionMax, 'the description'),
  tags: z.array(tagSchema).max(VENUE_LIMITS.tagsMax, `At most ${VENUE_LIMITS.tagsMax} tags.`),
  links: z
    .array(VenueLinkSchema)
    .max(VENUE_LIMITS.linksMax, `At most ${VENUE_LIMITS.linksMax} links.`),
  photoIds: z
    .array(z.string().min(1).max(100))
    .max(VENUE_LIMITS.photosMax, `At most ${VENUE_LIMITS.photosMax} photos.`),
};

export const VenueCreateBodySchema = z.strictObject({
  ...venueFields,
  country: venueFields.country.default(''),
  hours: venueFields.hours.default([]),
  hourExceptions: venueFields.hourExceptions.default([]),
  description: venueFields.description.default(''),
  tags: venueFields.tags.default([]),
  links: venueFields.links.default([]),
  photoIds: venueFields.photoIds.default([]),
});
export type VenueCreateBody = z.input<typeof VenueCreateBodySchema>;

/** An edit: any of the fields; an approved venue goes back to pending only when its place changes. */
export const VenueUpdateBodySchema = z
  .strictObject(venueFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Change at least one thing.');
export type VenueUpdateBody = z.input<typeof VenueUpdateBodySchema>;

export const VenueIdParamsSchema = z.strictObject({ venueId: z.string().min(1).max(100) });

export const PlacesQuerySchema = z.strictObject({
  category: z.enum(VENUE_CATEGORIES, { error: 'Unknown category.' }).optional(),
  openNow: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  radiusKm: z.coerce.number().int().min(1).max(PLACES_RADIUS_MAX_KM).optional(),
  q: z.string().trim().max(80, 'Keep the search to 80 characters.').optional(),
  cursor: z.string().max(200).optional(),
});
export type PlacesQuery = z.input<typeof PlacesQuerySchema>;
export type PlacesFilters = z.output<typeof PlacesQuerySchema>;

/** Whether a venue is open now, in its own time zone. */
export const OpeningStateSchema = z.object({
  openNow: z.boolean(),
  /** Local 'HH:MM' it closes when open now (null when open around the clock). */
  closesAt: z.string().nullable(),
  /** When closed: the next opening, local time, and in how many days (0 today, 1 tomorrow...). */
  opensAt: z
    .object({ time: z.string(), inDays: z.number().int(), weekday: z.number().int() })
    .nullable(),
});
export type OpeningState = z.infer<typeof OpeningStateSchema>;

export const VenuePhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type VenuePhoto = z.infer<typeof VenuePhotoSchema>;

/** A venue in a list: a public place, its exact point included. */
export const VenueSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(VENUE_CATEGORIES),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  tags: z.array(z.string()),
  cover: VenuePhotoSchema.nullable(),
  opening: OpeningStateSchema,
  /** From my own point to the venue, metres (tens); null while I have no location. Only I see it. */
  distanceM: z.number().int().nullable(),
  /** A demo venue (only ever shown in demo mode, decision 038): the 'Sample' tag. */
  sample: SampleMarkSchema,
});
export type VenueSummary = z.infer<typeof VenueSummarySchema>;

export const VenuePageSchema = z.object({
  venues: z.array(VenueSummarySchema),
  nextCursor: z.string().nullable(),
  /** Whether the list is measured from my location (false: I have none, then by name). */
  fromMe: z.boolean(),
});
export type VenuePage = z.infer<typeof VenuePageSchema>;

/** My live check-in. */
export const CheckInSchema = z.object({
  id: z.string(),
  venueId: z.string(),
  venueName: z.string(),
  visibility: z.enum(CHECK_IN_VISIBILITIES),
  startedAt: z.string(),
  endsAt: z.string(),
});
export type CheckIn = z.infer<typeof CheckInSchema>;

export const MyCheckInSchema = z.object({ checkIn: CheckInSchema.nullable() });
export type MyCheckIn = z.infer<typeof MyCheckInSchema>;

export const CheckInBodySchema = z.strictObject({
  visibility: z.enum(CHECK_IN_VISIBILITIES, {
    error: 'Choose who sees your check-in: venue, everyone or nobody.',
  }),
});
export type CheckInBody = z.input<typeof CheckInBodySchema>;

/** Who is checked in at a venue as this viewer may see it: a count, and the members allowed to show. */
export const VenueCheckInsSchema = z.object({
  count: z.number().int(),
  /** Name and photo only: never a distance or a place finer than the venue. */
  members: z.array(PostAuthorSchema),
});
export type VenueCheckIns = z.infer<typeof VenueCheckInsSchema>;

/** A venue's page. Owner-only fields (status, note) are null for everyone else. */
export const VenueDetailSchema = VenueSummarySchema.extend({
  timeZone: z.string(),
  hours: z.array(OpeningHoursSchema),
  hourExceptions: z.array(HourExceptionSchema),
  description: z.string(),
  links: z.array(VenueLinkSchema),
  photos: z.array(VenuePhotoSchema),
  isOwn: z.boolean(),
  /** Nobody runs it: an approved business account may claim it. */
  claimable: z.boolean(),
  /** His own venue's review: status and the admin's note (null for everyone else). */
  status: z.enum(VENUE_STATUSES).nullable(),
  reviewNote: z.string().nullable(),
  checkIns: VenueCheckInsSchema,
  /** I am within 500 m of it (so I may check in here). */
  withinReach: z.boolean(),
  /** My live check-in is here. */
  checkedInHere: z.boolean(),
});
export type VenueDetail = z.infer<typeof VenueDetailSchema>;

// ---- business accounts ----

export const BUSINESS_KINDS = ['venue', 'events', 'services', 'brand', 'other'] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];
export const BUSINESS_KIND_LABELS: Record<BusinessKind, string> = {
  venue: 'A bar, club, sauna or other venue',
  events: 'Events and parties',
  services: 'Services',
  brand: 'A brand or shop',
  other: 'Something else',
};
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const BusinessApplicationBodySchema = z.strictObject({
  businessName: required(100, 'the business name'),
  kind: z.enum(BUSINESS_KINDS, { error: `Pick what you run: ${BUSINESS_KINDS.join(', ')}.` }),
  contactEmail: z.email('Enter a contact e-mail address.').max(200),
  contactPhone: text(40, 'the phone number').default(''),
  website: z.union([z.literal(''), VenueLinkSchema.shape.url]).default(''),
  note: text(1000, 'the note').default(''),
});
export type BusinessApplicationBody = z.input<typeof BusinessApplicationBodySchema>;

export const BusinessAccountSchema = z.object({
  businessName: z.string(),
  kind: z.enum(BUSINESS_KINDS),
  contactEmail: z.string(),
  contactPhone: z.string(),
  website: z.string(),
  note: z.string(),
  status: z.enum(REVIEW_STATUSES),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type BusinessAccount = z.infer<typeof BusinessAccountSchema>;

export const VenueClaimBodySchema = z.strictObject({
  note: text(1000, 'the note').default(''),
});
export type VenueClaimBody = z.input<typeof VenueClaimBodySchema>;

export const VenueClaimSchema = z.object({
  id: z.string(),
  venueId: z.string(),
  venueName: z.string(),
  note: z.string(),
  status: z.enum(REVIEW_STATUSES),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
});
export type VenueClaim = z.infer<typeof VenueClaimSchema>;

/** The business screen: my application, my venues (any status) and my claims. */
export const MyBusinessSchema = z.object({
  account: BusinessAccountSchema.nullable(),
  venues: z.array(VenueDetailSchema),
  claims: z.array(VenueClaimSchema),
});
export type MyBusiness = z.infer<typeof MyBusinessSchema>;

// ---- admin (the queue screen comes with issue 17) ----

export const ReviewDecisionBodySchema = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: 'Decide approve or reject.' }),
  note: text(1000, 'the note').default(''),
});
export type ReviewDecisionBody = z.input<typeof ReviewDecisionBodySchema>;

export const AdminBusinessApplicationSchema = BusinessAccountSchema.extend({
  memberId: z.string(),
  username: z.string().nullable(),
});
export const AdminVenueSchema = VenueDetailSchema.omit({ checkIns: true }).extend({
  ownerId: z.string().nullable(),
});
export const AdminVenueClaimSchema = VenueClaimSchema.extend({
  memberId: z.string(),
  businessName: z.string().nullable(),
});
export const PlacesReviewQueueSchema = z.object({
  applications: z.array(AdminBusinessApplicationSchema),
  venues: z.array(AdminVenueSchema),
  claims: z.array(AdminVenueClaimSchema),
});
export type PlacesReviewQueue = z.infer<typeof PlacesReviewQueueSchema>;
